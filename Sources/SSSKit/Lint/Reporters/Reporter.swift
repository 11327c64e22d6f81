/// Turns the findings of one lint run into text for people or tools.
public protocol Reporter: Sendable {
    /// The name given to `--reporter`.
    static var identifier: String { get }
    /// One line for `sss lint --help`.
    static var summary: String { get }

    /// The whole report for `findings`, which arrive sorted by file, line and column.
    func report(_ findings: [Finding]) -> String
}
