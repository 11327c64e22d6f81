/// The modifiers written before a declaration, such as `public`, `final`, `static` or `weak`.
///
/// An access level with `(set)`, as in `private(set)`, sets only the matching setter flag.
public struct Modifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    public static let open = Modifiers(rawValue: 1 << 0)
    public static let `public` = Modifiers(rawValue: 1 << 1)
    public static let package = Modifiers(rawValue: 1 << 2)
    public static let `internal` = Modifiers(rawValue: 1 << 3)
    public static let `fileprivate` = Modifiers(rawValue: 1 << 4)
    public static let `private` = Modifiers(rawValue: 1 << 5)
    public static let publicSetter = Modifiers(rawValue: 1 << 6)
    public static let packageSetter = Modifiers(rawValue: 1 << 7)
    public static let internalSetter = Modifiers(rawValue: 1 << 8)
    public static let fileprivateSetter = Modifiers(rawValue: 1 << 9)
    public static let privateSetter = Modifiers(rawValue: 1 << 10)

    public static let `static` = Modifiers(rawValue: 1 << 11)
    /// `class` as a modifier, as in `class func` or `class var`.
    public static let `class` = Modifiers(rawValue: 1 << 12)
    public static let final = Modifiers(rawValue: 1 << 13)
    public static let override = Modifiers(rawValue: 1 << 14)
    public static let required = Modifiers(rawValue: 1 << 15)
    public static let convenience = Modifiers(rawValue: 1 << 16)
    public static let mutating = Modifiers(rawValue: 1 << 17)
    public static let nonmutating = Modifiers(rawValue: 1 << 18)
    public static let lazy = Modifiers(rawValue: 1 << 19)
    public static let weak = Modifiers(rawValue: 1 << 20)
    public static let unowned = Modifiers(rawValue: 1 << 21)
    public static let dynamic = Modifiers(rawValue: 1 << 22)
    public static let optional = Modifiers(rawValue: 1 << 23)
    public static let indirect = Modifiers(rawValue: 1 << 24)
    public static let nonisolated = Modifiers(rawValue: 1 << 25)
    public static let distributed = Modifiers(rawValue: 1 << 26)
    public static let prefix = Modifiers(rawValue: 1 << 27)
    public static let postfix = Modifiers(rawValue: 1 << 28)
    public static let infix = Modifiers(rawValue: 1 << 29)
    public static let consuming = Modifiers(rawValue: 1 << 30)
    public static let borrowing = Modifiers(rawValue: 1 << 31)

    /// `static` or `class`: the declaration belongs to the type rather than to its instances.
    public var isTypeLevel: Bool { !isDisjoint(with: [.static, .class]) }

    /// `weak` or `unowned`.
    public var isNonOwning: Bool { !isDisjoint(with: [.weak, .unowned]) }

    /// The modifier a keyword spells, and its setter-only form when written with `(set)`.
    static func named(_ keyword: Keyword) -> (modifier: Modifiers, setter: Modifiers?)? {
        switch keyword {
        case .open: (.open, nil)
        case .public: (.public, .publicSetter)
        case .package: (.package, .packageSetter)
        case .internal: (.internal, .internalSetter)
        case .fileprivate: (.fileprivate, .fileprivateSetter)
        case .private: (.private, .privateSetter)
        case .static: (.static, nil)
        case .class: (.class, nil)
        case .final: (.final, nil)
        case .override: (.override, nil)
        case .required: (.required, nil)
        case .convenience: (.convenience, nil)
        case .mutating: (.mutating, nil)
        case .nonmutating: (.nonmutating, nil)
        case .lazy: (.lazy, nil)
        case .weak: (.weak, nil)
        case .unowned: (.unowned, nil)
        case .dynamic: (.dynamic, nil)
        case .optional: (.optional, nil)
        case .indirect: (.indirect, nil)
        case .nonisolated: (.nonisolated, nil)
        case .distributed: (.distributed, nil)
        case .prefix: (.prefix, nil)
        case .postfix: (.postfix, nil)
        case .infix: (.infix, nil)
        case .consuming: (.consuming, nil)
        case .borrowing: (.borrowing, nil)
        default: nil
        }
    }
}
