/// How serious a diagnostic is.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}

/// A message about the user's input, optionally tied to a place in a file.
public struct Diagnostic: Sendable {
    public var severity: Severity
    public var message: String
    /// Where the problem is; `nil` for problems that belong to no file position.
    public var location: SourceLocation?
    /// A path to name when there is no location (for example a file that could not be read).
    public var path: String?
    /// Further messages printed after this one, such as where a conflicting name was declared.
    public var notes: [Diagnostic]

    public init(
        _ severity: Severity,
        _ message: String,
        at location: SourceLocation? = nil,
        path: String? = nil,
        notes: [Diagnostic] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.path = path ?? location?.file.path
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation? = nil, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation? = nil, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    public static func note(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.note, message, at: location)
    }
}

/// An error that carries one or more diagnostics, thrown where work cannot go on.
public struct DiagnosticError: Error, Sendable {
    public let diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }
}
