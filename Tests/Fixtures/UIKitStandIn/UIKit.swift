// A small stand-in for UIKit, built by the tests as a module named `UIKit` (every `.swift` file of this
// folder, compiled together) so that generated code can be type-checked on Linux.
//
// Each declaration here is meant to read exactly like the one the iOS 17/18 SDK gives Swift: the same
// name, argument labels, optionality (an Objective-C `nullable` is an optional, a `null_resettable` an
// implicitly unwrapped optional), `open`/`public`, designated or `convenience`, `@MainActor` isolation
// (every class that UIKit marks `NS_SWIFT_UI_ACTOR`) and `Sendable`-ness. Declarations were checked against
// Apple's UIKit documentation (developer.apple.com/documentation/uikit) and the Objective-C headers' Swift
// import rules; the places that could not be checked exactly are listed in `README.md` beside this file.
// The stand-in leaves out what generated code has no use for, but never loosens what it declares: code
// that compiles here should compile against the real framework. Bodies do the least that keeps them
// plausible; nothing here draws anything.
//
// Two import rules apply to every Objective-C method below and are mirrored by hand:
// - Swift never warns about an unused result of an imported Objective-C method, so every method that
//   returns a value is `@discardableResult`.
// - An Objective-C `NS_ENUM` is imported as an enum that may gain cases, so the module is built with
//   library evolution and its enums are not `@frozen`: a `switch` over one needs `@unknown default`.
//
// Like the real UIKit, this module re-exports Foundation, which is also where `CGFloat`, `CGRect`,
// `NSObject`, `NSCoder` and `Bundle` come from on Linux.

@_exported import Foundation

// MARK: - Values that are not tied to the main actor

/// Colors are immutable and not main-actor isolated.
open class UIColor: NSObject {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        super.init()
    }

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    open class var secondarySystemBackground: UIColor { UIColor(white: 0.95, alpha: 1) }
    open class var label: UIColor { UIColor(white: 0, alpha: 1) }
    open class var secondaryLabel: UIColor { UIColor(white: 0.24, alpha: 0.6) }
    open class var systemBlue: UIColor { UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) }
    open class var systemRed: UIColor { UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) }
    open class var systemGray: UIColor { UIColor(white: 0.56, alpha: 1) }
    open class var tintColor: UIColor { UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) }
}

open class UIFont: NSObject {
    /// A typed string constant in the SDK (`NS_TYPED_ENUM`), so it has `init(rawValue:)` only.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    override init() {
        super.init()
    }

    @discardableResult
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont()
    }

    @discardableResult
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont()
    }

    @discardableResult
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont()
    }
}

open class UIImage: NSObject {
    /// The SDK's `+imageNamed:`, imported as a failable convenience initializer.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init()
    }

    /// The SDK's `+systemImageNamed:`, imported the same way.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init()
    }
}

// MARK: - Responders and scenes

@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    open var next: UIResponder? { nil }
}

/// Scenes are made by the system from a session; the stand-in offers no way to make one.
@MainActor
open class UIScene: UIResponder {
    override init() {
        super.init()
    }
}

@MainActor
open class UIWindowScene: UIScene {
    open private(set) var windows: [UIWindow] = []
}
