/// A configuration together with where it came from and where some of its values were written, for
/// the checks that can only run once the files to lint are known.
public struct LoadedConfiguration: Sendable {
    public var configuration: Configuration
    /// The folder that `included`, `excluded` and the rules' `excluded` patterns start from.
    public var folder: String
    /// The configuration file as named in messages, or `nil` when no file was read.
    public var path: String?
    /// Questionable settings that do not stop a run, such as opting in to a rule that runs anyway.
    public var warnings: [Diagnostic]
    /// Each entry of `included`, as written.
    public var includedEntries: [LocatedText]
    /// Each suffix the file gives a role beyond the role's own default, as written.
    public var addedSuffixes: [RoleSuffix]

    public init(
        configuration: Configuration = Configuration(),
        folder: String,
        path: String? = nil,
        warnings: [Diagnostic] = [],
        includedEntries: [LocatedText] = [],
        addedSuffixes: [RoleSuffix] = []
    ) {
        self.configuration = configuration
        self.folder = folder
        self.path = path
        self.warnings = warnings
        self.includedEntries = includedEntries
        self.addedSuffixes = addedSuffixes
    }

    /// The `excluded` patterns, resolved against ``folder``.
    public var excluded: PathPatterns {
        PathPatterns(configuration.excluded, relativeTo: folder)
    }

    /// The `excluded` patterns of every rule that has some, resolved against ``folder``.
    public var ruleExclusions: [String: PathPatterns] {
        configuration.rules.filter { !$0.value.excluded.isEmpty }.mapValues { PathPatterns($0.excluded, relativeTo: folder) }
    }
}

/// One suffix written under `roles`, with the role it gives.
public struct RoleSuffix: Sendable {
    public let role: Role
    public let suffix: LocatedText

    public init(role: Role, suffix: LocatedText) {
        self.role = role
        self.suffix = suffix
    }
}
