/// Reads one event, written `name`, `name(label name: Type, ...)`, and either followed by `async`,
/// into an ``Event``.
struct EventReader {
    static let expectation = "expected an event such as 'didTap' or 'didEnter(code: String)'"

    let text: SourceText
    /// What an event is sent to, for messages: the interaction in Super Simple Architecture.
    var receiver = "interaction"

    /// The event, or `nil` after reporting what is wrong with it.
    func read(_ scalar: DocumentScalar, into checker: inout DocumentChecker) -> Event? {
        let parameterList = ParameterListReader(text: text)
        guard let range = parameterList.signatureRange(of: scalar, expectation: Self.expectation, into: &checker) else { return nil }
        let paren = range.first { text.bytes[$0] == UInt8(ascii: "(") } ?? range.upperBound
        var nameRange = text.trim(range.lowerBound..<paren)
        guard !nameRange.isEmpty else {
            checker.error("missing event name before '('", at: text.location(paren..<paren + 1))
            return nil
        }
        var isValid = true
        var isAsync = false
        var trailing = text.trim(nameRange.upperBound..<nameRange.upperBound)
        if paren == range.upperBound, let last = parameterList.words(nameRange).last, last.lowerBound > nameRange.lowerBound,
           ["async", "throws", "rethrows"].contains(text.string(last)) {
            trailing = last
            nameRange = text.trim(nameRange.lowerBound..<last.lowerBound)
        }
        if let generic = parameterList.genericClause(in: nameRange) {
            let name = text.string(text.trim(nameRange.lowerBound..<generic.lowerBound))
            checker.error(
                "event '\(name)' cannot be generic: the screen calls it with values of concrete types; write the types out, such as '\(name)(item: Item)'",
                at: text.location(generic)
            )
            return nil
        }
        let name = text.located(nameRange)
        if !SwiftIdentifier.isValid(name.text, .lowerCamelCase) {
            checker.error(SwiftIdentifier.invalidNameMessage(name.text, kind: "event name", .lowerCamelCase), at: name.location)
            isValid = false
        }
        var parameters: [Parameter] = []
        if paren < range.upperBound {
            let close = parameterList.closingParenthesis(openingAt: paren, in: range)
            trailing = text.trim((close + 1)..<range.upperBound)
            if let read = parameterList.read((paren + 1)..<close, into: &checker) {
                parameters = read
            } else {
                isValid = false
            }
        }
        if !trailing.isEmpty {
            switch text.string(trailing) {
            case "async":
                isAsync = true
            case let effects where effects.hasSuffix("throws") || effects.hasPrefix("throws"):
                checker.error(
                    "an event cannot throw: it tells the \(receiver) what happened, and the \(receiver) handles what goes wrong; remove '\(effects)'",
                    at: text.location(trailing)
                )
                isValid = false
            default:
                checker.error("unexpected text after the event's closing ')'", at: text.location(trailing))
                isValid = false
            }
        }
        return isValid ? Event(name: name, parameters: parameters, isAsync: isAsync, location: scalar.location) : nil
    }
}
