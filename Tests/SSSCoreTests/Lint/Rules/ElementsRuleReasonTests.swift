import Testing

/// What each Elements rule says about a finding, word for word, with the severity and role it
/// reports.
struct ElementsRuleReasonTests {
    private static let source = """
        protocol SignInUserInterface {
            func show(_ label: UILabel, in stack: UIStackView, again: UILabel)
        }
        protocol SignInIxResponder {
            func signIn()
        }
        final class SignInRootView {
            var ixResponder: (any SignInIxResponder & AnyObject)?
        }
        actor SignInViewState {}
        final class SignInViewController {
            let userInterface: any SignInUserInterface
            func reset() {
                self.view = nil
            }
        }

        """

    @Test func eachRuleExplainsItsFinding() throws {
        let lines = try RuleFindingLines.of(rulesPrefixed: "elements_", expectedCount: 5, in: Self.source)
        #expect(lines == [
            "2:10 error elements_user_interface_no_uikit [user_interface] 'show' of 'SignInUserInterface' names UIKit's 'UILabel', 'UIStackView'; pass the values the view needs and keep UIKit inside the view",
            "4:10 error elements_class_bound_responder [ix_responder] 'SignInIxResponder' is not class-bound, so whoever it answers cannot hold it weakly; add ': AnyObject'",
            "8:9 error elements_weak_responder [-] 'ixResponder' holds responder 'SignInIxResponder' strongly, which usually owns this object; declare it 'weak'",
            "10:7 error elements_view_state_value [view_state] ViewState 'SignInViewState' is an actor; declare it as a struct so each state is a value of its own",
            "14:14 warning elements_user_interface_view [-] 'SignInViewController' stores a userInterface but assigns to 'view' outside loadView(); make the user interface the view in loadView() and change the screen through it",
        ])
    }
}
