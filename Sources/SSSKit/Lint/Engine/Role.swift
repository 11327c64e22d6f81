/// The part a type plays in the architecture, told by the suffix of its name.
public enum Role: String, Sendable, CaseIterable, Comparable {
    case assembler
    case interaction
    case navigation
    case renderable
    case rendering

    /// The suffixes that give a type this role when no configuration says otherwise.
    public var defaultSuffixes: [String] {
        switch self {
        case .assembler: ["Assembler"]
        case .interaction: ["Interaction"]
        case .navigation: ["Navigation"]
        case .renderable: ["Renderable"]
        case .rendering: ["Rendering"]
        }
    }

    public static func < (lhs: Role, rhs: Role) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// Maps type names to roles by suffix.
public struct RoleSuffixes: Sendable, Equatable {
    public var suffixes: [Role: [String]]

    public init(_ suffixes: [Role: [String]] = [:]) {
        var all: [Role: [String]] = [:]
        for role in Role.allCases {
            all[role] = suffixes[role] ?? role.defaultSuffixes
        }
        self.suffixes = all
    }

    /// The role of a type called `name`, if its name ends in one of the suffixes; the longest suffix wins.
    public func role(of name: String) -> Role? {
        var best: (role: Role, length: Int)?
        for role in Role.allCases {
            for suffix in suffixes[role] ?? [] where name.hasSuffix(suffix) && suffix.count > (best?.length ?? 0) {
                best = (role, suffix.count)
            }
        }
        return best?.role
    }

    /// Whether `name` has `role`.
    public func name(_ name: String, has role: Role) -> Bool {
        self.role(of: name) == role
    }
}

extension Role {
    /// The role's name as a title: `Interaction`.
    public var title: String {
        switch self {
        case .assembler: "Assembler"
        case .interaction: "Interaction"
        case .navigation: "Navigation"
        case .renderable: "Renderable"
        case .rendering: "Rendering"
        }
    }
}
