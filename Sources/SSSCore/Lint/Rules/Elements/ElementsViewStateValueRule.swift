/// View states are values: a struct (or an enum) the user interface is handed whole each time.
package struct ElementsViewStateValueRule: FileRule {
    package static let description = RuleDescription(
        identifier: "elements_view_state_value",
        name: "Elements View State Value",
        defaultSeverity: .error,
        architectures: [.elements],
        summary: "A type named as a ViewState must be a struct or an enum, not a class or an actor.",
        rationale: """
            A view state is a snapshot: what the screen shows at one moment. The user interface renders \
            the one it is given, and whoever wants the screen to change makes a new one and hands it over. \
            A class is shared by reference, so the view controller, the observer and the view could all \
            hold the same instance and change it under each other, and a view that keeps the last state to \
            compare with the next would be comparing an object with itself.
            """,
        fix: "Declare the view state as a `struct` (with `Equatable`), and change a copy before handing it to `render(newState:)`.",
        topic: "elements",
        triggeringExamples: [
            RuleExample("final class ↓SignInViewState {\n    var emailInputEnabled = true\n}"),
            RuleExample("actor ↓ProfileViewState {}"),
            RuleExample("enum SignIn {\n    class ↓ViewState {}\n}"),
        ],
        nonTriggeringExamples: [
            RuleExample("public struct SignInViewState: Equatable {\n    public internal(set) var emailInputEnabled = true\n}"),
            RuleExample("enum LoadingViewState {\n    case idle\n    case loading(progress: Double)\n}"),
            RuleExample("extension SignInViewState: CustomStringConvertible {}"),
            RuleExample("protocol ViewState {}"),
            RuleExample("final class ViewStateStore {}"),
        ]
    )

    private let settings: LintSettings

    package init(settings: LintSettings) {
        self.settings = settings
    }

    package var membersRead: MembersRead { .none }

    package func check(_ file: LintedFile) -> [Violation] {
        ReferenceTypeRole.violations(in: file, role: .viewState, settings: settings, fix: "declare it as a struct so each state is a value of its own")
    }
}
