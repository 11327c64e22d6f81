/// Reads the `navigation:` section: destination feature names, each with the arguments it is opened
/// with when it takes any (`ProductDetail(product: Product)`), mapped to `push` or `modal`.
struct NavigationReader {
    let text: SourceText

    /// The destinations that read without errors; problems go to `checker`.
    func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> [Destination] {
        let expectation = "'navigation' expects a mapping of destination names"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return [] }
        let styles = PresentationStyle.allCases.map(\.rawValue)
        var firstPlaces: [String: SourceLocation] = [:]
        return mapping.entries.compactMap { destination in
            let key = readKey(destination.key, into: &checker)
            let label = key?.name.text ?? destination.key.name
            let expectation = "destination '\(label)' expects push or modal"
            guard let choice = checker.choice(destination.value, among: styles, expectation, key: destination.key.location),
                  let style = PresentationStyle(rawValue: choice), let key
            else { return nil }
            if let first = firstPlaces[key.name.text] {
                checker.error(
                    "duplicate destination '\(key.name.text)'", at: key.name.location,
                    notes: [.note("'\(key.name.text)' first appears here", at: first)]
                )
                return nil
            }
            firstPlaces[key.name.text] = key.name.location
            return Destination(name: key.name, arguments: key.arguments, style: style, styleLocation: destination.value.location)
        }
    }

    /// The name and arguments of a destination key, or `nil` after reporting what is wrong.
    private func readKey(_ key: DocumentKey, into checker: inout DocumentChecker) -> (name: LocatedText, arguments: [Input])? {
        let start = key.location.offset
        let range = start..<(start + key.location.length)
        guard text.bytes[range].elementsEqual(key.name.utf8) else {
            return validName(LocatedText(text: key.name, location: key.location), into: &checker).map { ($0, []) }
        }
        if let problem = text.bracketProblem(in: range) {
            checker.report(problem)
            return nil
        }
        let parameterList = ParameterListReader(text: text)
        guard let paren = range.first(where: { text.bytes[$0] == UInt8(ascii: "(") }) else {
            return validName(text.located(range), into: &checker).map { ($0, []) }
        }
        let name = validName(text.located(text.trim(range.lowerBound..<paren)), into: &checker)
        let close = parameterList.closingParenthesis(openingAt: paren, in: range)
        let rest = text.trim((close + 1)..<range.upperBound)
        if !rest.isEmpty {
            checker.error("unexpected text after the destination's closing ')'", at: text.location(rest))
            return nil
        }
        guard let parameters = parameterList.read((paren + 1)..<close, into: &checker) else { return nil }
        var arguments: [Input] = []
        for parameter in parameters {
            if let label = parameter.label {
                checker.error(
                    "a destination's argument is written 'name: Type', as the destination's 'input:' names it; remove '\(label.text)'",
                    at: label.location
                )
                return nil
            }
            arguments.append(Input(name: parameter.name, type: parameter.type))
        }
        return name.map { ($0, arguments) }
    }

    private func validName(_ name: LocatedText, into checker: inout DocumentChecker) -> LocatedText? {
        guard SwiftIdentifier.isValid(name.text, .upperCamelCase) else {
            checker.error(SwiftIdentifier.invalidNameMessage(name.text, kind: "destination name", .upperCamelCase), at: name.location)
            return nil
        }
        return name
    }
}
