/// How spec names become the names generated Swift uses, besides the plain suffixes
/// (`Banner` → `BannerView`).
enum GeneratedNames {
    /// The start of a property or local name made from a type name: `PodBayDoors` → `podBayDoors`,
    /// `URLPreview` → `urlPreview`. Followed by a suffix (`podBayDoorsInteraction`), it is never a keyword.
    static func lowered(_ typeName: String) -> String {
        CaseConversion.lowerFirst(typeName)
    }

    /// A property or parameter named after a type, used on its own: `Banner` → `banner`,
    /// `Default` → `` `default` ``.
    static func property(for typeName: String) -> String {
        SwiftIdentifier.escaped(lowered(typeName))
    }

    /// `an` when `name` starts with a vowel sound, as in "an `AirlockNavigation`", otherwise `a`.
    ///
    /// Reads the spelling only: a leading A, E, I or O, or a U that does not sound like "you"
    /// (`Umbrella`, not `User` or `Unit`); an acronym (two capitals in a row) whose first letter's
    /// name starts with a vowel (`HTTPClient`, `SMSCode`).
    static func article(for name: String) -> String {
        let letters = Array(name)
        guard let first = letters.first else { return "a" }
        let isAcronym = letters.count > 1 && letters[1].isUppercase && first.isUppercase
        if isAcronym {
            return "AEFHILMNORSX".contains(first) ? "an" : "a"
        }
        switch first {
        case "A", "E", "I", "O": return "an"
        case "U":
            let soundsLikeYou = ["Uni", "Use", "Usu", "Usa", "Uti", "Ura", "Ure", "Uri", "Uro", "Uku", "Ufo"]
                .contains { name.hasPrefix($0) }
            return soundsLikeYou ? "a" : "an"
        default: return "a"
        }
    }

    /// A button's title for a parameterless event: its words without a leading `did` or `will`,
    /// each capitalised: `didTapMainButton` → `Tap Main Button`, `refresh` → `Refresh`.
    static func buttonTitle(forEvent name: String) -> String {
        var words = CaseConversion.words(name)
        if words.count > 1, let first = words.first, first == "did" || first == "will" {
            words.removeFirst()
        }
        return words.map(CaseConversion.upperFirst).joined(separator: " ")
    }

    /// The XCTest method for an event: `didTapMainButton` → `testDidTapMainButton`.
    static func testName(forEvent name: String) -> String {
        "test" + CaseConversion.upperFirst(name)
    }

    /// An argument label as a call writes it: only `inout` needs backticks there, and Swift warns
    /// about backticks that are not needed.
    static func callLabel(_ label: String) -> String {
        label == "inout" ? "`inout`" : label
    }

    /// One argument of a call: `code: value`, or just `value` for the label `_`.
    static func argument(label: String, value: String) -> String {
        label == "_" ? value : "\(callLabel(label)): \(value)"
    }

    /// The test method for one of several events that share a name: the name, then the
    /// parameter names (`didSelect(row: Int)` → `testDidSelectRow`).
    static func testName(forOverload event: Event) -> String {
        testName(forEvent: event.name.text) + event.parameters.map { CaseConversion.upperFirst($0.name.text) }.joined()
    }
}
