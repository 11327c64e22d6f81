/// Reads the `roles:` section: for each role, the name suffixes that give a type that role.
///
/// The roles are those of the configuration's architecture. A role that is not written keeps its
/// default suffix. A role needs at least one suffix, and a suffix can give only one role.
struct RolesReader {
    /// The architecture whose roles the section names.
    let architecture: Architecture
    private(set) var suffixes = RoleSuffixes()
    /// The suffixes written beyond each role's default, for the check that they match some type.
    private(set) var added: [RoleSuffix] = []
    private var written: [(role: Role, suffixes: [LocatedText])] = []

    init(architecture: Architecture) {
        self.architecture = architecture
    }

    mutating func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) {
        let expectation = "'roles' expects a mapping of roles to lists of name suffixes"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return }
        for roleEntry in mapping.entries {
            let names = Role.roles(of: architecture).map(\.rawValue)
            guard let role = Role(rawValue: roleEntry.key.name), role.architecture == architecture else {
                checker.error(unknownRoleMessage(roleEntry.key.name, names: names), at: roleEntry.key.location)
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
                for other in Role.roles(of: architecture) where other != current.role {
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

    /// `unknown role 'x'` with a "did you mean" among `names`; a role of another architecture says whose
    /// it is.
    private func unknownRoleMessage(_ name: String, names: [String]) -> String {
        let expected = "; expected \(DocumentChecker.quotedList(names))"
        if let role = Role(rawValue: name) {
            return "role '\(name)' belongs to \(role.architecture.title), not to \(architecture.title) ('architecture: \(architecture.rawValue)')\(expected)"
        }
        let hint = Suggestion.hint(for: name, in: names)
        return "unknown role '\(name)'" + (hint.isEmpty ? expected : hint)
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
