/// Reads a SIMPLER spec's `navigation:` section: the names of the scenes it presents, each mapped to
/// `sheet` or `push`.
struct SceneNavigationReader {
    /// The destinations that read without errors; problems go to `checker`.
    func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> [SceneDestination] {
        let expectation = "'navigation' expects a mapping of destination names to sheet or push"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return [] }
        let styles = ScenePresentation.allCases.map(\.rawValue)
        return mapping.entries.compactMap { destination in
            let name = destination.key.name
            let choice = checker.choice(destination.value, among: styles, "destination '\(name)' expects sheet or push", key: destination.key.location)
            guard SwiftIdentifier.isValid(name, .upperCamelCase) else {
                let hint = name.contains("(")
                    ? "destination '\(name)' takes no arguments: a SIMPLER scene starts from its model's initial values; write its name alone"
                    : SwiftIdentifier.invalidNameMessage(name, kind: "destination name", .upperCamelCase)
                checker.error(hint, at: destination.key.location)
                return nil
            }
            guard let choice, let style = ScenePresentation(rawValue: choice) else { return nil }
            return SceneDestination(name: LocatedText(text: name, location: destination.key.location), style: style)
        }
    }
}
