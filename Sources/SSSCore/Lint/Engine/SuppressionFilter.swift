/// Applies each file's suppression commands to a lint run's findings, and reports the commands that
/// silence nothing, name unknown rules, or cannot be read (`superfluous_disable_command`).
struct SuppressionFilter {
    /// The rules that ran; a command disabling a rule that did not run is not reported as superfluous.
    let ranRuleIDs: Set<String>
    /// Whether `superfluous_disable_command` runs.
    let reportsCommands: Bool
    let severity: Severity

    init(ranRuleIDs: Set<String>, reportsCommands: Bool, settings: LintSettings) {
        self.ranRuleIDs = ranRuleIDs
        self.reportsCommands = reportsCommands
        let rule = SuperfluousDisableCommandRule.description
        severity = settings.severities[rule.identifier] ?? rule.defaultSeverity
    }

    /// The findings that no command silences, with the findings about the commands themselves added.
    /// `maps` holds the suppression commands of each file that has any, by path.
    func apply(_ findings: [Finding], maps: [String: SuppressionMap]) -> [Finding] {
        guard !maps.isEmpty else { return findings }
        var kept: [Finding] = []
        var byFile: [String: [Finding]] = [:]
        for finding in findings {
            if maps[finding.path] != nil {
                byFile[finding.path, default: []].append(finding)
            } else {
                kept.append(finding)
            }
        }
        for (path, map) in maps.sorted(by: { $0.key < $1.key }) {
            kept += apply(byFile[path] ?? [], map: map, path: path)
        }
        return kept
    }

    private struct Use: Hashable {
        let command: Int
        let identifier: String
    }

    private func apply(_ findings: [Finding], map: SuppressionMap, path: String) -> [Finding] {
        var used = Set<Use>()
        var kept: [Finding] = []
        for finding in findings {
            if let owner = map.owner(of: finding.ruleID, at: finding.position) {
                used.insert(Use(command: owner.command, identifier: owner.identifier))
            } else {
                kept.append(finding)
            }
        }
        guard reportsCommands else { return kept }
        for (finding, command) in commandFindings(map, used: used, path: path)
        where map.owner(of: finding.ruleID, at: finding.position, excluding: command) == nil {
            kept.append(finding)
        }
        return kept
    }

    private func commandFindings(_ map: SuppressionMap, used: Set<Use>, path: String) -> [(Finding, Int?)] {
        var results: [(Finding, Int?)] = []
        let known = Set(RuleRegistry.identifiers)
        let ownID = SuperfluousDisableCommandRule.description.identifier
        for (index, command) in map.commands.enumerated() {
            for rule in command.rules {
                let id = rule.identifier
                let reason: String
                if id != SuppressionCommand.allRules && !known.contains(id) {
                    let hint = Suggestion.hint(for: id, in: RuleRegistry.identifiers + [SuppressionCommand.allRules])
                    reason = "'\(id)' in 'sss:\(command.form)' is not a rule\(hint)"
                } else if command.action == .enable || id == ownID || used.contains(Use(command: index, identifier: id))
                    || !(id == SuppressionCommand.allRules || ranRuleIDs.contains(id)) {
                    continue
                } else if map.isAlreadyDisabled(id, before: index) {
                    reason = "'sss:\(command.form) \(id)' changes nothing: '\(id)' is already disabled here; remove it"
                } else {
                    reason = "'sss:\(command.form) \(id)' silences no finding; remove it"
                }
                results.append((finding(reason, path: path, position: rule.position, declarationPath: command.declarationPath), index))
            }
        }
        for problem in map.problems {
            results.append((finding(problem.message, path: path, position: problem.position, declarationPath: problem.declarationPath), nil))
        }
        return results
    }

    private func finding(_ reason: String, path: String, position: LineColumn, declarationPath: String) -> Finding {
        let rule = SuperfluousDisableCommandRule.description
        return Finding(
            ruleID: rule.identifier,
            ruleName: rule.name,
            severity: severity,
            reason: reason,
            path: path,
            position: position,
            declarationPath: declarationPath
        )
    }
}
