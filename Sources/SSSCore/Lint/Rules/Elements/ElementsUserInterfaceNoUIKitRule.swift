/// User interface and interaction responder protocols say what, not how: no UIKit types in them.
package struct ElementsUserInterfaceNoUIKitRule: FileRule {
    package static let description = RuleDescription(
        identifier: "elements_user_interface_no_uikit",
        name: "Elements User Interface No UIKit",
        defaultSeverity: .error,
        architectures: [.elements],
        summary: """
            A requirement of a `…UserInterface` or `…IxResponder` protocol must not name a UIKit type: a \
            `UI…` type such as `UIButton` or `UIColor`, or one of UIKit's `NS…` types such as \
            `NSLayoutConstraint`. CoreGraphics and Foundation values such as `CGRect` are allowed.
            """,
        rationale: """
            A user interface protocol lists what a screen can show, and an interaction responder protocol \
            what its user can do, in the screen's own terms: `showError(message:)`, \
            `signIn(email:password:)`. The view controller talks to the view only through these, so it does \
            not care which labels, buttons or constraints the view is made of, and a new design is a new \
            view that conforms, with no change to the view controller. A requirement that takes or returns \
            a `UILabel` or a `UIButton` hands the view's parts to the other side, and the view controller \
            starts laying out views again.
            """,
        fix: """
            Pass the values the view needs rather than its views: a string instead of a `UILabel`, a flag \
            instead of a `UIButton` to enable, a `CGRect` instead of a `UIView` to measure. Keep the UIKit \
            objects private to the view that conforms.
            """,
        topic: "elements",
        triggeringExamples: [
            RuleExample("protocol SignInUserInterface {\n    func ↓show(_ label: UILabel)\n    func ↓color(for state: SignInViewState) -> UIColor\n}"),
            RuleExample("protocol SignInUserInterface {\n    var ↓constraints: [NSLayoutConstraint] { get }\n}"),
            RuleExample("protocol SignInIxResponder: AnyObject {\n    func ↓didTap(_ button: UIKit.UIButton)\n    func ↓pick<V: UIView>(_ view: V)\n}"),
            RuleExample("protocol SignInUserInterface {\n    ↓subscript(index: Int) -> UIView? { get }\n}"),
        ],
        nonTriggeringExamples: [
            RuleExample("protocol SignInUserInterface {\n    func render(newState: SignInViewState)\n    func moveContent(forKeyboardFrame keyboardFrame: CGRect)\n}"),
            RuleExample("protocol SignInIxResponder: AnyObject {\n    func signIn(email: String, password: String)\n}"),
            RuleExample("typealias SignInUserInterfaceView = SignInUserInterface & UIView"),
            RuleExample("extension SignInUserInterface {\n    func makeLabel() -> UILabel { UILabel() }\n}"),
            RuleExample("final class SignInRootView: UIView, SignInUserInterface {\n    let emailField = UITextField()\n    func field() -> UITextField { emailField }\n}"),
            RuleExample("protocol SignInRendering {\n    func show(_ label: UILabel)\n}"),
            RuleExample("protocol SignInUserInterface {\n    func show(count: UInt, id: UUID)\n}"),
        ]
    )

    /// Types of UIKit whose names start with `NS` rather than `UI`.
    static let uiKitNSTypes: Set<String> = [
        "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension",
        "NSDirectionalEdgeInsets", "NSTextAlignment", "NSLineBreakMode", "NSLayoutManager", "NSTextContainer",
        "NSTextStorage", "NSDiffableDataSourceSnapshot", "NSDiffableDataSourceSectionSnapshot",
    ]

    private let settings: LintSettings

    package init(settings: LintSettings) {
        self.settings = settings
    }

    package var membersRead: MembersRead {
        MembersRead { type in type.kind == .protocol && isChecked(type.name) ? [.functions, .variables] : [] }
    }

    private func isChecked(_ name: String) -> Bool {
        let role = settings.role(of: name)
        return role == .userInterface || role == .ixResponder
    }

    package func check(_ file: LintedFile) -> [Violation] {
        var violations: [Violation] = []
        for type in file.types where type.kind == .protocol && isChecked(type.name) {
            for member in type.members {
                let (name, offset, path, references): (String, Int, String, [TypeReference?])
                switch member {
                case .function(let function):
                    (name, offset, path) = (function.name, function.nameOffset, DeclarationPath.of(function, in: type))
                    references = function.parameters.map(\.type) + [function.returnType, function.whereClause]
                        + function.genericParameters.map(\.constraint)
                case .variable(let variable):
                    (name, offset, path) = (variable.name, variable.nameOffset, DeclarationPath.of(variable, in: type))
                    references = [variable.type]
                default:
                    continue
                }
                let uiKit = uniqued(references.compactMap { $0 }.flatMap { Self.uiKitNames(in: $0.text) })
                guard !uiKit.isEmpty else { continue }
                violations.append(Violation(
                    offset: offset,
                    reason: "'\(name)' of '\(type.name)' names UIKit's \(uiKit.map { "'\($0)'" }.joined(separator: ", ")); "
                        + "pass the values the view needs and keep UIKit inside the view",
                    declarationPath: path,
                    role: settings.role(of: type.name)
                ))
            }
        }
        return violations
    }

    /// The names of UIKit types in a type's text, in order: `UI` then a capital letter (`UIView`, not
    /// `UInt` or the module name `UIKit`), or one of ``uiKitNSTypes``.
    static func uiKitNames(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter { word in
            if uiKitNSTypes.contains(word) { return true }
            guard word != "UIKit", word.hasPrefix("UI"), word.count > 2 else { return false }
            return word[word.index(word.startIndex, offsetBy: 2)].isUppercase
        }
    }

    private func uniqued(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
