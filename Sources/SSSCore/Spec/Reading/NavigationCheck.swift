/// Checks that a feature has a Navigation exactly when something uses it: an interaction that
/// navigates needs destinations or `closable: true`, and both of those need an interaction that
/// navigates.
struct NavigationCheck {
    let root: DocumentMapping

    func check(_ interactions: [Interaction], closable: Bool, into checker: inout DocumentChecker) {
        let mayNavigate = someInteractionMayNavigate()
        if let entry = root["navigation"], !mayNavigate {
            checker.error("'navigation' is never used: no interaction has 'navigates: true'", at: entry.key.location)
        }
        if let entry = root["closable"], closable, !mayNavigate {
            checker.error(
                "'closable' is never used: no interaction has 'navigates: true', and only an interaction that navigates can close the screen",
                at: entry.key.location
            )
        }
        guard root["navigation"] == nil, root["closable"] == nil else { return }
        for interaction in interactions where interaction.navigates {
            let location = interaction.navigatesLocation ?? interaction.name.location
            checker.error(
                "interaction '\(interaction.name.text)' navigates, but the feature has no 'navigation' section and is not 'closable'",
                at: location
            )
        }
    }

    /// Whether an interaction has `navigates` with a value other than `false`, or the interactions
    /// could not be read well enough to tell (their problems are reported already). Repeated keys
    /// count too, so that the error for one is not followed by a misleading one here.
    private func someInteractionMayNavigate() -> Bool {
        let sections = Self.entries(named: "interactions", in: root)
        guard !sections.isEmpty else { return true }
        return sections.contains { section in
            guard case .mapping(let interactions) = section.value else { return true }
            return (interactions.entries + interactions.duplicates).contains { interaction in
                guard case .mapping(let body) = interaction.value else { return true }
                return Self.entries(named: "navigates", in: body).contains { navigates in
                    if case .scalar(let scalar) = navigates.value, scalar.bool == false { return false }
                    return true
                }
            }
        }
    }

    /// The entries of `mapping` whose key is `name`: the one that counts, then any repeated ones.
    static func entries(named name: String, in mapping: DocumentMapping) -> [DocumentEntry] {
        (mapping.entries + mapping.duplicates).filter { $0.key.name == name }
    }
}
