/// What a rule reads of the members of types, declared once with the rule.
///
/// The lint builds declarations only for the members that some rule it runs reads (and for those the
/// codebase index needs), which spares most of the scanning of a large codebase. A rule that reads a
/// member it does not declare would silently not see it, so the default is ``all``, which is always
/// right; a narrower declaration is an optimisation, and the tests run every rule with and without the
/// narrowing on its examples, on this repository and on a corpus sample, and compare the findings.
package struct MembersRead: Sendable {
    /// The members of a type the rule reads, from what the scan has read of the type before its body
    /// (its kind, name, modifiers and inheritance).
    let selection: @Sendable (TypeDeclaration.Fields) -> MemberSelection
    /// The words for ``MemberSelection/variablesByTypeWords``: the properties it selects are built only
    /// when their type annotation holds one of these words (or another rule's).
    let typeWords: [String]
    /// Whether the rule reads no member of any type, so the engine need not ask it about each type.
    let readsNothing: Bool

    /// Reads `selection(type)` of each type's members; `typeWords` go with the selections by type words.
    package init(typeWords: [String] = [], _ selection: @escaping @Sendable (TypeDeclaration.Fields) -> MemberSelection) {
        self.init(typeWords: typeWords, readsNothing: false, selection)
    }

    private init(typeWords: [String], readsNothing: Bool, _ selection: @escaping @Sendable (TypeDeclaration.Fields) -> MemberSelection) {
        self.selection = selection
        self.typeWords = typeWords
        self.readsNothing = readsNothing
    }

    /// Every member of every type.
    package static let all = MembersRead { _ in .all }

    /// No member: the rule reads types' headers, the top level and tokens only.
    package static let none = MembersRead(typeWords: [], readsNothing: true) { _ in [] }
}
