/// The check that every suffix the configuration adds to a role ends the name of some declared type;
/// a misspelt suffix would otherwise give no type its role, silently.
///
/// The check needs the whole codebase, so it runs only when a run reads every file the configuration
/// would choose by itself: no paths on the command line, or paths that hold the configuration's folder
/// (`sss lint .`) or every `included` entry. A few files named on the command line, as a pre-commit
/// hook passes them, need not declare a type for every suffix, so they are not checked.
struct RoleSuffixCheck {
    let loaded: LoadedConfiguration

    /// Whether a run over `commandLinePaths`, relative to `currentDirectory`, should check the suffixes.
    func applies(to commandLinePaths: [String], currentDirectory: String) -> Bool {
        guard !loaded.addedSuffixes.isEmpty else { return false }
        guard !commandLinePaths.isEmpty else { return true }
        let searched = commandLinePaths.map { Path.absolute($0, relativeTo: currentDirectory) }
        let isSearched = { (path: String) in searched.contains { Path.isInside(path, $0) } }
        if isSearched(loaded.folder) { return true }
        let included = loaded.includedEntries.map { Glob(Path.absolute($0.text, relativeTo: loaded.folder)).literalPrefix }
        return !included.isEmpty && included.allSatisfy(isSearched)
    }

    /// An error for each added suffix that none of `declaredTypeNames` ends in, with the nearest
    /// ending of those names (or a role's default suffix) as a "did you mean".
    func problems(declaredTypeNames: Set<String>) -> [Diagnostic] {
        var endings: [String]?
        return loaded.addedSuffixes.compactMap { added in
            let suffix = added.suffix.text
            guard !declaredTypeNames.contains(where: { $0.hasSuffix(suffix) }) else { return nil }
            if endings == nil { endings = Self.endings(of: declaredTypeNames) }
            let hint = hint(for: suffix, endings: endings ?? [])
            return .error("suffix '\(suffix)' of role '\(added.role.rawValue)' matches no type in the linted files\(hint)", at: added.suffix.location)
        }
    }

    /// A "did you mean" among the type names' endings, else among the roles' default suffixes, leaving
    /// out suffixes that already give a role.
    private func hint(for suffix: String, endings: [String]) -> String {
        let taken = Set(loaded.configuration.roles.suffixes.values.joined())
        let fromTypes = Suggestion.hint(for: suffix, in: endings.filter { !taken.contains($0) })
        guard fromTypes.isEmpty else { return fromTypes }
        return Suggestion.hint(for: suffix, in: Role.roles(of: loaded.configuration.architecture).flatMap(\.defaultSuffixes).filter { !taken.contains($0) })
    }

    /// Each name's endings that start a word: `URLSessionAssembler` ends in `URLSessionAssembler`,
    /// `SessionAssembler` and `Assembler`. Sorted, so hints do not depend on hashing order.
    static func endings(of names: Set<String>) -> [String] {
        var endings = Set<String>()
        for name in names {
            let characters = Array(name)
            for index in characters.indices where index == 0 || startsWord(at: index, in: characters) {
                endings.insert(String(characters[index...]))
            }
        }
        return endings.sorted()
    }

    /// An upper-case letter after a lower-case letter, digit or `_`, or the last capital of an
    /// acronym that a lower-case letter follows (`S` in `URLSession`).
    private static func startsWord(at index: Int, in characters: [Character]) -> Bool {
        guard characters[index].isUppercase else { return false }
        let previous = characters[index - 1]
        if !previous.isUppercase { return true }
        return index + 1 < characters.count && characters[index + 1].isLowercase
    }
}
