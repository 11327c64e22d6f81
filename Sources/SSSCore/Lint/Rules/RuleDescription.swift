/// Whether a rule can judge a file on its own or needs what other files declare.
public enum RuleScope: String, Sendable {
    /// Decided from one file alone.
    case file
    /// Needs the whole-codebase index (for example, which classes exist anywhere).
    case codebase
}

/// A piece of Swift used to document and test a rule.
///
/// `↓` marks each spot where the rule must report a finding (just before the name it reports at).
/// Markers are removed before the code is linted.
public struct RuleExample: Sendable {
    /// The main file, with `↓` markers.
    public let code: String
    /// More files of the same codebase, for rules that look across files; they may carry markers too.
    public let otherFiles: [String]
    /// Whether the example is also checked wrapped in a comment, in a string and after an emoji.
    /// Off for examples whose meaning changes when moved, such as those that depend on the file start.
    public let runsInWrappers: Bool

    public init(_ code: String, otherFiles: [String] = [], runsInWrappers: Bool = true) {
        self.code = code
        self.otherFiles = otherFiles
        self.runsInWrappers = runsInWrappers
    }
}

/// Everything people and tools need to know about a rule: identity, defaults, documentation and the
/// examples that both document it and test it.
public struct RuleDescription: Sendable {
    /// The stable identifier used in configuration, suppressions and reports, such as `final_component`.
    public let identifier: String
    /// The human name, such as `Final Component`.
    public let name: String
    public let defaultSeverity: Severity
    /// Opt-in rules run only when a configuration enables them.
    public let isOptIn: Bool
    /// The architectures whose rule set holds the rule: in a codebase of one of them it runs unless it
    /// is opt-in, and in any other only when a configuration opts in to it.
    public let architectures: [Architecture]
    public let scope: RuleScope
    /// One sentence: what the rule finds.
    public let summary: String
    /// Why it matters, traced to the architecture's principles.
    public let rationale: String
    /// How to fix a finding.
    public let fix: String
    /// The `sss docs` topic that explains the principle behind the rule.
    public let topic: String
    /// The settings the rule accepts in its section of `.sss.yml` besides `severity` and `excluded`.
    public let options: [RuleOption]
    public let triggeringExamples: [RuleExample]
    public let nonTriggeringExamples: [RuleExample]

    public init(
        identifier: String,
        name: String,
        defaultSeverity: Severity,
        isOptIn: Bool = false,
        architectures: [Architecture] = [.ssa],
        scope: RuleScope = .file,
        summary: String,
        rationale: String,
        fix: String,
        topic: String,
        options: [RuleOption] = [],
        triggeringExamples: [RuleExample],
        nonTriggeringExamples: [RuleExample]
    ) {
        self.identifier = identifier
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.architectures = architectures
        self.scope = scope
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.topic = topic
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    /// Whether the rule runs in a codebase of `architecture` when the configuration does not mention it.
    public func runsByDefault(in architecture: Architecture) -> Bool {
        !isOptIn && architectures.contains(architecture)
    }
}
