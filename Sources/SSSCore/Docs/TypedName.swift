/// A rule id or guide topic as a person types it, compared without regard to case or to which of
/// `_`, `-` and a space separates its words.
enum TypedName {
    /// `name` in lower case without surrounding spaces, with every `_`, `-` and space inside it
    /// replaced by `separator`: `No_Inheritance` becomes `no-inheritance` for the separator `-`.
    static func normalized(_ name: String, separator: Character) -> String {
        let trimmed = name.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        return String(trimmed.lazy.map { $0 == "_" || $0 == "-" || $0 == " " ? separator : $0 }).lowercased()
    }
}
