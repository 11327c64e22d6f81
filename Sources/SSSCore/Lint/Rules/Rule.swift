/// A check of the architecture's rules. Each rule is a value made from the run's settings.
package protocol Rule: Sendable {
    /// Identity, defaults, documentation and examples.
    static var description: RuleDescription { get }

    init(settings: LintSettings)

    /// The members of types the rule reads; by default all of them (see ``MembersRead``).
    var membersRead: MembersRead { get }
}

extension Rule {
    package var membersRead: MembersRead { .all }
}

/// A rule that judges each file on its own, with its tokens at hand.
package protocol FileRule: Rule {
    func check(_ file: LintedFile) -> [Violation]
}

/// A rule that judges each file against what the whole codebase declares.
///
/// A file's summary keeps a type's members only when some rule that runs reads them
/// (``Rule/membersRead``), so the second pass holds little of each file.
package protocol CodebaseRule: Rule {
    func check(_ file: FileSummary, in index: CodebaseIndex) -> [Violation]
}
