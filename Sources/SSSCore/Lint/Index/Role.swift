/// The part a type plays in an architecture, told by the suffix of its name.
///
/// Each role belongs to one architecture; `.sss.yml` names the roles of the architecture it picks.
public enum Role: String, Sendable, CaseIterable, Comparable {
    case assembler
    case interaction
    case navigation
    case renderable
    case rendering
    case scene
    case model
    case event
    case store
    case resource
    case userInterface = "user_interface"
    case ixResponder = "ix_responder"
    case eventResponder = "event_responder"
    case useCase = "use_case"
    case viewState = "view_state"
    case dependencyContainer = "dependency_container"

    /// The suffixes that give a type this role when no configuration says otherwise.
    public var defaultSuffixes: [String] {
        [title]
    }

    /// The architecture whose codebases give types this role.
    public var architecture: Architecture {
        switch self {
        case .assembler, .interaction, .navigation, .renderable, .rendering: .ssa
        case .scene, .model, .event, .store, .resource: .simpler
        case .userInterface, .ixResponder, .eventResponder, .useCase, .viewState, .dependencyContainer: .elements
        }
    }

    /// The roles of `architecture`, in declaration order.
    public static func roles(of architecture: Architecture) -> [Role] {
        allCases.filter { $0.architecture == architecture }
    }

    public static func < (lhs: Role, rhs: Role) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// Maps type names to roles by suffix.
public struct RoleSuffixes: Sendable, Equatable {
    public let suffixes: [Role: [String]]
    /// Every suffix with its role, grouped by last byte and longest first within a group, so the first
    /// match in a group is the best one: where its bytes start in ``spellings`` and how many there are.
    private let ordered: [(role: Role, start: Int, count: Int)]
    /// The bytes of every suffix, one after another.
    private let spellings: [UInt8]
    /// For each byte value `b`, the suffixes ending in `b` are `ordered[groupStarts[b]..<groupStarts[b + 1]]`:
    /// a name is compared only with the suffixes that end in its own last byte, and most with none.
    private let groupStarts: [Int]

    /// Each role's suffixes from `suffixes`, or its defaults; a default suffix that `suffixes` gives a
    /// role of another architecture is left out, so a configuration can give its architecture's role a
    /// suffix that another architecture's role has by default.
    public init(_ suffixes: [Role: [String]] = [:]) {
        var all: [Role: [String]] = [:]
        for role in Role.allCases {
            all[role] = suffixes[role] ?? role.defaultSuffixes.filter { suffix in
                !suffixes.contains { $0.key.architecture != role.architecture && $0.value.contains(suffix) }
            }
        }
        self.suffixes = all
        let sorted = Role.allCases
            .flatMap { role in (all[role] ?? []).map { (role: role, bytes: Array($0.utf8)) } }
            .filter { !$0.bytes.isEmpty }
            .sorted { $0.bytes.count > $1.bytes.count }
        var ordered: [(role: Role, start: Int, count: Int)] = []
        var spellings: [UInt8] = []
        var groupStarts = [0]
        for last in UInt8.min...UInt8.max {
            for entry in sorted where entry.bytes.last == last {
                ordered.append((entry.role, spellings.count, entry.bytes.count))
                spellings += entry.bytes
            }
            groupStarts.append(ordered.count)
        }
        self.ordered = ordered
        self.spellings = spellings
        self.groupStarts = groupStarts
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
        guard let last = bytes.last else { return nil }
        let group = groupStarts[Int(last)]..<groupStarts[Int(last) + 1]
        guard !group.isEmpty else { return nil }
        return ordered.withUnsafeBufferPointer { entries in
            spellings.withUnsafeBufferPointer { spellings in
                for entry in entries[group] where entry.count <= bytes.count {
                    // The last bytes are equal: compare the others from the end, where names differ first.
                    let start = bytes.count - entry.count
                    var index = entry.count - 1
                    while index > 0, bytes[start + index - 1] == spellings[entry.start + index - 1] {
                        index -= 1
                    }
                    if index == 0 { return entry.role }
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
        case .scene: "Scene"
        case .model: "Model"
        case .event: "Event"
        case .store: "Store"
        case .resource: "Resource"
        case .userInterface: "UserInterface"
        case .ixResponder: "IxResponder"
        case .eventResponder: "EventResponder"
        case .useCase: "UseCase"
        case .viewState: "ViewState"
        case .dependencyContainer: "DependencyContainer"
        }
    }
}
