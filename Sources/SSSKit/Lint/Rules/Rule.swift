/// A check of the architecture's rules. Each rule is a value made from the run's settings.
public protocol Rule: Sendable {
    /// Identity, defaults, documentation and examples.
    static var description: RuleDescription { get }

    init(settings: LintSettings)
}

/// A rule that judges each file on its own, with its tokens at hand.
public protocol FileRule: Rule {
    func check(_ file: LintedFile) -> [Violation]
}

/// A rule that judges each file against what the whole codebase declares.
///
/// A file's summary keeps a type's members (functions, properties, cases, nested types) only when some
/// rule that runs says it reads them, so the second pass holds little of each file.
public protocol CodebaseRule: Rule {
    func check(_ file: FileSummary, in index: CodebaseIndex) -> [Violation]
    /// Whether ``check(_:in:)`` reads the members of `type`.
    func readsMembers(of type: TypeDeclaration) -> Bool
}
