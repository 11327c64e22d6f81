import UIKit

/// Everything the SignIn screen's view can be told to show. It names no UIKit type, so the view
/// controller knows what the screen can show and nothing of how: a new design is a new view that
/// conforms, with no change to the view controller.
@MainActor
protocol SignInUserInterface {
    func render(newState: SignInViewState)
    func configureViewAfterLayout()
    func moveContentForDismissedKeyboard()
    func moveContent(forKeyboardFrame keyboardFrame: CGRect)
}

/// What the view controller is given as its view: a UIKit view that is the SignIn user interface.
typealias SignInUserInterfaceView = SignInUserInterface & UIView
