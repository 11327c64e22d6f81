/// The names taken in one place of the generated code (all generated types, or the members of one
/// type), with the first origin of each; a second claim on a name is reported as a spec error.
struct NameScope {
    /// The type whose members this scope holds; `nil` for the scope of type names.
    let owner: String?
    private var origins: [String: NameOrigin] = [:]

    init(owner: String? = nil) {
        self.owner = owner
    }

    /// Records that `origin` gives `name`, reporting a clash with an earlier claim to `report`.
    mutating func claim(_ name: String, by origin: NameOrigin, into report: inout CollisionReport) {
        guard let first = origins[name] else {
            origins[name] = origin
            return
        }
        report.clash(on: name, in: owner, by: origin, with: first)
    }

    /// Claims each name for the generated code itself; call before any spec name is claimed.
    mutating func reserve(_ names: [String], _ origin: NameOrigin = .generatedMember) {
        for name in names where origins[name] == nil {
            origins[name] = origin
        }
    }
}

/// The clashes found so far, each reported once for a pair of origins however many names they share.
struct CollisionReport {
    private(set) var diagnostics: [Diagnostic] = []
    private var reportedPairs: Set<String> = []

    mutating func clash(on name: String, in owner: String?, by origin: NameOrigin, with first: NameOrigin) {
        guard let location = origin.location else { return }
        let key = Self.key(origin) + "|" + Self.key(first)
        guard reportedPairs.insert(key).inserted else { return }
        let place = owner.map { " in '\($0)'" } ?? ""
        let start = "\(origin.phrase) gives '\(name)'\(place)"
        switch first {
        case .fixed(let clause):
            diagnostics.append(.error("\(start), which \(clause); choose another name", at: location))
        case .spec(_, let firstName):
            let otherFile = firstName.location.file.path == location.file.path ? "" : " in \(firstName.location.file.path)"
            diagnostics.append(.error(
                "\(start), as does \(first.phrase)\(otherFile); rename one of them",
                at: location,
                notes: [.note("\(first.phrase) is declared here", at: firstName.location)]
            ))
        }
    }

    private static func key(_ origin: NameOrigin) -> String {
        switch origin {
        case .spec(let kind, let name): "\(kind):\(name.location.file.path):\(name.location.offset)"
        case .fixed(let clause): "fixed:\(clause)"
        }
    }
}
