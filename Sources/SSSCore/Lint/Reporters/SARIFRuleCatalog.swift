/// The rules a SARIF run lists (`tool.driver.rules`) and the position of each, for `result.ruleIndex`.
///
/// Every rule that ran is listed, even without findings, in the order given. A finding of a rule
/// that has no description (such as a suppression problem) still gets a short entry, so every result
/// can point at its rule.
struct SARIFRuleCatalog {
    private(set) var descriptors: [JSON] = []
    private var indexByID: [String: Int] = [:]

    init(rules: [RuleDescription], findings: [Finding]) {
        for rule in rules where indexByID[rule.identifier] == nil {
            add(rule.identifier, Self.descriptor(for: rule))
        }
        for finding in findings where indexByID[finding.ruleID] == nil {
            add(finding.ruleID, .object([
                ("id", .string(finding.ruleID)),
                ("name", .string(Self.identifierName(finding.ruleName))),
            ]))
        }
    }

    func index(of ruleID: String) -> Int? {
        indexByID[ruleID]
    }

    private mutating func add(_ ruleID: String, _ descriptor: JSON) {
        indexByID[ruleID] = descriptors.count
        descriptors.append(descriptor)
    }

    static func descriptor(for rule: RuleDescription) -> JSON {
        let help = rule.fix + "\n\nRun `sss rules \(rule.identifier)` for the full page."
        return .object([
            ("id", .string(rule.identifier)),
            ("name", .string(identifierName(rule.name))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("help", .object([("text", .string(help))])),
            ("defaultConfiguration", .object([("level", .string(SARIFReporter.level(rule.defaultSeverity)))])),
        ])
    }

    /// The human name as SARIF wants it, an identifier people can read: `Final Component` becomes
    /// `FinalComponent`.
    static func identifierName(_ name: String) -> String {
        name.split(separator: " ").map { word in word.prefix(1).uppercased() + word.dropFirst() }.joined()
    }
}
