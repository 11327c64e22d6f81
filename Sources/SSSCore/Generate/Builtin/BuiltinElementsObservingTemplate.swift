// Generated from Templates/ElementsObserving.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let elementsObserving = #"""
{{! Observer.swift: what every Elements observer does, written once into the output folder. }}
/// Something that listens to the world outside one screen while the screen is shown, such as a
/// keyboard or a store of state, and tells the screen what it hears.
@MainActor
protocol Observer {
    func startObserving()
    func stopObserving()
}

"""#
}
