/// Readers for the kinds of values a configuration holds: lists of patterns, of rule identifiers,
/// of names.
enum ConfigurationValues {
    /// The entries of a list of paths or globs; each is checked to be a usable pattern.
    static func patterns(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> [LocatedText] {
        let items = strings(entry, "'\(entry.key.name)' expects a list of paths or globs", into: &checker)
        return items.filter { item in
            guard let problem = Glob.problem(in: item.text) else { return true }
            checker.error("invalid pattern: \(problem)", at: item.location)
            return false
        }
    }

    /// The known rule identifiers of a list; unknown ones are reported with a "did you mean".
    static func ruleIdentifiers(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> [LocatedText] {
        let items = strings(entry, "'\(entry.key.name)' expects a list of rule identifiers", into: &checker)
        return items.filter { item in
            guard RuleRegistry.rule(identifier: item.text) == nil else { return true }
            checker.error(unknownRuleMessage(item.text), at: item.location)
            return false
        }
    }

    /// `unknown rule 'x'` with a suggestion, or else every rule: the commands that list them read the
    /// same configuration, and would stop at the same mistake.
    static func unknownRuleMessage(_ identifier: String) -> String {
        let hint = Suggestion.hint(for: identifier, in: RuleRegistry.identifiers)
        return "unknown rule '\(identifier)'" + (hint.isEmpty ? "; the rules are " + RuleRegistry.identifiers.joined(separator: ", ") : hint)
    }

    /// The items of a list whose items are single values, each with its location.
    static func strings(_ entry: DocumentEntry, _ expectation: String, into checker: inout DocumentChecker) -> [LocatedText] {
        guard let items = checker.list(entry.value, expectation, key: entry.key.location) else { return [] }
        return items.compactMap { item in
            guard let scalar = checker.scalar(item, expectation, key: entry.key.location) else { return nil }
            return LocatedText(text: scalar.string, location: scalar.location)
        }
    }

    /// The single values of a list entry, without reporting anything; for checks that look at a list
    /// a second time, after it has been read.
    static func located(_ entry: DocumentEntry?) -> [LocatedText] {
        guard let entry else { return [] }
        var quiet = DocumentChecker()
        return strings(entry, "", into: &quiet)
    }
}
