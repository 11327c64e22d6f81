/// Reads the `services:` section: service names mapped to lists of requirements, each written as a
/// Swift function signature without `func`: `product(id: UUID) async throws -> Product`.
struct ServicesReader {
    static let expectation = "expected a requirement such as 'products() async throws -> [Product]'"

    let text: SourceText

    /// The services that read without errors; problems go to `checker`.
    func read(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> [Service] {
        let expectation = "'services' expects a mapping of service names to lists of requirements"
        guard let mapping = checker.mapping(entry.value, expectation, key: entry.key.location) else { return [] }
        return mapping.entries.compactMap { readService($0, into: &checker) }
    }

    private func readService(_ entry: DocumentEntry, into checker: inout DocumentChecker) -> Service? {
        let name = entry.key.name
        var isValid = true
        if !SwiftIdentifier.isValid(name, .upperCamelCase) {
            checker.error(SwiftIdentifier.invalidNameMessage(name, kind: "service name", .upperCamelCase), at: entry.key.location)
            isValid = false
        }
        let requirements = readRequirements(entry, of: "service '\(name)'", into: &checker)
        guard isValid, let requirements else { return nil }
        return Service(name: LocatedText(text: name, location: entry.key.location), requirements: requirements)
    }

    /// The requirements listed under `entry`, or `nil` after reporting every problem with them;
    /// `owner` names what declares them in messages, such as `service 'Catalog'`.
    func readRequirements(_ entry: DocumentEntry, of owner: String, into checker: inout DocumentChecker) -> [Requirement]? {
        let expectation = "\(owner) expects a list of requirements"
        guard let items = checker.list(entry.value, expectation, key: entry.key.location) else { return nil }
        if items.isEmpty {
            checker.error("\(owner) has no requirements; list at least one, such as 'load() async throws'", at: entry.key.location)
            return nil
        }
        let (requirements, isValid) = readEach(items, into: &checker)
        return isValid ? requirements : nil
    }

    /// Each of `items` that reads as a requirement, and whether all of them did; every problem, a
    /// repeated requirement included, goes to `checker`.
    func readEach(_ items: [DocumentNode], into checker: inout DocumentChecker) -> (requirements: [Requirement], isValid: Bool) {
        var isValid = true
        var requirements: [Requirement] = []
        var firstPlaces: [String: SourceLocation] = [:]
        for item in items {
            guard let scalar = checker.scalar(item, Self.expectation, key: nil),
                  let requirement = readRequirement(scalar, into: &checker)
            else {
                isValid = false
                continue
            }
            if let first = firstPlaces[requirement.selector] {
                checker.error(
                    "duplicate requirement '\(requirement.selector)'", at: requirement.name.location,
                    notes: [.note("'\(requirement.selector)' first appears here", at: first)]
                )
                isValid = false
                continue
            }
            firstPlaces[requirement.selector] = requirement.name.location
            requirements.append(requirement)
        }
        return (requirements, isValid)
    }

    private func readRequirement(_ scalar: DocumentScalar, into checker: inout DocumentChecker) -> Requirement? {
        let parameterList = ParameterListReader(text: text)
        guard let range = parameterList.signatureRange(of: scalar, expectation: Self.expectation, into: &checker) else { return nil }
        if let first = parameterList.words(range).first, text.string(first) == "func" {
            checker.error("write the requirement without 'func'", at: text.location(first))
            return nil
        }
        guard let paren = range.first(where: { text.bytes[$0] == UInt8(ascii: "(") }) else {
            let written = text.string(range)
            checker.error("requirement '\(written)' has no parameter list; write '\(written)()'", at: text.location(range))
            return nil
        }
        let nameRange = text.trim(range.lowerBound..<paren)
        guard !nameRange.isEmpty else {
            checker.error("missing requirement name before '('", at: text.location(paren..<paren + 1))
            return nil
        }
        if let generic = parameterList.genericClause(in: nameRange) {
            checker.error(
                "a requirement cannot be generic: the generated service and test spy implement each requirement with concrete types; write the types out",
                at: text.location(generic)
            )
            return nil
        }
        let name = text.located(nameRange)
        var isValid = true
        if !SwiftIdentifier.isValid(name.text, .lowerCamelCase) {
            checker.error(SwiftIdentifier.invalidNameMessage(name.text, kind: "requirement name", .lowerCamelCase), at: name.location)
            isValid = false
        }
        let close = parameterList.closingParenthesis(openingAt: paren, in: range)
        let parameters = parameterList.read((paren + 1)..<close, into: &checker)
        let tail = readTail(text.trim((close + 1)..<range.upperBound), of: name.text, into: &checker)
        guard isValid, let parameters, let tail else { return nil }
        return Requirement(
            name: name, parameters: parameters, isAsync: tail.isAsync, isThrowing: tail.isThrowing,
            returnType: tail.returnType, location: scalar.location
        )
    }

    /// What follows the parameters: `async`, then `throws`, then `-> Type`, each optional.
    private func readTail(_ range: Range<Int>, of name: String, into checker: inout DocumentChecker) -> (isAsync: Bool, isThrowing: Bool, returnType: LocatedText?)? {
        let arrow = arrowOffset(in: range)
        let effects = ParameterListReader(text: text).words(range.lowerBound..<(arrow ?? range.upperBound))
        var isAsync = false
        var isThrowing = false
        for word in effects {
            let written = text.string(word)
            switch written {
            case "async" where !isAsync && !isThrowing:
                isAsync = true
            case "async" where isThrowing:
                checker.error("write 'async' before 'throws', as Swift does", at: text.location(word))
                return nil
            case "throws" where !isThrowing:
                isThrowing = true
            case "rethrows":
                checker.error("a requirement cannot rethrow: it has no function parameter to rethrow from; write 'throws'", at: text.location(word))
                return nil
            case let typed where typed.hasPrefix("throws("):
                checker.error("typed throws are not supported in a service requirement; write 'throws'", at: text.location(word))
                return nil
            default:
                checker.error("unexpected '\(written)' after the requirement's ')'; expected 'async', 'throws' or '-> Type'", at: text.location(word))
                return nil
            }
        }
        guard let arrow else { return (isAsync, isThrowing, nil) }
        let typeRange = text.trim((arrow + 2)..<range.upperBound)
        guard !typeRange.isEmpty else {
            checker.error("missing result type after '->'", at: text.location(arrow..<(arrow + 2)))
            return nil
        }
        if let problem = TypeTextCheck(text: text).problem(in: typeRange, of: "the result of '\(name)'") {
            checker.report(problem)
            return nil
        }
        let type = text.located(typeRange)
        let returnsNothing = ["Void", "()", "Swift.Void"].contains(SwiftTypeSpelling.normalized(type.text))
        return (isAsync, isThrowing, returnsNothing ? nil : type)
    }

    /// The offset of the first `->` in `range` outside brackets.
    private func arrowOffset(in range: Range<Int>) -> Int? {
        var depth = 0
        for index in range {
            switch text.bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where index > range.lowerBound && text.bytes[index - 1] != UInt8(ascii: "-"): depth -= 1
            case UInt8(ascii: "-") where depth == 0 && index + 1 < range.upperBound && text.bytes[index + 1] == UInt8(ascii: ">"):
                return index
            default: break
            }
        }
        return nil
    }
}
