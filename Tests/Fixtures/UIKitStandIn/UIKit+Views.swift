// Views, windows and Auto Layout of the UIKit stand-in. Each declaration mirrors the iOS 17/18 SDK's
// (signature, isolation, optionality), as checked against Apple's UIKit documentation; see `UIKit.swift`.

@MainActor
open class UIView: UIResponder {
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var translatesAutoresizingMaskIntoConstraints = true
    var hostingWindow: UIWindow?

    public init(frame: CGRect) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `UIView()` comes from the Objective-C `-init`, which calls `-initWithFrame:` with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    open var window: UIWindow? {
        hostingWindow ?? superview?.window
    }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.didMoveToWindow()
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func didMoveToWindow() {}

    open func layoutSubviews() {}

    open func setNeedsLayout() {}

    open func layoutIfNeeded() {
        layoutSubviews()
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
open class UIWindow: UIView {
    open weak var windowScene: UIWindowScene?

    open var rootViewController: UIViewController? {
        didSet {
            rootViewController?.view.hostingWindow = self
        }
    }

    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var window: UIWindow? { self }

    open func makeKeyAndVisible() {
        isHidden = false
    }
}

// MARK: - Auto Layout

@MainActor
open class NSLayoutConstraint: NSObject {
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    open var constant: CGFloat
    open var isActive = false

    init(constant: CGFloat) {
        self.constant = constant
        super.init()
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = false }
    }
}

@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    override init() {
        super.init()
    }

    @discardableResult
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0)
    }

    @discardableResult
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0)
    }

    @discardableResult
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0)
    }

    @discardableResult
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }

    @discardableResult
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }

    @discardableResult
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
    @discardableResult
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }

    @discardableResult
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0)
    }
}

// MARK: - Content views

@MainActor
open class UILabel: UIView {
    open var text: String?
    /// `null_resettable` in the SDK, so implicitly unwrapped.
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false
}

@MainActor
open class UIImageView: UIView {
    open var image: UIImage?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }

    open var style: UIActivityIndicatorView.Style
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false

    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    open func startAnimating() {
        isAnimating = true
    }

    open func stopAnimating() {
        isAnimating = false
    }
}

@MainActor
open class UIStackView: UIView {
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        public static var top: UIStackView.Alignment { .leading }
        public static var bottom: UIStackView.Alignment { .trailing }
    }

    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var spacing: CGFloat = 0
    open var alignment: UIStackView.Alignment = .fill
    open var distribution: UIStackView.Distribution = .fill

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

    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }
}
