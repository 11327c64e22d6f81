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
    public let suffixes: [Role: [String]]
    /// Every suffix with its role, longest first, so the first match is the best one: where its bytes
    /// start in ``spellings`` and how many there are.
    private let ordered: [(role: Role, start: Int, count: Int)]
    /// The bytes of every suffix, one after another.
    private let spellings: [UInt8]
    /// The last byte of each suffix, as a set of 256 bits: a name ending in any other byte has no role,
    /// which most names tell at once.
    private let lastBytes: SIMD4<UInt64>

    public init(_ suffixes: [Role: [String]] = [:]) {
        var all: [Role: [String]] = [:]
        for role in Role.allCases {
            all[role] = suffixes[role] ?? role.defaultSuffixes
        }
        self.suffixes = all
        let sorted = Role.allCases
            .flatMap { role in (all[role] ?? []).map { (role: role, bytes: Array($0.utf8)) } }
            .filter { !$0.bytes.isEmpty }
            .sorted { $0.bytes.count > $1.bytes.count }
        var bits = SIMD4<UInt64>(repeating: 0)
        var ordered: [(role: Role, start: Int, count: Int)] = []
        var spellings: [UInt8] = []
        for entry in sorted {
            if let last = entry.bytes.last {
                bits[Int(last >> 6)] |= 1 << UInt64(last & 63)
            }
            ordered.append((entry.role, spellings.count, entry.bytes.count))
            spellings += entry.bytes
        }
        self.ordered = ordered
        self.spellings = spellings
        lastBytes = bits
    }

    public static func == (lhs: RoleSuffixes, rhs: RoleSuffixes) -> Bool {
        lhs.suffixes == rhs.suffixes
    }

    /// The role of a type called `name`, if its name ends in one of the suffixes; the longest suffix wins.
    public func role(of name: String) -> Role? {
        if let role = name.utf8.withContiguousStorageIfAvailable({ role(ofNameBytes: $0) }) {
            return role
        }
        return role(ofNameBytes: Array(name.utf8))
    }

    private func role(ofNameBytes bytes: UnsafeBufferPointer<UInt8>) -> Role? {
        guard let last = bytes.last, lastBytes[Int(last >> 6)] & (1 << UInt64(last & 63)) != 0 else { return nil }
        return ordered.withUnsafeBufferPointer { entries in
            spellings.withUnsafeBufferPointer { spellings in
                for entry in entries where entry.count <= bytes.count {
                    let start = bytes.count - entry.count
                    var matches = true
                    for index in 0..<entry.count where bytes[start + index] != spellings[entry.start + index] {
                        matches = false
                        break
                    }
                    if matches { return entry.role }
                }
                return nil
            }
        }
    }

    private func role(ofNameBytes bytes: [UInt8]) -> Role? {
        bytes.withUnsafeBufferPointer { role(ofNameBytes: $0) }
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
