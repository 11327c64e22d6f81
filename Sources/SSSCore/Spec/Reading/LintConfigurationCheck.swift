/// Recognises `sss lint`'s configuration file given where a feature spec belongs: its name,
/// `.sss.yml`, matches the `*.sss.yml` pattern specs use, so a glob such as `**/*.sss.yml` picks
/// it up. It gets one error that says what it is, instead of one per unknown key.
enum LintConfigurationCheck {
    /// The file name of the lint configuration.
    static let fileName = ".sss.yml"

    /// The top-level keys of a lint configuration that a spec never has.
    static let configurationKeys: Set<String> = ["included", "excluded", "disabled_rules", "opt_in_rules", "only_rules", "roles"]

    /// The error for a file named like the lint configuration, at its start.
    static func problem(named file: SourceFile) -> Diagnostic? {
        guard Path.lastComponent(of: file.path) == fileName else { return nil }
        return .error(message, at: SourceLocation(file: file, offset: 0, length: 0))
    }

    /// The error for a file without `feature` whose top level has a key only a lint configuration has.
    static func problem(in root: DocumentNode, of file: SourceFile) -> Diagnostic? {
        guard case .mapping(let mapping) = root, mapping["feature"] == nil,
              let entry = mapping.entries.first(where: { configurationKeys.contains($0.key.name) })
        else { return nil }
        return .error(message, at: entry.key.location)
    }

    private static let message = "this is a lint configuration for 'sss lint', not a feature spec; 'sss generate' reads specs such as Lobby.sss.yml (see 'sss init')"
}
