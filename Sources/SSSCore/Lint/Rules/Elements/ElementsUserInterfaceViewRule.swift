/// A view controller given a user interface makes it its view in `loadView()`, and nowhere else.
package struct ElementsUserInterfaceViewRule: FileRule {
    package static let description = RuleDescription(
        identifier: "elements_user_interface_view",
        name: "Elements User Interface View",
        defaultSeverity: .warning,
        architectures: [.elements],
        summary: """
            A class that stores a `userInterface` must assign to `view` only in `loadView()`; the rule reads \
            the class and its extensions in the same file.
            """,
        rationale: """
            A view controller that is handed its user interface shows it by making it the root view, once, \
            when UIKit asks for the view in `loadView()`. From then on it changes the screen only through \
            the user interface protocol. Replacing `view` later, in `viewDidLoad()`, an initializer or an \
            action, leaves the user interface the controller talks to off the screen, or puts a view on \
            screen that the protocol knows nothing about.
            """,
        fix: "Assign `view = userInterface` in `override func loadView()`, and make every later change through `userInterface`'s methods.",
        topic: "elements",
        triggeringExamples: [
            RuleExample("final class SignInViewController: UIViewController {\n    private let userInterface: any SignInUserInterfaceView\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        ↓view = userInterface\n    }\n}"),
            RuleExample("final class SignInViewController: UIViewController {\n    let userInterface: SignInUserInterfaceView\n    init(userInterface: SignInUserInterfaceView) {\n        self.userInterface = userInterface\n        super.init(nibName: nil, bundle: nil)\n        self.↓view = userInterface\n    }\n}"),
            RuleExample("final class SignInViewController: UIViewController {\n    let userInterface: SignInUserInterfaceView\n}\n\nextension SignInViewController {\n    func reset() {\n        ↓view = UIView()\n    }\n}"),
        ],
        nonTriggeringExamples: [
            RuleExample("final class SignInViewController: UIViewController {\n    private let userInterface: any SignInUserInterfaceView\n    override func loadView() {\n        view = userInterface\n    }\n}"),
            RuleExample("final class SignInViewController: UIViewController {\n    let userInterface: SignInUserInterfaceView\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        view.backgroundColor = .white\n        let view = UIView()\n        userInterface.addSubview(view)\n    }\n}"),
            RuleExample("final class LegacyViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        view = UIView()\n    }\n}"),
            RuleExample("final class SignInViewController: UIViewController {\n    let userInterface: SignInUserInterfaceView\n    func compare(_ other: UIView) -> Bool {\n        view == other\n    }\n}"),
        ]
    )

    private let settings: LintSettings

    package init(settings: LintSettings) {
        self.settings = settings
    }

    package var membersRead: MembersRead {
        MembersRead { type in type.kind == .class || type.kind == .extension ? [.functions, .initializers, .variables] : [] }
    }

    package func check(_ file: LintedFile) -> [Violation] {
        let controllers = Set(file.types.filter { $0.kind == .class && Self.storesUserInterface($0) }.map(\.name))
        var violations: [Violation] = []
        for type in file.types where (type.kind == .class || type.kind == .extension) && controllers.contains(Self.lastComponent(type.name)) {
            let functions = type.functions.filter { !($0.kind == .function && $0.name == "loadView" && $0.parameters.isEmpty) }
            for body in functions.compactMap(\.body) + type.variables.compactMap(\.accessors) {
                for offset in AssignmentFinder(file: file, range: body).assignedOffsets(of: ["view"]) {
                    violations.append(Violation(
                        offset: offset,
                        reason: "'\(Self.lastComponent(type.name))' stores a userInterface but assigns to 'view' outside loadView(); "
                            + "make the user interface the view in loadView() and change the screen through it",
                        declarationPath: DeclarationPath.of(type),
                        role: settings.role(of: type.name)
                    ))
                }
            }
        }
        return violations
    }

    private static func storesUserInterface(_ type: TypeDeclaration) -> Bool {
        type.variables.contains { $0.name == "userInterface" && $0.isStored && !$0.modifiers.isTypeLevel }
    }

    private static func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
