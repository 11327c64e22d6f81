/// What every linted file declares, for rules that look across files: the classes, the protocols and
/// which protocols each type conforms to, wherever the conformance is written.
public struct CodebaseIndex: Sendable {
    /// A type declaration somewhere in the codebase.
    public struct Site: Sendable {
        public let name: String
        public let qualifiedName: String
        public let path: String
        public let offset: Int
        let lineTable: LineTable

        /// The line and column of the type's name, worked out only when a finding needs it.
        public var position: LineColumn { lineTable.lineColumn(at: offset) }
    }

    /// A protocol and what it inherits.
    public struct ProtocolSite: Sendable {
        public let site: Site
        /// Inherited names as written, generic arguments and optionality removed (`Tree.Node`).
        public let inherits: [String]
        /// `AnyObject`, `class`, `@objc` or `where Self: AnyObject` written on the protocol itself.
        public let isDirectlyClassBound: Bool
    }

    private(set) var classesByName: [String: [Site]] = [:]
    private(set) var classesByQualifiedName: [String: Site] = [:]
    private(set) var protocolsByName: [String: [ProtocolSite]] = [:]
    /// Inherited names by type key, in file order; read as a set by ``conformances(of:)``.
    private(set) var conformanceLists: [String: [String]] = [:]
    private(set) var firstAssembleSites: [String: (path: String, offset: Int, conditions: [ConditionalBranch])] = [:]

    /// Merges what each file adds, in file order, so the index is the same whatever the threads.
    public init(_ files: [FileSummary]) {
        var classCount = 0
        var protocolCount = 0
        var conformanceCount = 0
        for file in files {
            classCount += file.indexEntries.classes.count
            protocolCount += file.indexEntries.protocols.count
            conformanceCount += file.indexEntries.conformances.count
        }
        classesByName.reserveCapacity(classCount)
        classesByQualifiedName.reserveCapacity(classCount)
        protocolsByName.reserveCapacity(protocolCount)
        conformanceLists.reserveCapacity(conformanceCount)
        for file in files {
            add(file.indexEntries, path: file.path)
        }
    }

    /// The class a superclass reference names, if the codebase declares it. `Tree.Node` matches a class
    /// whose qualified name ends in `Tree.Node`; a plain `Node` matches a class called `Node` at any depth.
    public func declaredClass(named reference: String) -> Site? {
        let components = reference.split(separator: ".")
        guard let last = components.last else { return nil }
        let candidates = classesByName[String(last)] ?? []
        if components.count == 1 {
            return classesByQualifiedName[reference] ?? candidates.first
        }
        return candidates.first { $0.qualifiedName == reference || $0.qualifiedName.hasSuffix("." + reference) }
    }

    /// Whether the codebase declares a class with this simple name.
    public func declaresClass(named name: String) -> Bool {
        classesByName[name] != nil
    }

    /// The protocols declared with this simple name.
    public func protocols(named name: String) -> [ProtocolSite] {
        protocolsByName[name] ?? []
    }

    /// The protocol names a type conforms to, from its declaration and every extension of it.
    public func conformances(of qualifiedName: String) -> Set<String> {
        Set(conformanceLists[qualifiedName] ?? [])
    }

    /// The key under which a type's members are indexed: its qualified name, or for an extension the
    /// extended type as written, without generic arguments.
    public static func key(of type: TypeDeclaration) -> String {
        type.kind == .extension ? TypeReference(text: type.name, offset: 0).withoutGenericArguments : type.qualifiedName
    }

    /// Whether `function` of `type` in `path` is the type's one `assemble`: the first the codebase
    /// declares, or an alternative to it in another branch of the same `#if` block.
    public func isFirstAssemble(_ function: FunctionDeclaration, of type: TypeDeclaration, in path: String) -> Bool {
        guard let site = firstAssembleSites[Self.key(of: type)], site.path == path else { return false }
        return site.offset == function.nameOffset || ConditionalBranch.areExclusive(site.conditions, function.conditions)
    }

    private mutating func add(_ entries: IndexEntries, path: String) {
        for site in entries.classes {
            classesByName[site.name, default: []].append(site)
            if classesByQualifiedName[site.qualifiedName] == nil {
                classesByQualifiedName[site.qualifiedName] = site
            }
        }
        for protocolSite in entries.protocols {
            protocolsByName[protocolSite.site.name, default: []].append(protocolSite)
        }
        for (key, offset, conditions) in entries.assembles where firstAssembleSites[key] == nil {
            firstAssembleSites[key] = (path, offset, conditions)
        }
        for (key, names) in entries.conformances {
            conformanceLists[key, default: []].append(contentsOf: names)
        }
    }

    /// `Node` for `Tree.Node`; the name itself when it has no dots.
    static func lastComponent(of name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }
}
