import SSSCore

/// Everything a command may touch outside its arguments, so tests can substitute each part.
public struct Context {
    public var output: TextSink
    public var errorOutput: TextSink
    public var fileSystem: any FileSystem
    public var environment: [String: String]
    /// Whether standard output is an interactive terminal (enables colour and aligned tables).
    public var outputIsTerminal: Bool
    /// Whether standard error is an interactive terminal (enables colour in diagnostics).
    public var errorIsTerminal: Bool
    /// The width to wrap text to when writing to a terminal.
    public var terminalWidth: Int?

    public init(
        output: TextSink,
        errorOutput: TextSink,
        fileSystem: any FileSystem = LocalFileSystem(),
        environment: [String: String] = [:],
        outputIsTerminal: Bool = false,
        errorIsTerminal: Bool = false,
        terminalWidth: Int? = nil
    ) {
        self.output = output
        self.errorOutput = errorOutput
        self.fileSystem = fileSystem
        self.environment = environment
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.terminalWidth = terminalWidth
    }

    /// Colour is used on terminals only, and never when `NO_COLOR` is set to a value other than the
    /// empty string (see no-color.org: an empty `NO_COLOR` is the same as none).
    public var colorsOutput: Bool { outputIsTerminal && !noColorRequested }
    public var colorsErrors: Bool { errorIsTerminal && !noColorRequested }

    private var noColorRequested: Bool {
        environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    }

    /// Prints diagnostics to standard error in the compiler's format.
    public func report(_ diagnostics: [Diagnostic]) {
        errorOutput.write(DiagnosticPrinter(useColor: colorsErrors).render(diagnostics))
    }

    public func report(_ diagnostic: Diagnostic) {
        report([diagnostic])
    }
}
