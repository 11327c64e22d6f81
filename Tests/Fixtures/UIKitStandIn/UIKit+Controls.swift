// Controls and actions of the UIKit stand-in. Each declaration mirrors the iOS 17/18 SDK's (signature,
// isolation, optionality), as checked against Apple's UIKit documentation; see `UIKit.swift`.

/// The closure a `UIAction` runs. Apple's documentation gives it as a plain `(UIAction) -> Void`, with no
/// isolation and no `@Sendable`: a closure written in main-actor code is main-actor isolated by inference,
/// and one written elsewhere may not touch the main actor.
public typealias UIActionHandler = (UIAction) -> Void

@MainActor
open class UIMenuElement: NSObject {
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    override init() {
        super.init()
    }
}

@MainActor
open class UIAction: UIMenuElement {
    /// A typed, extensible string constant in the SDK, so it has both initializers.
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
    open var title: String
    open var image: UIImage?
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    open private(set) var identifier: UIAction.Identifier
    /// The object that performed the action, when UIKit knows it; `Any?` as the SDK imports `id`.
    open private(set) var sender: Any?

    init(title: String, identifier: UIAction.Identifier?, attributes: UIMenuElement.Attributes, state: UIMenuElement.State, handler: @escaping UIActionHandler) {
        self.handler = handler
        self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
        self.attributes = attributes
        self.state = state
        self.title = title
        super.init()
    }

    public convenience init(
        title: String = "",
        image: UIImage? = nil,
        identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.init(title: title, identifier: identifier, attributes: attributes, state: state, handler: handler)
        self.image = image
        self.discoverabilityTitle = discoverabilityTitle
    }

    func perform(from sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
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
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    private var actions: [(action: UIAction, events: Event)] = []
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(from: self)
        }
    }
}

@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case plain = 6
        case close = 7

        public static var roundedRect: UIButton.ButtonType { .system }
    }

    /// A Swift value type in the SDK's overlay, with no isolation of its own.
    public struct Configuration {
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var showsActivityIndicator = false

        init() {}

        public static func plain() -> UIButton.Configuration { Configuration() }
        public static func tinted() -> UIButton.Configuration { Configuration() }
        public static func gray() -> UIButton.Configuration { Configuration() }
        public static func filled() -> UIButton.Configuration { Configuration() }
        public static func borderless() -> UIButton.Configuration { Configuration() }
        public static func bordered() -> UIButton.Configuration { Configuration() }
        public static func borderedTinted() -> UIButton.Configuration { Configuration() }
        public static func borderedProminent() -> UIButton.Configuration { Configuration() }
    }

    private var titles: [UIControl.State: String] = [:]
    open var configuration: UIButton.Configuration?

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
    }

    /// From the SDK's Swift overlay; the type defaults to `.system`.
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero, primaryAction: primaryAction)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
        }
    }

    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero, primaryAction: primaryAction)
        self.configuration = configuration
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
    }

    @discardableResult
    open func title(for state: UIControl.State) -> String? {
        titles[state]
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
