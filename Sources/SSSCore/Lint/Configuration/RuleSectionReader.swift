/// Reads the section of one rule: a bare severity (`final_component: warning`) or a mapping with
/// `severity`, `excluded` and the options that rule accepts.
struct RuleSectionReader {
    let identifier: String

    func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> RuleConfiguration {
        let defaultSeverity = RuleRegistry.rule(identifier: identifier)?.description.defaultSeverity ?? .error
        var result = RuleConfiguration(severity: defaultSeverity)
        guard case .mapping(let mapping) = entry.value else {
            let expectation = "'\(identifier)' expects a severity (warning or error) or a mapping of its settings"
            result.severity = severity(entry.value, expectation, key: entry.key.location, into: &checker) ?? defaultSeverity
            return result
        }
        let keys = RuleConfiguration.keys(for: identifier)
        let options = RuleRegistry.rule(identifier: identifier)?.description.options ?? []
        for entry in mapping.entries {
            switch entry.key.name {
            case "severity":
                result.severity = severity(entry.value, "'severity' expects warning or error", key: entry.key.location, into: &checker) ?? defaultSeverity
            case "excluded":
                result.excluded = ConfigurationValues.patterns(entry, into: &checker).map(\.text)
            default:
                if let option = options.first(where: { $0.key == entry.key.name }) {
                    // A value equal to the default is not kept, so that configurations that mean the same compare equal.
                    let value = value(of: option, in: entry, into: &checker)
                    result.options[option.key] = value == option.defaultValue ? nil : value
                } else {
                    checker.error("unknown key '\(entry.key.name)' for rule '\(identifier)'\(hint(for: entry.key.name, keys: keys))", at: entry.key.location)
                }
            }
        }
        return result
    }

    private func severity(_ node: DocumentNode, _ expectation: String, key: SourceLocation, into checker: inout DocumentChecker) -> Severity? {
        if case .scalar(let scalar) = node, scalar.isFlowList {
            checker.mismatch(node, expectation, key: key)
            return nil
        }
        let choices = RuleConfiguration.severities.map(\.rawValue)
        return checker.choice(node, among: choices, expectation, key: key).flatMap(Severity.init(rawValue:))
    }

    /// The value `entry` gives `option`, checked against the option's kind.
    private func value(of option: RuleOption, in entry: DocumentEntry, into checker: inout DocumentChecker) -> [String] {
        switch option.kind {
        case .classNames: classNames(entry, into: &checker)
        }
    }

    private func classNames(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> [String] {
        let items = ConfigurationValues.strings(entry, "'\(entry.key.name)' expects a list of class names", into: &checker)
        return items.filter { item in
            let parts = item.text.split(separator: ".", omittingEmptySubsequences: false)
            let isName = parts.allSatisfy { part in
                guard let first = part.utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return false }
                return RolesReader.canEndTypeName(String(part))
            }
            if !isName { checker.error("'\(item.text)' is not a class name", at: item.location) }
            return isName
        }.map(\.text)
    }

    private func hint(for key: String, keys: [String]) -> String {
        let suggestion = Suggestion.hint(for: key, in: keys)
        if !suggestion.isEmpty { return suggestion }
        let owners = RuleConfiguration.rules(withOption: key)
        if !owners.isEmpty { return "; only \(DocumentChecker.quotedList(owners)) accepts it" }
        return "; expected \(DocumentChecker.quotedList(keys))"
    }
}
