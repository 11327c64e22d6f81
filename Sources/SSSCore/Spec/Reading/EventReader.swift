/// Reads one event, written `name` or `name(label name: Type, ...)`, into an ``Event``.
struct EventReader {
    static let expectation = "expected an event such as 'didTap' or 'didEnter(code: String)'"

    let text: SourceText

    /// The event, or `nil` after reporting what is wrong with it.
    func read(_ scalar: DocumentScalar, into checker: inout DocumentChecker) -> Event? {
        if scalar.isQuoted || scalar.isFlowList {
            checker.mismatch(.scalar(scalar), Self.expectation, key: nil)
            return nil
        }
        let range = scalar.location.offset..<(scalar.location.offset + scalar.location.length)
        if let problem = text.bracketProblem(in: range) {
            checker.report(problem)
            return nil
        }
        let paren = range.first { text.bytes[$0] == UInt8(ascii: "(") } ?? range.upperBound
        let nameRange = text.trim(range.lowerBound..<paren)
        guard !nameRange.isEmpty else {
            checker.error("missing event name before '('", at: text.location(paren..<paren + 1))
            return nil
        }
        let name = text.located(nameRange)
        var isValid = true
        if !SwiftIdentifier.isValid(name.text, .lowerCamelCase) {
            checker.error(SwiftIdentifier.invalidNameMessage(name.text, kind: "event name", .lowerCamelCase), at: name.location)
            isValid = false
        }
        var parameters: [Parameter] = []
        if paren < range.upperBound {
            let close = closingParenthesis(openingAt: paren, in: range)
            let rest = text.trim((close + 1)..<range.upperBound)
            if !rest.isEmpty {
                checker.error("unexpected text after the event's closing ')'", at: text.location(rest))
                isValid = false
            }
            if let read = readParameters((paren + 1)..<close, into: &checker) {
                parameters = read
            } else {
                isValid = false
            }
        }
        return isValid ? Event(name: name, parameters: parameters, location: scalar.location) : nil
    }

    private func closingParenthesis(openingAt open: Int, in range: Range<Int>) -> Int {
        var depth = 0
        for index in open..<range.upperBound {
            switch text.bytes[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return range.upperBound
    }

    private func readParameters(_ range: Range<Int>, into checker: inout DocumentChecker) -> [Parameter]? {
        guard !text.trim(range).isEmpty else { return [] }
        let parts = text.splitOnTopLevelCommas(range)
        var parameters: [Parameter] = []
        var firstNames: [String: SourceLocation] = [:]
        var isValid = true
        for (index, part) in parts.enumerated() {
            let trimmed = text.trim(part)
            guard !trimmed.isEmpty else {
                let comma = index < parts.count - 1 ? part.upperBound : part.lowerBound - 1
                let side = index < parts.count - 1 ? "before" : "after"
                checker.error("missing parameter \(side) ','", at: text.location(comma..<comma + 1))
                isValid = false
                continue
            }
            guard let parameter = readParameter(trimmed, into: &checker) else {
                isValid = false
                continue
            }
            if let first = firstNames[parameter.name.text] {
                checker.error(
                    "duplicate parameter '\(parameter.name.text)'", at: parameter.name.location,
                    notes: [.note("'\(parameter.name.text)' first appears here", at: first)]
                )
                isValid = false
            } else {
                firstNames[parameter.name.text] = parameter.name.location
            }
            parameters.append(parameter)
        }
        return isValid ? parameters : nil
    }

    private func readParameter(_ range: Range<Int>, into checker: inout DocumentChecker) -> Parameter? {
        guard let colon = text.firstTopLevel(UInt8(ascii: ":"), in: range) else {
            let written = text.string(range)
            checker.error("parameter '\(written)' has no type; write '\(written): Type'", at: text.location(range))
            return nil
        }
        let namesRange = text.trim(range.lowerBound..<colon)
        let typeRange = text.trim((colon + 1)..<range.upperBound)
        let words = text.bytes[namesRange].split { ValueScanner.isBlank($0) }.map { $0.startIndex..<$0.endIndex }
        guard words.count == 1 || words.count == 2 else {
            let message = words.isEmpty
                ? "missing parameter name before ':'"
                : "too many names before ':'; write 'label name: Type'"
            checker.error(message, at: text.location(words.isEmpty ? colon..<colon + 1 : namesRange))
            return nil
        }
        let name = text.located(words[words.count - 1])
        let label = words.count == 2 ? text.located(words[0]) : nil
        var isValid = true
        if typeRange.isEmpty {
            checker.error("parameter '\(name.text)' has no type; write '\(name.text): Type'", at: text.location(colon..<colon + 1))
            isValid = false
        } else if let problem = TypeTextCheck(text: text).problem(in: typeRange, of: "parameter '\(name.text)'") {
            checker.report(problem)
            isValid = false
        }
        if let label, label.text != "_", !SwiftIdentifier.isValid(label.text, .lowerCamelCase) {
            checker.error(SwiftIdentifier.invalidNameMessage(label.text, kind: "argument label", .lowerCamelCase), at: label.location)
            isValid = false
        }
        if !SwiftIdentifier.isValid(name.text, .lowerCamelCase) {
            checker.error(SwiftIdentifier.invalidNameMessage(name.text, kind: "parameter name", .lowerCamelCase), at: name.location)
            isValid = false
        }
        return isValid ? Parameter(label: label, name: name, type: text.located(typeRange)) : nil
    }
}
