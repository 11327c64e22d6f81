/// The case changes behind the template helpers, following Swift's naming conventions.
///
/// Acronyms stay whole: `URLSession` splits into the words `URL` and `Session`, so its lower camel
/// case form is `urlSession`, as Swift APIs spell it.
enum CaseConversion {
    /// Lowers the leading run of capitals, keeping the last one when a lowercase letter follows it:
    /// `PodBayDoors` → `podBayDoors`, `URLSession` → `urlSession`, `ID` → `id`.
    static func lowerFirst(_ text: String) -> String {
        let characters = Array(text)
        var runEnd = 0
        while runEnd < characters.count, characters[runEnd].isUppercase {
            runEnd += 1
        }
        if runEnd > 1, runEnd < characters.count, characters[runEnd].isLowercase {
            runEnd -= 1
        }
        return String(characters[..<runEnd]).lowercased() + String(characters[runEnd...])
    }

    /// Raises the first character: `podBayDoors` → `PodBayDoors`.
    static func upperFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// Lower camel case: `pod_bay doors` → `podBayDoors`, `URLSession` → `urlSession`.
    static func camelCase(_ text: String) -> String {
        var result = ""
        for (index, word) in words(text).enumerated() {
            result += index == 0 ? word.lowercased() : upperFirst(word)
        }
        return result
    }

    /// Upper camel case: `pod_bay_doors` → `PodBayDoors`; acronyms keep their capitals.
    static func pascalCase(_ text: String) -> String {
        words(text).map(upperFirst).joined()
    }

    /// Lowercase words joined by underscores: `URLSession` → `url_session`.
    static func snakeCase(_ text: String) -> String {
        words(text).map { $0.lowercased() }.joined(separator: "_")
    }

    /// Splits `text` into words: anything that is neither letter nor digit separates words, and a
    /// capital starts a new word after a lowercase letter or digit, or when it begins a capitalised
    /// word that follows an acronym (`URLSession` → `URL`, `Session`). Digits join the word before them.
    static func words(_ text: String) -> [String] {
        let characters = Array(text)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if !current.isEmpty, character.isUppercase, startsWord(at: index, in: characters) {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func startsWord(at index: Int, in characters: [Character]) -> Bool {
        guard index > 0 else { return false }
        let previous = characters[index - 1]
        if previous.isLowercase || previous.isNumber { return true }
        let followedByLowercase = index + 1 < characters.count && characters[index + 1].isLowercase
        return previous.isUppercase && followedByLowercase
    }
}
