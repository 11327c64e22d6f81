/// Reads an Elements spec into an ``ElementsSpec``, given the top-level mapping by ``SpecReader``,
/// which has already checked the keys.
struct ElementsSpecReader {
    /// The spec whose top level is `root`, or `nil` when a required part is missing.
    func read(_ root: DocumentMapping, in file: SourceFile, into checker: inout DocumentChecker) -> ElementsSpec? {
        let text = SourceText(file: file)
        let start = SourceLocation(file: file, offset: root.location.offset, length: 0)
        let name = FeatureSpecReader.readName(root["feature"], missingAt: start, into: &checker)
        var parts = ElementsSpec.Parts()
        let methods = MethodListReader(text: text)
        parts.state = root["state"].map { ModelReader(text: text, section: "state", whole: "the view state").read($0, into: &checker) } ?? []
        parts.userInterface = root["userInterface"].map { methods.read($0, as: MethodListReader.userInterface, into: &checker) } ?? []
        if let entry = root["interactions"] {
            parts.interactions = methods.read(entry, as: MethodListReader.interactions, into: &checker)
        } else {
            checker.error(
                "missing required key 'interactions'; a screen needs at least one thing the user can do, such as 'signIn(email: String, password: String)'",
                at: start
            )
        }
        parts.observes = root["observes"].map { methods.read($0, as: MethodListReader.observes, into: &checker) } ?? []
        parts.useCases = root["useCases"].map { UseCasesReader(text: text).read($0, into: &checker) } ?? []
        check(parts, into: &checker)
        guard let name else { return nil }
        return ElementsSpec(file: file, name: name, parts: parts)
    }

    /// Interactions have names of their own, since each gets a button and a test named after it; and
    /// no interaction is also an observed event, since the view controller answers both.
    private func check(_ parts: ElementsSpec.Parts, into checker: inout DocumentChecker) {
        var firstNames: [String: SourceLocation] = [:]
        for interaction in parts.interactions {
            let name = interaction.name.text
            if let first = firstNames[name] {
                checker.error(
                    "interaction '\(name)' is listed twice; each interaction is one thing the user can do and gets a button and a test named after it, so give each a name of its own",
                    at: interaction.name.location, notes: [.note("'\(name)' first appears here", at: first)]
                )
            } else {
                firstNames[name] = interaction.name.location
            }
        }
        let interactions = Dictionary(parts.interactions.map { ($0.selector, $0.name.location) }, uniquingKeysWith: { first, _ in first })
        for observed in parts.observes {
            guard let interaction = interactions[observed.selector] else { continue }
            checker.error(
                "'\(observed.selector)' is both an interaction and an observed event, and the view controller answers both with one method; give one of them another name",
                at: observed.name.location, notes: [.note("the interaction '\(observed.selector)' is declared here", at: interaction)]
            )
        }
    }
}
