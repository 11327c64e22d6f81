import UIKit

/// The Bare screen's view controller. It shows the user interface it is given as its view and
/// talks to it only through BareUserInterface. It decides what the user's actions mean.
final class BareViewController: UIViewController {
    private let userInterface: any BareUserInterfaceView

    init(userInterface: any BareUserInterfaceView) {
        self.userInterface = userInterface
        super.init(nibName: nil, bundle: nil)
    }

    /// This screen is built in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        view = userInterface
    }
}

extension BareViewController: BareIxResponder {
    func refresh() {
        // Decide what refresh() means, and tell userInterface what to show.
    }
}
