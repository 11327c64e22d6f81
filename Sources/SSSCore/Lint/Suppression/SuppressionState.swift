/// Which rules are disabled at one place in a file, and which command disabled each.
///
/// Disabling is not counted: disabling a rule twice and enabling it once leaves it enabled, as in
/// SwiftLint. `all` disables every rule; enabling one rule afterwards makes an exception to it, and
/// `enable all` ends every suppression.
struct SuppressionState: Sendable, Equatable {
    /// The index of the command that disabled every rule, if one did.
    private var everything: Int?
    /// Rules disabled by name, and by which command.
    private var rules: [String: Int] = [:]
    /// Rules enabled again while every rule is disabled.
    private var exceptions: Set<String> = []

    /// Who silences `ruleID` here: the command's index and the identifier it names (the rule's or `all`).
    func owner(of ruleID: String) -> (command: Int, identifier: String)? {
        if let command = rules[ruleID] { return (command, ruleID) }
        if let everything, !exceptions.contains(ruleID) { return (everything, SuppressionCommand.allRules) }
        return nil
    }

    /// Whether `identifier` (a rule or `all`) is already fully disabled here.
    func isDisabled(_ identifier: String) -> Bool {
        identifier == SuppressionCommand.allRules ? everything != nil && exceptions.isEmpty : owner(of: identifier) != nil
    }

    mutating func apply(_ command: SuppressionCommand, index: Int) {
        for rule in command.rules {
            switch command.action {
            case .disable: disable(rule.identifier, by: index)
            case .enable: enable(rule.identifier)
            }
        }
    }

    private mutating func disable(_ identifier: String, by command: Int) {
        if identifier == SuppressionCommand.allRules {
            if everything == nil {
                everything = command
            } else {
                for rule in exceptions { rules[rule] = command }
            }
            exceptions = []
        } else if rules[identifier] == nil, everything == nil || exceptions.contains(identifier) {
            rules[identifier] = command
            exceptions.remove(identifier)
        }
    }

    private mutating func enable(_ identifier: String) {
        if identifier == SuppressionCommand.allRules {
            self = SuppressionState()
        } else {
            rules[identifier] = nil
            if everything != nil { exceptions.insert(identifier) }
        }
    }
}
