import UIKit

// View controllers given a user interface that replace their view after loadView().

final class CartViewController: UIViewController {
    private let userInterface: any CartUserInterfaceView
    var replacement: UIView? {
        didSet {
            self.↓view = replacement
        }
    }

    init(userInterface: any CartUserInterfaceView) {
        self.userInterface = userInterface
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        view = userInterface
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let view = UIView()
        userInterface.addSubview(view)
        if userInterface.superview == nil {
            ↓view = userInterface
        }
    }
}

extension CartViewController {
    func reset() {
        DispatchQueue.main.async {
            self.↓view = UIView()
        }
    }

    func loadView(animated: Bool) {
        ↓view = userInterface
    }

    func isShowing(_ other: UIView) -> Bool {
        view == other
    }
}

final class PlainViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view = UIView()
    }
}

let fake = "final class Fake { let userInterface = 1; func f() { view = nil } }"
