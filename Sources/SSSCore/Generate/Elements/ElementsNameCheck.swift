/// Finds the names an Elements run would give twice: two types of one name across the run's
/// features and use cases, and, inside each generated type, a member the spec names twice or names
/// like one the generated code or UIKit declares already.
///
/// A stored property and a method without parameters of the same name clash in Swift, so such
/// methods are claimed among the properties too; a method with parameters clashes only with a method
/// of the same full name.
enum ElementsNameCheck {
    /// Every clash; `tests` is the library the run's tests are written with, `nil` without tests.
    static func check(_ screens: [ElementsScreen], tests: TestFramework?) -> [Diagnostic] {
        var report = CollisionReport()
        var types = NameScope()
        types.reserve(["UseCase", "Observer"], .fixed(clause: "the shared UseCase.swift and Observer.swift declare"))
        types.reserve(["UIView", "UIViewController", "UIStackView", "UILabel", "UITextField", "UISwitch", "UIButton", "UIAction"], .fixed(clause: "is a UIKit class the generated code uses"))
        var useCases: Set<String> = []
        for screen in screens {
            let feature = screen.feature
            var names = ["UserInterface", "UserInterfaceView", "ViewState", "IxResponder", "RootView", "ViewController", "DependencyContainer"]
                .map { feature + $0 }
            if screen.hasObserver { names += ["ObserverFor" + feature, "ObserverFor" + feature + "EventResponder"] }
            if tests != nil { names.append(feature + "ViewControllerTests") }
            for name in names {
                types.claim(name, by: .feature(screen.name), into: &report)
            }
            for useCase in screen.useCases where useCases.insert(useCase.name.text).inserted {
                for suffix in ["UseCase", "UseCaseFactory"] {
                    types.claim(useCase.name.text + suffix, by: useCaseOrigin(useCase), into: &report)
                }
            }
            checkRootView(of: screen, into: &report)
            checkViewController(of: screen, into: &report)
            checkUseCases(of: screen, into: &report)
            if let tests { checkTests(of: screen, in: tests, into: &report) }
        }
        return report.diagnostics
    }

    private static func useCaseOrigin(_ useCase: ElementsUseCase) -> NameOrigin {
        .spec(kind: "use case", name: useCase.name)
    }

    private static func methodOrigin(_ model: RequirementModel, kind: String) -> NameOrigin {
        .spec(kind: kind, name: model.requirement.name)
    }

    private static func checkRootView(of screen: ElementsScreen, into report: inout CollisionReport) {
        let owner = screen.feature + "RootView"
        var properties = NameScope(owner: owner)
        properties.reserve(["ixResponder", "isWired", "render", "row"])
        properties.reserve(["accessibilityLabel", "accessibilityAttributedLabel", "window", "superview", "subviews", "backgroundColor", "tintColor"], .fixed(clause: "UIView declares already"))
        for control in screen.controls.controls {
            properties.claim(control.property, by: control.origin, into: &report)
        }
        var methods = NameScope(owner: owner)
        methods.reserve(["render(newState:)", "row(titled:_:)"])
        methods.reserve(["didMoveToWindow()", "layoutSubviews()", "setNeedsLayout()", "layoutIfNeeded()", "removeFromSuperview()", "addSubview(_:)"], .fixed(clause: "UIView declares already"))
        for requirement in screen.userInterface {
            claim(requirement, kind: "user interface method", properties: &properties, methods: &methods, into: &report)
        }
    }

    private static func checkViewController(of screen: ElementsScreen, into report: inout CollisionReport) {
        let owner = screen.feature + "ViewController"
        var properties = NameScope(owner: owner)
        properties.reserve(["userInterface"] + (screen.hasObserver ? ["observer"] : []))
        properties.reserve(["view", "title", "parent", "navigationController", "isViewLoaded", "presentedViewController", "presentingViewController"], .fixed(clause: "UIViewController declares already"))
        for useCase in screen.useCases {
            properties.claim(useCase.maker, by: useCaseOrigin(useCase), into: &report)
        }
        var methods = NameScope(owner: owner)
        methods.reserve(
            ["loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)", "dismiss(animated:completion:)", "present(_:animated:completion:)"],
            .fixed(clause: "UIViewController declares already")
        )
        for method in screen.interactions {
            claim(method.model, kind: "interaction", properties: &properties, methods: &methods, into: &report)
        }
        for method in screen.observes {
            claim(method.model, kind: "observed event", properties: &properties, methods: &methods, into: &report)
        }
    }

    private static func checkUseCases(of screen: ElementsScreen, into report: inout CollisionReport) {
        for useCase in screen.useCases {
            var members = NameScope(owner: useCase.name.text + "UseCase")
            members.reserve(["start"])
            for input in useCase.spec.inputs {
                members.claim(input.name.text, by: .input(input.name), into: &report)
            }
        }
    }

    private static func checkTests(of screen: ElementsScreen, in framework: TestFramework, into report: inout CollisionReport) {
        var tests = NameScope(owner: screen.feature + "ViewControllerTests")
        if framework == .xctest {
            tests.reserve(["testRun", "testRunClass", "testCaseCount", "testMethodSelector"], .fixed(clause: "XCTestCase declares already"))
        }
        tests.reserve(ElementsTestContexts.fixedTests.map { ElementsTestContexts.testName($0, in: framework) })
        for method in screen.interactions {
            tests.claim(ElementsTestContexts.testName(method.testName, in: framework), by: methodOrigin(method.model, kind: "interaction"), into: &report)
        }
        for method in screen.observes {
            tests.claim(ElementsTestContexts.testName(method.testName, in: framework), by: methodOrigin(method.model, kind: "observed event"), into: &report)
        }
    }

    /// Claims a method by its full name, and by its name among the properties when it has no parameters.
    private static func claim(_ model: RequirementModel, kind: String, properties: inout NameScope, methods: inout NameScope, into report: inout CollisionReport) {
        let origin = methodOrigin(model, kind: kind)
        methods.claim(model.selector, by: origin, into: &report)
        if model.requirement.parameters.isEmpty {
            properties.claim(model.requirement.name.text, by: origin, into: &report)
        }
    }
}
