// A small stand-in for UIKit, built by the tests as a module named `UIKit` so that generated code can be
// type-checked on any platform. It declares only the surface the generator may use, with the names,
// labels, optionality, `open`-ness and `@MainActor` isolation of the iOS 18 SDK, so code that compiles
// against it compiles against the real framework. Bodies do the least that keeps them plausible; nothing
// here draws anything.

public struct CGFloat: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var native: Double

    public init(_ value: Double) {
        native = value
    }

    public init(floatLiteral value: Double) {
        native = value
    }

    public init(integerLiteral value: Int) {
        native = Double(value)
    }

    public static prefix func - (value: CGFloat) -> CGFloat {
        CGFloat(-value.native)
    }
}

public struct CGRect: Sendable, Hashable {
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {}

    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
}

open class NSCoder {}

open class Bundle {}

open class UIColor {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    public init(white: CGFloat, alpha: CGFloat) {}

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    open class var label: UIColor { UIColor(white: 0, alpha: 1) }
}

open class UIFont {
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    }

    init() {}

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont()
    }

    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont()
    }
}

open class UIImage {}

@MainActor
open class UIResponder {
    public init() {}
}

@MainActor
open class UIView: UIResponder {
    open private(set) var subviews: [UIView] = []
    open var backgroundColor: UIColor?
    open var translatesAutoresizingMaskIntoConstraints = true

    public init(frame: CGRect) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    open func addSubview(_ view: UIView) {
        subviews.append(view)
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

@MainActor
open class NSLayoutConstraint {
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    open var constant: CGFloat
    open var isActive = false

    init(constant: CGFloat) {
        self.constant = constant
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = true }
    }
}

@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    init() {}

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }
}

@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0)
    }
}

@MainActor
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var numberOfLines = 1
}

@MainActor
open class UIStackView: UIView {
    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var spacing: CGFloat = 0

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views {
            addArrangedSubview(view)
        }
    }

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
}

/// The closure a `UIAction` runs; the SDK imports it main-actor isolated.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

@MainActor
open class UIMenuElement {
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
    }

    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    init() {}
}

@MainActor
open class UIAction: UIMenuElement {
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    let handler: UIActionHandler

    public init(
        title: String = "",
        image: UIImage? = nil,
        identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.handler = handler
        super.init()
    }
}

@MainActor
open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let normal = State([])
        public static let disabled = State(rawValue: 1 << 1)
    }

    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    private var actions: [(action: UIAction, events: Event)] = []
    open var isEnabled = true

    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.handler(entry.action)
        }
    }
}

@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
    }

    private var titles: [UIControl.State: String] = [:]

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
    }
}

@MainActor
open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
}

@MainActor
open class UISwitch: UIControl {
    open var isOn = false

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}

@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

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

    open func loadView() {
        view = UIView()
    }

    open func viewDidLoad() {}

    open func viewWillAppear(_ animated: Bool) {}

    open func viewDidAppear(_ animated: Bool) {}

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }
}

@MainActor
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []

    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }
}
