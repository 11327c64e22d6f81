/// The `architecture` key that specs and `.sss.yml` share: which ``Architecture`` the file follows.
package enum ArchitectureKey {
    /// The key's name.
    package static let name = "architecture"

    /// The architecture `entry` names, or `nil` after reporting a value that names none, with a
    /// "did you mean".
    package static func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> Architecture? {
        let expectation = "'\(name)' expects \(Architecture.choices)"
        let names = Architecture.allCases.map(\.rawValue)
        guard let value = checker.choice(entry.value, among: names, expectation, key: entry.key.location) else { return nil }
        return Architecture(rawValue: value)
    }

    /// The architecture `mapping` names, ``Architecture/default`` when it names none; `nil` after
    /// reporting a value that is not an architecture.
    package static func read(in mapping: DocumentMapping, into checker: inout DocumentChecker) -> (architecture: Architecture, entry: DocumentEntry?)? {
        guard let entry = mapping[name] else { return (.default, nil) }
        guard let architecture = read(entry, into: &checker) else { return nil }
        return (architecture, entry)
    }
}
