// View controllers of the UIKit stand-in. Each declaration mirrors the iOS 17/18 SDK's (signature,
// isolation, optionality), as checked against Apple's UIKit documentation; see `UIKit.swift`.

@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    weak var presenter: UIViewController?
    weak var navigationParent: UINavigationController?
    private var presenting: UIViewController?

    open var title: String?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `UIViewController()` comes from the Objective-C `-init`, which calls `-initWithNibName:bundle:`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Implicitly unwrapped in the SDK: reading it loads the view.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
        }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    open func loadView() {
        view = UIView()
    }

    open func viewDidLoad() {}

    open func viewWillAppear(_ animated: Bool) {}

    open func viewDidAppear(_ animated: Bool) {}

    open func viewWillDisappear(_ animated: Bool) {}

    open func viewDidDisappear(_ animated: Bool) {}

    open var parent: UIViewController? { navigationParent }

    open var navigationController: UINavigationController? {
        navigationParent ?? presenter?.navigationController
    }

    open var presentingViewController: UIViewController? { presenter }

    open var presentedViewController: UIViewController? { presenting }

    open var isBeingPresented: Bool { false }

    open var isBeingDismissed: Bool { false }

    open var isMovingToParent: Bool { false }

    open var isMovingFromParent: Bool { false }

    /// The SDK imports the completion block without `@Sendable` or isolation.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presenting = viewControllerToPresent
        viewControllerToPresent.presenter = self
        completion?()
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presenting {
            presenting.presenter = nil
            self.presenting = nil
        } else {
            presenter?.dismiss(animated: flag, completion: nil)
        }
        completion?()
    }
}

@MainActor
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = [] {
        didSet {
            viewControllers.forEach { $0.navigationParent = self }
        }
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var topViewController: UIViewController? { viewControllers.last }

    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers.removeLast(popped.count)
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeLast(popped.count)
        return popped
    }
}
