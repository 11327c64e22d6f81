/// Plans the files of the Elements features of a run: the shared `UseCase.swift` and `Observer.swift`
/// once; per feature its user interface, view state, interaction responder, root view, observer,
/// view controller and dependency container; each use case once, with the first feature that
/// declares it; and, with tests, each feature's view controller tests.
struct ElementsPlanner {
    let screens: [ElementsScreen]
    /// Each use case by name, as first declared, with the index of the screen whose spec declares it
    /// first, where its file goes.
    let useCases: [(useCase: ElementsUseCase, screen: Int)]

    init(_ specs: [ElementsSpec]) {
        screens = specs.map(ElementsScreen.init)
        var useCases: [(useCase: ElementsUseCase, screen: Int)] = []
        for (index, screen) in screens.enumerated() {
            for useCase in screen.useCases where !useCases.contains(where: { $0.useCase.name.text == useCase.name.text }) {
                useCases.append((useCase, index))
            }
        }
        self.useCases = useCases
    }

    /// Problems that show once the specs are seen together: a use case declared twice differently,
    /// and generated names that clash.
    func check(tests: TestFramework?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, screen) in screens.enumerated() {
            for useCase in screen.useCases {
                guard let first = useCases.first(where: { $0.useCase.name.text == useCase.name.text }), first.screen != index,
                      first.useCase.spec.canonicalInputs != useCase.spec.canonicalInputs
                else { continue }
                diagnostics.append(.error(
                    "use case '\(useCase.name.text)' is declared again with other inputs; declare it once, or the same way in both specs",
                    at: useCase.name.location, notes: [.note("'\(useCase.name.text)' is first declared here", at: first.useCase.name.location)]
                ))
            }
        }
        return diagnostics + ElementsNameCheck.check(screens, tests: tests)
    }

    func add(to renderer: inout PlanRenderer, options: GenerationOptions) {
        guard !screens.isEmpty else { return }
        renderer.feature = nil
        if !useCases.isEmpty {
            renderer.add(.elementsUseCaseProtocol, .object([:]), as: "UseCase", for: nil)
        }
        if screens.contains(where: \.hasObserver) {
            renderer.add(.elementsObserving, .object([:]), as: "Observer", for: nil)
        }
        for (index, screen) in screens.enumerated() {
            renderer.feature = screen.feature
            let folder = options.layout == .feature ? screen.feature : ""
            let name = screen.feature
            let origin = NameOrigin.feature(screen.name)
            renderer.add(.elementsUserInterface, ElementsContexts.userInterface(screen), as: name + "UserInterface", in: folder, for: origin)
            renderer.add(.elementsViewState, ElementsContexts.viewState(screen), as: name + "ViewState", in: folder, for: origin)
            renderer.add(.elementsIxResponder, ElementsContexts.ixResponder(screen), as: name + "IxResponder", in: folder, for: origin)
            renderer.add(.elementsRootView, ElementsContexts.rootView(screen), as: name + "RootView", in: folder, for: origin)
            if screen.hasObserver {
                renderer.add(.elementsObserver, ElementsContexts.observer(screen), as: "ObserverFor" + name, in: folder, for: origin)
            }
            for (useCase, owner) in useCases where owner == index {
                let useCaseOrigin = NameOrigin.spec(kind: "use case", name: useCase.name)
                renderer.add(.elementsUseCase, ElementsContexts.useCase(useCase), as: useCase.name.text + "UseCase", in: folder, for: useCaseOrigin)
            }
            renderer.add(.elementsViewController, ElementsContexts.viewController(screen), as: name + "ViewController", in: folder, for: origin)
            renderer.add(.elementsDependencyContainer, ElementsContexts.dependencyContainer(screen), as: name + "DependencyContainer", in: folder, for: origin)
        }
        guard let module = options.testModule else { return }
        for screen in screens {
            renderer.feature = screen.feature
            let folder = options.layout == .feature ? screen.feature : ""
            let context = ElementsTestContexts.viewController(screen, module: module, framework: options.testFramework)
            renderer.addTest(.elementsViewControllerTests, context, as: screen.feature + "ViewControllerTests", in: folder, for: .feature(screen.name))
        }
    }
}
