/// The modifiers written before a declaration, such as `public`, `final`, `static` or `weak`.
///
/// An access level with `(set)`, as in `private(set)`, sets only the matching setter flag.
package struct Modifiers: OptionSet, Sendable, Hashable {
    package let rawValue: UInt64

    package init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    package static let open = Modifiers(rawValue: 1 << 0)
    package static let `public` = Modifiers(rawValue: 1 << 1)
    package static let package = Modifiers(rawValue: 1 << 2)
    package static let `internal` = Modifiers(rawValue: 1 << 3)
    package static let `fileprivate` = Modifiers(rawValue: 1 << 4)
    package static let `private` = Modifiers(rawValue: 1 << 5)
    package static let publicSetter = Modifiers(rawValue: 1 << 6)
    package static let packageSetter = Modifiers(rawValue: 1 << 7)
    package static let internalSetter = Modifiers(rawValue: 1 << 8)
    package static let fileprivateSetter = Modifiers(rawValue: 1 << 9)
    package static let privateSetter = Modifiers(rawValue: 1 << 10)

    package static let `static` = Modifiers(rawValue: 1 << 11)
    /// `class` as a modifier, as in `class func` or `class var`.
    package static let `class` = Modifiers(rawValue: 1 << 12)
    package static let final = Modifiers(rawValue: 1 << 13)
    package static let override = Modifiers(rawValue: 1 << 14)
    package static let required = Modifiers(rawValue: 1 << 15)
    package static let convenience = Modifiers(rawValue: 1 << 16)
    package static let mutating = Modifiers(rawValue: 1 << 17)
    package static let nonmutating = Modifiers(rawValue: 1 << 18)
    package static let lazy = Modifiers(rawValue: 1 << 19)
    package static let weak = Modifiers(rawValue: 1 << 20)
    package static let unowned = Modifiers(rawValue: 1 << 21)
    package static let dynamic = Modifiers(rawValue: 1 << 22)
    package static let optional = Modifiers(rawValue: 1 << 23)
    package static let indirect = Modifiers(rawValue: 1 << 24)
    package static let nonisolated = Modifiers(rawValue: 1 << 25)
    package static let distributed = Modifiers(rawValue: 1 << 26)
    package static let prefix = Modifiers(rawValue: 1 << 27)
    package static let postfix = Modifiers(rawValue: 1 << 28)
    package static let infix = Modifiers(rawValue: 1 << 29)
    package static let consuming = Modifiers(rawValue: 1 << 30)
    package static let borrowing = Modifiers(rawValue: 1 << 31)

    /// `static` or `class`: the declaration belongs to the type rather than to its instances.
    package var isTypeLevel: Bool { !isDisjoint(with: [.static, .class]) }

    /// `weak` or `unowned`.
    package var isNonOwning: Bool { !isDisjoint(with: [.weak, .unowned]) }

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
