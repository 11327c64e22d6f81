/// Reads the `navigation:` section: destination feature names mapped to `push` or `modal`.
struct NavigationReader {
    /// The destinations that read without errors; problems go to `checker`.
    func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> [Destination] {
        let expectation = "'navigation' expects a mapping of destination names"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return [] }
        let styles = PresentationStyle.allCases.map(\.rawValue)
        return mapping.entries.compactMap { destination in
            let name = destination.key.name
            var isValid = true
            if !SwiftIdentifier.isValid(name, .upperCamelCase) {
                checker.error(SwiftIdentifier.invalidNameMessage(name, kind: "destination name", .upperCamelCase), at: destination.key.location)
                isValid = false
            }
            let expectation = "destination '\(name)' expects push or modal"
            guard let choice = checker.choice(destination.value, among: styles, expectation, key: destination.key.location),
                  let style = PresentationStyle(rawValue: choice), isValid
            else { return nil }
            return Destination(
                name: LocatedText(text: name, location: destination.key.location),
                style: style,
                styleLocation: destination.value.location
            )
        }
    }
}
