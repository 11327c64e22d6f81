/// A value a template reads: text, a flag, a list to iterate or an object whose keys are names.
package enum TemplateValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case object([String: TemplateValue])

    /// Whether `{{#if}}` takes its first branch: `true`, non-empty text, a non-empty list or any object.
    package var isTruthy: Bool {
        switch self {
        case .string(let text): !text.isEmpty
        case .bool(let flag): flag
        case .list(let elements): !elements.isEmpty
        case .object: true
        }
    }

    /// The kind of value with its article, for messages: "a string", "an object".
    var kindDescription: String {
        switch self {
        case .string: "a string"
        case .bool: "a boolean"
        case .list: "a list"
        case .object: "an object"
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral {
    package init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    package init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: TemplateValue...) {
        self = .list(elements)
    }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Builds an object; when a key is written twice, the last value wins.
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
