/// What a reporter may need besides the findings themselves.
public struct ReportContext: Sendable {
    /// Descriptions of the rules that ran, for reporters that carry rule metadata (SARIF).
    public var rules: [RuleDescription]
    /// The folder paths are shown relative to, for reporters that prefer relative paths.
    public var baseDirectory: String
    /// Every file that was linted, sorted, including clean ones (for per-file formats such as Checkstyle).
    public var lintedFiles: [String]
    /// Baseline entries that match fewer findings than they record, located in the baseline file:
    /// warnings, or errors with `--strict-baseline`. They are printed to standard error in any case;
    /// reporters whose readers may see nothing else (GitHub Actions annotations) show them too.
    public var staleBaselineEntries: [Diagnostic]

    public init(rules: [RuleDescription] = [], baseDirectory: String = "", lintedFiles: [String] = [], staleBaselineEntries: [Diagnostic] = []) {
        self.rules = rules
        self.baseDirectory = baseDirectory
        self.lintedFiles = lintedFiles
        self.staleBaselineEntries = staleBaselineEntries
    }
}

/// Turns the findings of one lint run into text for people or tools.
public protocol Reporter: Sendable {
    /// The name given to `--reporter`.
    static var identifier: String { get }
    /// One line for `sss lint --help`.
    static var summary: String { get }

    init()

    /// The whole report for `findings`, which arrive sorted by file, line and column.
    func report(_ findings: [Finding], context: ReportContext) -> String
}
