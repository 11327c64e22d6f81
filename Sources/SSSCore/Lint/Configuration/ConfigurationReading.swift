/// The state of one reading: the configuration built so far and the places kept for later checks.
struct ConfigurationReading {
    private(set) var loaded: LoadedConfiguration

    init(folder: String, path: String) {
        loaded = LoadedConfiguration(folder: folder, path: path)
    }

    private var configuration: Configuration {
        get { loaded.configuration }
        set { loaded.configuration = newValue }
    }

    mutating func read(_ root: DocumentMapping, into checker: inout DocumentChecker) {
        let ruleIdentifiers = RuleRegistry.identifiers
        if let entry = root[ArchitectureKey.name] {
            configuration.architecture = ArchitectureKey.read(entry, into: &checker) ?? .default
        }
        for entry in root.entries {
            let key = entry.key.name
            switch key {
            case ArchitectureKey.name:
                continue
            case "included":
                let entries = ConfigurationValues.patterns(entry, into: &checker)
                loaded.includedEntries = entries
                configuration.included = entries.map(\.text)
            case "excluded":
                configuration.excluded = ConfigurationValues.patterns(entry, into: &checker).map(\.text)
            case "disabled_rules":
                configuration.disabledRules = ConfigurationValues.ruleIdentifiers(entry, into: &checker).map(\.text)
            case "opt_in_rules":
                configuration.optInRules = ConfigurationValues.ruleIdentifiers(entry, into: &checker).map(\.text)
            case "only_rules":
                configuration.onlyRules = ConfigurationValues.ruleIdentifiers(entry, into: &checker).map(\.text)
            case "roles":
                var roles = RolesReader(architecture: configuration.architecture)
                roles.read(entry, into: &checker)
                configuration.roles = roles.suffixes
                loaded.addedSuffixes = roles.added
            default:
                if ruleIdentifiers.contains(key) {
                    configuration.rules[key] = RuleSectionReader(identifier: key).read(entry, into: &checker)
                } else {
                    checker.error("unknown key '\(key)'\(Self.hint(forUnknownKey: key))", at: entry.key.location)
                }
            }
        }
        checkRuleLists(root, into: &checker)
    }

    private static func hint(forUnknownKey key: String) -> String {
        let hint = Suggestion.hint(for: key, in: ConfigurationReader.settingKeys + RuleRegistry.identifiers)
        guard hint.isEmpty else { return hint }
        return "; expected a setting (\(DocumentChecker.quotedList(ConfigurationReader.settingKeys))) or a rule identifier"
    }

    /// `only_rules` excludes the two other lists; a rule cannot be both disabled and opted in; and
    /// listing a rule where it changes nothing earns a warning.
    private func checkRuleLists(_ root: DocumentMapping, into checker: inout DocumentChecker) {
        if let only = root["only_rules"], !configuration.onlyRules.isEmpty {
            let others = [("disabled_rules", configuration.disabledRules), ("opt_in_rules", configuration.optInRules)]
                .filter { !$0.1.isEmpty }.map(\.0)
            if !others.isEmpty {
                checker.error(
                    "'only_rules' cannot be combined with \(others.map { "'\($0)'" }.joined(separator: " and ")); "
                        + "with 'only_rules', exactly the listed rules run",
                    at: only.key.location
                )
            }
        }
        let architecture = configuration.architecture
        for identifier in ConfigurationValues.located(root["opt_in_rules"]) {
            guard let rule = RuleRegistry.rule(identifier: identifier.text) else { continue }
            if configuration.disabledRules.contains(identifier.text) {
                checker.error("rule '\(identifier.text)' is in both 'disabled_rules' and 'opt_in_rules'", at: identifier.location)
            } else if rule.description.runsByDefault(in: architecture) {
                checker.report(.warning("rule '\(identifier.text)' runs by default\(Self.inCodebases(of: architecture)); listing it in 'opt_in_rules' has no effect", at: identifier.location))
            }
        }
        for identifier in ConfigurationValues.located(root["disabled_rules"]) {
            guard let rule = RuleRegistry.rule(identifier: identifier.text), !rule.description.runsByDefault(in: architecture),
                  !configuration.optInRules.contains(identifier.text) else { continue }
            let why = rule.description.architectures.contains(architecture)
                ? "is opt-in and off unless enabled"
                : "is a rule of \(Self.titles(of: rule.description.architectures)) and off\(Self.inCodebases(of: architecture)) unless enabled"
            checker.report(.warning("rule '\(identifier.text)' \(why); listing it in 'disabled_rules' has no effect", at: identifier.location))
        }
    }

    /// ` in SIMPLER codebases`: where a rule runs or not, for a configuration that names its
    /// architecture; empty for the default one, so messages about Super Simple Architecture
    /// configurations stay short.
    static func inCodebases(of architecture: Architecture) -> String {
        architecture == .default ? "" : " in \(architecture.title) codebases"
    }

    /// `Super Simple Architecture and Elements`.
    static func titles(of architectures: [Architecture]) -> String {
        architectures.map(\.title).joined(separator: " and ")
    }
}
