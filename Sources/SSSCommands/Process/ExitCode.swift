import SSSCore

/// The process exit codes of `sss`, matching SwiftLint's where the meaning is shared.
public enum ExitCode: Int32, Sendable {
    /// Everything went well.
    case success = 0
    /// Bad usage, bad input or configuration, or a conflict that stopped the work.
    case failure = 1
    /// Lint found at least one error-severity violation, or `generate --check` found files that a
    /// run would change.
    case violations = 2
}
