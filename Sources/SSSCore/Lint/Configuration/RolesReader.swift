/// Reads the `roles:` section: for each role, the name suffixes that give a type that role.
///
/// A role that is not written keeps its default suffix. A role needs at least one suffix, and a
/// suffix can give only one role.
struct RolesReader {
    private(set) var suffixes = RoleSuffixes()
    /// The suffixes written beyond each role's default, for the check that they match some type.
    private(set) var added: [RoleSuffix] = []
    private var written: [(role: Role, suffixes: [LocatedText])] = []

    mutating func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) {
        let expectation = "'roles' expects a mapping of roles to lists of name suffixes"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return }
        for roleEntry in mapping.entries {
            guard let role = Role(rawValue: roleEntry.key.name) else {
                let names = Role.allCases.map(\.rawValue)
                var hint = Suggestion.hint(for: roleEntry.key.name, in: names)
                if hint.isEmpty { hint = "; expected \(DocumentChecker.quotedList(names))" }
                checker.error("unknown role '\(roleEntry.key.name)'\(hint)", at: roleEntry.key.location)
                continue
            }
            if let suffixes = readSuffixes(of: role, roleEntry, into: &checker) {
                written.append((role, suffixes))
            }
        }
        var all: [Role: [String]] = [:]
        for (role, list) in written {
            all[role] = list.map(\.text)
            added += list.filter { !role.defaultSuffixes.contains($0.text) }.map { RoleSuffix(role: role, suffix: $0) }
        }
        suffixes = RoleSuffixes(all)
        reportSharedSuffixes(into: &checker)
    }

    private func readSuffixes(of role: Role, _ entry: DocumentEntry, into checker: inout DocumentChecker) -> [LocatedText]? {
        let problemsBefore = checker.diagnostics.count
        let items = ConfigurationValues.strings(entry, "role '\(role.rawValue)' expects a list of name suffixes", into: &checker)
        guard checker.diagnostics.count == problemsBefore else { return nil }
        guard !items.isEmpty else {
            checker.error("role '\(role.rawValue)' needs at least one name suffix", at: entry.value.location)
            return nil
        }
        let valid = items.filter { item in
            guard !Self.canEndTypeName(item.text) else { return true }
            checker.error("suffix '\(item.text)' cannot end a type name; use letters, digits and '_'", at: item.location)
            return false
        }
        return valid.count == items.count ? items : nil
    }

    /// Reports a suffix that a role shares with a role written before it, or with a role's default.
    private func reportSharedSuffixes(into checker: inout DocumentChecker) {
        for (position, current) in written.enumerated() {
            for suffix in current.suffixes {
                for other in Role.allCases where other != current.role {
                    guard suffixes.suffixes[other]?.contains(suffix.text) == true else { continue }
                    let earlier = written.prefix(position).first { $0.role == other }
                    let isWrittenLater = earlier == nil && written.contains { $0.role == other }
                    if isWrittenLater { continue }
                    let notes = earlier?.suffixes.first { $0.text == suffix.text }
                        .map { [Diagnostic.note("role '\(other.rawValue)' lists it here", at: $0.location)] } ?? []
                    checker.error("suffix '\(suffix.text)' already gives role '\(other.rawValue)'; a suffix can give only one role", at: suffix.location, notes: notes)
                }
            }
        }
    }

    /// Letters, digits, `_` and non-ASCII characters, as a Swift type name may end.
    static func canEndTypeName(_ suffix: String) -> Bool {
        !suffix.isEmpty && suffix.utf8.allSatisfy { byte in
            byte >= 0x80 || byte == UInt8(ascii: "_")
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        }
    }
}
