import UIKit

// The app's base classes, as the sign-in screen of Elements' description uses them: views and view
// controllers built in code, with the storyboard initializer closed off once for all of them.

class NiblessView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    @available(*, unavailable, message: "Views of this app are built in code.")
    required init?(coder: NSCoder) {
        fatalError("Views of this app are built in code.")
    }
}

class NiblessViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "View controllers of this app are built in code.")
    required init?(coder: NSCoder) {
        fatalError("View controllers of this app are built in code.")
    }
}
