/// The values the Elements test template (`ElementsViewControllerTests`) reads; the variables are
/// listed at the top of the template.
enum ElementsTestContexts {
    /// The names of the tests every feature gets, as Swift Testing writes them.
    static let fixedTests = ["loadViewShowsTheUserInterface", "observesWhileOnScreen", "theContainerWiresTheResponders"]

    static func viewController(_ screen: ElementsScreen, module: String, framework: TestFramework) -> TemplateValue {
        let feature = screen.feature
        var values = TestContexts.library(framework, suite: "\(feature)ViewControllerTests")
        values["module"] = .string(module)
        values["feature"] = .string(feature)
        values["observes"] = .bool(screen.hasObserver)
        values["hasUseCases"] = .bool(!screen.useCases.isEmpty)
        values["construction"] = ElementsContexts.lines(construction(of: screen))
        values["showsTest"] = .string(testName(fixedTests[0], in: framework))
        values["showsCheck"] = .string(Expectation.identical("viewController.view", "userInterface").line(in: framework))
        values["observesTest"] = .string(testName(fixedTests[1], in: framework))
        values["startCheck"] = .string(Expectation.equal("observer.startCount", "1").line(in: framework))
        values["stopCheck"] = .string(Expectation.equal("observer.stopCount", "1").line(in: framework))
        values["containerTest"] = .string(testName(fixedTests[2], in: framework))
        values["wiringCheck"] = .string(Expectation.identical("rootView?.ixResponder", "viewController").line(in: framework))
        values["requirements"] = .list(screen.userInterface.map { ["signature": .string($0.signature), "selector": .string($0.selector)] })
        values["methods"] = .list((screen.interactions + screen.observes).map { test(of: $0, in: screen, framework: framework) })
        return .object(values)
    }

    /// The test method for `name`: `signIn` with Swift Testing, `testSignIn` with XCTest.
    static func testName(_ name: String, in framework: TestFramework) -> String {
        framework == .xctest ? "test" + CaseConversion.upperFirst(name) : SwiftIdentifier.escaped(name)
    }

    /// The spy of a use case in a test: `signInUseCase`.
    static func spy(of useCase: ElementsUseCase) -> String {
        GeneratedNames.lowered(useCase.name.text) + "UseCase"
    }

    private static func test(of method: ElementsMethod, in screen: ElementsScreen, framework: TestFramework) -> TemplateValue {
        var started: String?
        let comment: String
        var checks: [Expectation] = []
        switch method.action {
        case .starts(let useCase, _):
            started = useCase.name.text
            comment = "The starter code makes a \(useCase.name.text) use case and starts it."
        case .makesByHand(let useCase):
            comment = "Making the \(useCase.name.text) use case is left to you: nothing is started or rendered yet."
        case .renders:
            comment = "The starter code renders the view state it is given."
            checks.append(.equal("userInterface.renderedStates", "[\(screen.viewState)()]"))
        case .none:
            comment = "The starter code decides nothing yet, so nothing is started or rendered."
        }
        if checks.isEmpty {
            checks.append(.isTrue("userInterface.renderedStates.isEmpty"))
        }
        for useCase in screen.useCases {
            checks.append(.equal("\(spy(of: useCase)).startCount", useCase.name.text == started ? "1" : "0"))
        }
        return .object([
            "testName": .string(testName(method.testName, in: framework)),
            "isTestable": .bool(method.sampleCall != nil),
            "call": .string(method.sampleCall ?? ""),
            "comment": .string(comment),
            "checks": ElementsContexts.lines(checks.map { $0.line(in: framework) }),
            "selector": .string(method.selector),
            "unsampledType": .string(method.unsampledType.map { GeneratedNames.article(for: $0) + " " + $0 } ?? ""),
        ])
    }

    /// The spies and the view controller built with them.
    private static func construction(of screen: ElementsScreen) -> [String] {
        var lines = ["let userInterface = \(screen.feature)UserInterfaceSpy()"]
        var arguments = ["userInterface: userInterface"]
        if screen.hasObserver {
            lines.append("let observer = ObserverSpy()")
            arguments.append("observer: observer")
        }
        for useCase in screen.useCases {
            let spy = spy(of: useCase)
            lines.append("let \(spy) = UseCaseSpy()")
            let ignored = useCase.spec.inputs.map { _ in "_" }.joined(separator: ", ")
            arguments.append("\(useCase.maker): { \(ignored.isEmpty ? "" : ignored + " in ")\(spy) }")
        }
        guard arguments.count > 1 else {
            return lines + ["let viewController = \(screen.feature)ViewController(\(arguments.joined()))"]
        }
        lines.append("let viewController = \(screen.feature)ViewController(")
        lines += arguments.enumerated().map { "    \($1)" + ($0 == arguments.count - 1 ? "" : ",") }
        lines.append(")")
        return lines
    }
}
