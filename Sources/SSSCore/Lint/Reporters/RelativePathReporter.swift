/// The Xcode format with paths relative to the base directory, for logs read by people in a terminal:
/// `Sources/Login/LoginView.swift:12:7: error: Final Component Violation: reason (final_component)`.
public struct RelativePathReporter: Reporter {
    public static let identifier = "relative-path"
    public static let summary = "Like xcode, with paths relative to the current folder."

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        XcodeReporter().report(findings, displayPath: context.relativePath)
    }
}
