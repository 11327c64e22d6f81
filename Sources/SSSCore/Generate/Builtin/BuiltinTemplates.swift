/// The templates of `Templates/`, compiled into the binary so that it works from any folder.
///
/// Each template's text lives in a generated file next to this one (`Builtin<Name>Template.swift`).
/// Edit the template in `Templates/`, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`
/// to regenerate it; without `SSS_RECORD` that test fails while the copies are stale.
enum BuiltinTemplates {
    /// The text of the built-in template `name`.
    static func source(of name: TemplateName) -> String {
        switch name {
        case .navigationControlling: navigationControlling
        case .renderable: renderable
        case .rendering: rendering
        case .view: view
        case .interaction: interaction
        case .interactionAssembler: interactionAssembler
        case .navigation: navigation
        case .navigationAssembler: navigationAssembler
        case .viewController: viewController
        case .assembler: assembler
        case .providing: providing
        case .service: service
        case .serviceAssembler: serviceAssembler
        case .interactionTests: interactionTests
        case .navigationTests: navigationTests
        case .simplerScene: simplerScene
        case .simplerModel: simplerModel
        case .simplerEvent: simplerEvent
        case .simplerLogic: simplerLogic
        case .simplerStore: simplerStore
        case .simplerInterface: simplerInterface
        case .simplerResource: simplerResource
        case .simplerLogicTests: simplerLogicTests
        case .simplerStoreTests: simplerStoreTests
        case .simplerResourceSpy: simplerResourceSpy
        case .elementsUserInterface: elementsUserInterface
        case .elementsViewState: elementsViewState
        case .elementsIxResponder: elementsIxResponder
        case .elementsRootView: elementsRootView
        case .elementsViewController: elementsViewController
        case .elementsObserver: elementsObserver
        case .elementsObserving: elementsObserving
        case .elementsUseCaseProtocol: elementsUseCaseProtocol
        case .elementsUseCase: elementsUseCase
        case .elementsDependencyContainer: elementsDependencyContainer
        case .elementsViewControllerTests: elementsViewControllerTests
        }
    }

    /// The path that names a built-in template in messages.
    static func path(of name: TemplateName) -> String {
        "Templates/\(name.fileName)"
    }
}
