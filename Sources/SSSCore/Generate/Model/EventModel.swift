/// An event and the ways generated code writes it.
struct EventModel: Sendable {
    let name: LocatedText
    let event: Event
    /// The method's name as code uses it: `didTap`, or `` `default` `` for a keyword.
    let member: String
    /// The declaration after `func`: `didEnterCode(code: String)`, with ` async` when it is.
    let signature: String
    /// The method's full name, for comments and messages: `didEnterCode(code:)`.
    let selector: String
    let hasParameters: Bool
    let isAsync: Bool
    /// The lifecycle method that calls it, such as `viewDidLoad`, or `nil`.
    let lifecycleMethod: String?
    /// What the screen offers the user to send it.
    let control: Control
    /// The screen's button or switch title, or the text field's placeholder: `Tap Main Button`.
    let title: String
    /// The test method's name: `testDidEnterCode`; overloads add their labels (`testDidSelectRow`).
    var testName: String
    /// The call with a sample value per parameter, `didEnterCode(code: "")`, or `nil` when a
    /// parameter's type has no known sample value.
    let sampleCall: String?
    /// The first parameter type without a sample value.
    let unsampledType: String?

    /// How the screen lets the user send an event.
    enum Control: Sendable, Equatable {
        /// A button, for an event without parameters.
        case button
        /// A text field that sends its text as it changes, for one `String` parameter.
        case textField
        /// A switch that sends whether it is on, for one `Bool` parameter.
        case toggle
        /// Nothing: the event comes from a lifecycle method, or from code the team writes.
        case none
    }

    init(_ event: Event) {
        self.event = event
        name = event.name
        member = SwiftIdentifier.escaped(event.name.text)
        hasParameters = !event.parameters.isEmpty
        isAsync = event.isAsync
        lifecycleMethod = event.isLifecycle ? Event.lifecycleMethods.first { $0.event == event.name.text }?.method : nil
        testName = GeneratedNames.testName(forEvent: event.name.text)
        let declarations = event.parameters.map { parameter in
            let name = SwiftIdentifier.escaped(parameter.name.text)
            let label = parameter.label.map { $0.text == "_" ? "_ " : SwiftIdentifier.escaped($0.text) + " " } ?? ""
            return "\(label)\(name): \(parameter.type.text)"
        }
        signature = "\(member)(\(declarations.joined(separator: ", ")))" + (event.isAsync ? " async" : "")
        selector = event.selector
        let onlyType = event.parameters.count == 1 ? SwiftTypeSpelling.normalized(event.parameters[0].type.text) : nil
        switch (lifecycleMethod, event.parameters.count, onlyType) {
        case (_?, _, _): control = .none
        case (nil, 0, _): control = .button
        case (nil, 1, "String"): control = .textField
        case (nil, 1, "Bool"): control = .toggle
        default: control = .none
        }
        title = control == .textField
            ? GeneratedNames.buttonTitle(forEvent: event.parameters[0].name.text)
            : GeneratedNames.buttonTitle(forEvent: event.name.text)
        var arguments: [String] = []
        var unsampled: String?
        for parameter in event.parameters {
            let type = SwiftTypeText(parameter.type.text)
            guard let sample = type.sampleValue else {
                unsampled = unsampled ?? type.text
                continue
            }
            arguments.append(GeneratedNames.argument(label: parameter.argumentLabel, value: sample))
        }
        unsampledType = unsampled
        sampleCall = unsampled == nil ? "\(member)(\(arguments.joined(separator: ", ")))" : nil
    }

    /// The call of this event with `value` as its one argument, as the screen's controls write it:
    /// `didChangeQuery(query: text)`.
    func call(with value: String) -> String {
        let label = event.parameters.first.map(\.argumentLabel) ?? "_"
        return "\(member)(\(GeneratedNames.argument(label: label, value: value)))"
    }

    /// Whether the names of the types the event declares need `import Foundation`.
    var needsFoundation: Bool {
        event.parameters.contains { SwiftTypeText($0.type.text).namesMoreThanTheStandardLibrary }
    }
}
