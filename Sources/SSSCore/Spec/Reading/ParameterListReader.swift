/// Reads the text between the parentheses of an event or a service requirement: parameters
/// `name: Type` or `label name: Type`, separated by commas outside brackets.
struct ParameterListReader {
    let text: SourceText

    /// The offset of the `)` that closes the `(` at `open`, or the end of `range` when none does
    /// (the brackets were checked before, so that happens only for text with no `)` at all).
    func closingParenthesis(openingAt open: Int, in range: Range<Int>) -> Int {
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

    /// The parameters in `range`, or `nil` after reporting every problem with them.
    func read(_ range: Range<Int>, into checker: inout DocumentChecker) -> [Parameter]? {
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

    /// The range of generic parameters (`<T>`) right after a name in `range`, if there are any.
    func genericClause(in range: Range<Int>) -> Range<Int>? {
        guard let open = range.first(where: { text.bytes[$0] == UInt8(ascii: "<") }) else { return nil }
        var depth = 0
        for index in open..<range.upperBound {
            switch text.bytes[index] {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"):
                depth -= 1
                if depth == 0 { return open..<(index + 1) }
            default: break
            }
        }
        return open..<range.upperBound
    }

    /// The range of a signature's text (an event's or a requirement's), or `nil` after reporting a
    /// value that cannot be one: quoted, a list, or with brackets that do not pair up.
    func signatureRange(of scalar: DocumentScalar, expectation: String, into checker: inout DocumentChecker) -> Range<Int>? {
        if scalar.isQuoted || scalar.isFlowList {
            checker.mismatch(.scalar(scalar), expectation, key: nil)
            return nil
        }
        let range = scalar.location.offset..<(scalar.location.offset + scalar.location.length)
        if let problem = text.bracketProblem(in: range) {
            checker.report(problem)
            return nil
        }
        return range
    }

    /// The blank-separated words of `range`, as ranges.
    func words(_ range: Range<Int>) -> [Range<Int>] {
        text.bytes[range].split { ValueScanner.isBlank($0) }.map { $0.startIndex..<$0.endIndex }
    }
}
