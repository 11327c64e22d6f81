// Generated from Templates/ElementsUseCaseProtocol.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let elementsUseCaseProtocol = #"""
{{! UseCase.swift: what every Elements use case does, written once into the output folder. }}
/// One thing a user of the app can do, such as signing in, as a unit of work: made by its factory
/// for one request, then started. It knows nothing of the screens that start it.
protocol UseCase {
    func start()
}

"""#
}
