/// The templates `sss generate` renders, one per kind of generated file. The raw value is the file
/// name in `Templates/` and in a `--templates` folder.
public enum TemplateName: String, CaseIterable, Sendable {
    case navigationControlling = "NavigationControlling.swift.template"
    case renderable = "Renderable.swift.template"
    case rendering = "Rendering.swift.template"
    case view = "View.swift.template"
    case interaction = "Interaction.swift.template"
    case interactionAssembler = "InteractionAssembler.swift.template"
    case navigation = "Navigation.swift.template"
    case navigationAssembler = "NavigationAssembler.swift.template"
    case viewController = "ViewController.swift.template"
    case assembler = "Assembler.swift.template"
    case providing = "Providing.swift.template"
    case service = "Service.swift.template"
    case serviceAssembler = "ServiceAssembler.swift.template"
    case interactionTests = "InteractionTests.swift.template"
    case navigationTests = "NavigationTests.swift.template"
    case simplerScene = "SimplerScene.swift.template"
    case simplerModel = "SimplerModel.swift.template"
    case simplerEvent = "SimplerEvent.swift.template"
    case simplerLogic = "SimplerLogic.swift.template"
    case simplerStore = "SimplerStore.swift.template"
    case simplerInterface = "SimplerInterface.swift.template"
    case simplerResource = "SimplerResource.swift.template"
    case simplerLogicTests = "SimplerLogicTests.swift.template"
    case simplerStoreTests = "SimplerStoreTests.swift.template"
    case simplerResourceSpy = "SimplerResourceSpy.swift.template"
    case elementsUserInterface = "ElementsUserInterface.swift.template"
    case elementsViewState = "ElementsViewState.swift.template"
    case elementsIxResponder = "ElementsIxResponder.swift.template"
    case elementsRootView = "ElementsRootView.swift.template"
    case elementsViewController = "ElementsViewController.swift.template"
    case elementsObserver = "ElementsObserver.swift.template"
    case elementsObserving = "ElementsObserving.swift.template"
    case elementsUseCaseProtocol = "ElementsUseCaseProtocol.swift.template"
    case elementsUseCase = "ElementsUseCase.swift.template"
    case elementsDependencyContainer = "ElementsDependencyContainer.swift.template"
    case elementsViewControllerTests = "ElementsViewControllerTests.swift.template"

    public var fileName: String { rawValue }

    /// The name without `.swift.template`, which `sss templates show` accepts as well: `View`.
    public var shortName: String {
        String(rawValue.dropLast(Self.suffix.count))
    }

    package static let suffix = ".swift.template"

    /// The template called `name`, written in full (`View.swift.template`) or short (`View`).
    public init?(named name: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue == name || $0.shortName == name }) else {
            return nil
        }
        self = match
    }
}
