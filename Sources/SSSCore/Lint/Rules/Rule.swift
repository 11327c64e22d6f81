/// A check of the architecture's rules. Each rule is a value made from the run's settings.
public protocol Rule: Sendable {
    /// Identity, defaults, documentation and examples.
    static var description: RuleDescription { get }

    init(settings: LintSettings)

    /// The members of `type` the rule reads. The lint builds no declarations for the members that no rule
    /// it runs reads, so a rule must name here everything it looks at.
    func membersRead(of type: TypeDeclaration) -> MemberSelection

    /// The words for ``MemberSelection/variablesByTypeWords``: the properties it selects are built only
    /// when their type annotation holds one of these words (or another rule's).
    var typeWordsRead: [String] { get }
}

extension Rule {
    public var typeWordsRead: [String] { [] }
}

/// A rule that judges each file on its own, with its tokens at hand.
public protocol FileRule: Rule {
    func check(_ file: LintedFile) -> [Violation]
}

/// A rule that judges each file against what the whole codebase declares.
///
/// A file's summary keeps a type's members only when some rule that runs reads them
/// (``Rule/membersRead(of:)``), so the second pass holds little of each file.
public protocol CodebaseRule: Rule {
    func check(_ file: FileSummary, in index: CodebaseIndex) -> [Violation]
}
