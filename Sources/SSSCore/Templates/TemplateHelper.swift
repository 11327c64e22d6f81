/// A text transformation written after a value: `{{ name | lowerFirst }}`.
enum TemplateHelper: String, Sendable, CaseIterable {
    case lowerFirst
    case upperFirst
    case camelCase
    case pascalCase
    case snakeCase
    case uppercase
    case lowercase

    func apply(to text: String) -> String {
        switch self {
        case .lowerFirst: CaseConversion.lowerFirst(text)
        case .upperFirst: CaseConversion.upperFirst(text)
        case .camelCase: CaseConversion.camelCase(text)
        case .pascalCase: CaseConversion.pascalCase(text)
        case .snakeCase: CaseConversion.snakeCase(text)
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        }
    }
}
