/// An event and the ways generated code writes it.
struct EventModel: Sendable {
    let name: LocatedText
    /// The method's name as code uses it: `didTap`, or `` `default` `` for a keyword.
    let member: String
    /// The declaration after `func`: `didEnterCode(code: String)`.
    let signature: String
    /// The method's full name, for comments: `didEnterCode(code:)`.
    let selector: String
    let hasParameters: Bool
    /// The screen's button title when it has no parameters: `Tap Main Button`.
    let buttonTitle: String
    /// The test method's name: `testDidEnterCode`.
    let testName: String
    /// The call with a sample value per parameter, `didEnterCode(code: "")`, or `nil` when a
    /// parameter's type has no known sample value.
    let sampleCall: String?
    /// The first parameter type without a sample value.
    let unsampledType: String?

    init(_ event: Event) {
        name = event.name
        member = SwiftIdentifier.escaped(event.name.text)
        hasParameters = !event.parameters.isEmpty
        buttonTitle = GeneratedNames.buttonTitle(forEvent: event.name.text)
        testName = GeneratedNames.testName(forEvent: event.name.text)
        let declarations = event.parameters.map { parameter in
            let name = SwiftIdentifier.escaped(parameter.name.text)
            let label = parameter.label.map { $0.text == "_" ? "_ " : SwiftIdentifier.escaped($0.text) + " " } ?? ""
            return "\(label)\(name): \(parameter.type.text)"
        }
        signature = "\(member)(\(declarations.joined(separator: ", ")))"
        let labels = event.parameters.map { ($0.label ?? $0.name).text }
        selector = "\(event.name.text)(\(labels.map { $0 + ":" }.joined()))"
        var arguments: [String] = []
        var unsampled: String?
        for (parameter, label) in zip(event.parameters, labels) {
            let type = SwiftTypeText(parameter.type.text)
            guard let sample = type.sampleValue else {
                unsampled = unsampled ?? type.text
                continue
            }
            arguments.append(label == "_" ? sample : "\(GeneratedNames.callLabel(label)): \(sample)")
        }
        unsampledType = unsampled
        sampleCall = unsampled == nil ? "\(member)(\(arguments.joined(separator: ", ")))" : nil
    }
}
