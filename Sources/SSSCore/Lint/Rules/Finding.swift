/// Another place a finding refers to, such as the superclass a subclass inherits from.
public struct RelatedLocation: Sendable, Equatable {
    public let path: String
    public let position: LineColumn
    public let message: String

    public init(path: String, position: LineColumn, message: String) {
        self.path = path
        self.position = position
        self.message = message
    }
}

/// One breach of a rule at one place, ready to report.
public struct Finding: Sendable, Equatable {
    public let ruleID: String
    /// The rule's human name, such as `Final Component`.
    public let ruleName: String
    public var severity: Severity
    /// Why this place breaks the rule, in one sentence.
    public let reason: String
    /// The file as it is shown in reports.
    public let path: String
    public let position: LineColumn
    public let related: [RelatedLocation]
    /// The enclosing declarations, such as `LoginAssembler.assemble()`; stable when code moves.
    public let declarationPath: String
    /// The role of the type the finding is about, for summaries per role.
    public let role: Role?

    public init(
        ruleID: String,
        ruleName: String,
        severity: Severity,
        reason: String,
        path: String,
        position: LineColumn,
        related: [RelatedLocation] = [],
        declarationPath: String = "",
        role: Role? = nil
    ) {
        self.ruleID = ruleID
        self.ruleName = ruleName
        self.severity = severity
        self.reason = reason
        self.path = path
        self.position = position
        self.related = related
        self.declarationPath = declarationPath
        self.role = role
    }

    /// Orders findings by file, line, column, then rule, so every run reports them identically.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.position != rhs.position { return lhs.position < rhs.position }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.reason < rhs.reason
    }
}
