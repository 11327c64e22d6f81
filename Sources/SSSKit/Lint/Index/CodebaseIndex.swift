/// What every linted file declares, for rules that look across files: the classes, the protocols and
/// which protocols each type conforms to, wherever the conformance is written.
public struct CodebaseIndex: Sendable {
    /// A type declaration somewhere in the codebase.
    public struct Site: Sendable {
        public let name: String
        public let qualifiedName: String
        public let path: String
        public let offset: Int
        /// Declared `private` or `fileprivate`, or inside such a declaration: seen only in its own file.
        public let isFileScoped: Bool
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
    private(set) var classesByQualifiedName: [String: [Site]] = [:]
    /// Structs, enums, actors, protocols and type aliases by qualified name: the file of each, and
    /// whether only that file sees it.
    private(set) var otherTypesByQualifiedName: [String: [(path: String, isFileScoped: Bool)]] = [:]
    private(set) var protocolsByName: [String: [ProtocolSite]] = [:]
    /// What each type alias names, by the alias's simple name.
    private(set) var aliasTargets: [String: [String]] = [:]
    /// For each file, the scopes around its nested types by name offset (see ``IndexEntries``).
    private(set) var enclosingScopesByPath: [String: [Int: [String]]] = [:]
    /// Inherited names by type key, in file order, with the file that writes each list; read as a set
    /// by ``conformances(of:onlyIn:)``.
    private(set) var conformanceLists: [String: [(path: String, names: [String])]] = [:]
    private(set) var firstAssembleSites: [String: (path: String, offset: Int, conditions: [ConditionalBranch])] = [:]

    /// Merges what each file adds, in file order, so the index is the same whatever the threads. With
    /// two threads or more, the declarations and the conformances are merged at the same time.
    public init(_ files: [FileSummary], threads: Int = 1) {
        let halves = ParallelMap.map(count: 2, threads: threads) { half in
            var index = CodebaseIndex()
            if half == 0 {
                index.addDeclarations(of: files)
            } else {
                index.addConformances(of: files)
            }
            return index
        }
        self = halves[0]
        aliasTargets = halves[1].aliasTargets
        enclosingScopesByPath = halves[1].enclosingScopesByPath
        conformanceLists = halves[1].conformanceLists
    }

    private init() {}

    /// The class a type reference written in `path` names, looked up the way Swift looks up a name:
    /// in each scope of `scopes` (qualified names, innermost first), then at the top level. A class in
    /// a scope is found only from inside that scope; a struct, enum, protocol or type alias of the same
    /// name found first hides any class further out; `private` and `fileprivate` types are seen only
    /// in their own file. A qualified reference that names nothing is tried once more without its first
    /// component, which may be a module name (`MyModule.Base`). Backticks are ignored. `scopes` is
    /// worked out only for a reference that may name a class (see ``mayNameClass(_:)``).
    public func resolveClass(_ reference: String, from scopes: @autoclosure () -> [String], in path: String) -> Site? {
        let name = Self.withoutBackticks(reference)
        guard !name.isEmpty, mayNameClass(name) else { return nil }
        for scope in scopes() + [""] {
            switch lookUp(scope.isEmpty ? name : scope + "." + name, from: path) {
            case .class(let site): return site
            case .otherType: return nil
            case .nothing: continue
            }
        }
        guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        if case .class(let site) = lookUp(String(name[name.utf8.index(after: dot)...]), from: path) { return site }
        return nil
    }

    /// Whether `reference` may name a class of the codebase from some scope: whatever the scope, a class
    /// ``resolveClass(_:from:in:)`` finds has the reference's last component as its own name. Most
    /// references name no class at all, and need no search.
    public func mayNameClass(_ reference: String) -> Bool {
        declaresClass(named: Self.lastComponent(of: Self.withoutBackticks(reference)))
    }

    private static func withoutBackticks(_ reference: String) -> String {
        TypeReference.contains(UInt8(ascii: "`"), in: reference) ? reference.filter { $0 != "`" } : reference
    }

    /// The scopes name lookup searches from the type declared at `offset` in `path`, innermost first,
    /// the top level left out: empty for a top-level type.
    public func enclosingScopes(ofTypeAt offset: Int, in path: String) -> [String] {
        enclosingScopesByPath[path]?[offset] ?? []
    }

    private enum LookUp {
        case `class`(Site)
        case otherType
        case nothing
    }

    /// What `qualifiedName` names as seen from `path`. When both a class and another kind of type have
    /// the name (possible only across modules, or in different `#if` branches), the one in the folder
    /// closest to `path` is taken as the one in the same module; on a tie the other type wins.
    private func lookUp(_ qualifiedName: String, from path: String) -> LookUp {
        var closestClass: (site: Site, closeness: Int)?
        for site in classesByQualifiedName[qualifiedName] ?? [] where !site.isFileScoped || site.path == path {
            let closeness = Self.sharedFolderLength(site.path, path)
            if closeness > closestClass?.closeness ?? -1 { closestClass = (site, closeness) }
        }
        var otherCloseness = -1
        for other in otherTypesByQualifiedName[qualifiedName] ?? [] where !other.isFileScoped || other.path == path {
            otherCloseness = max(otherCloseness, Self.sharedFolderLength(other.path, path))
        }
        guard let closestClass, closestClass.closeness > otherCloseness else {
            return otherCloseness >= 0 ? .otherType : .nothing
        }
        return .class(closestClass.site)
    }

    /// The length in bytes of the folder path two file paths share.
    static func sharedFolderLength(_ first: String, _ second: String) -> Int {
        var shared = 0
        var length = 0
        for (left, right) in zip(first.utf8, second.utf8) {
            guard left == right else { break }
            length += 1
            if left == UInt8(ascii: "/") { shared = length }
        }
        return shared
    }

    /// Whether the codebase declares a class with this simple name.
    public func declaresClass(named name: String) -> Bool {
        classesByName[name] != nil
    }

    /// The protocols declared with this simple name.
    public func protocols(named name: String) -> [ProtocolSite] {
        protocolsByName[name] ?? []
    }

    /// The protocol names a type conforms to, from its declaration and every extension of it; only those
    /// written in `path` when given (for a `private` type, which other files cannot extend).
    public func conformances(of qualifiedName: String, onlyIn path: String? = nil) -> Set<String> {
        var names: Set<String> = []
        for list in conformanceLists[qualifiedName] ?? [] where path == nil || list.path == path {
            names.formUnion(list.names)
        }
        return names
    }

    /// `names` and every name they lead to through the codebase's protocols (what each inherits) and
    /// type aliases (what each names, compositions split at `&`).
    public func protocolsReachable(from names: Set<String>) -> Set<String> {
        var reached = names
        var waiting = Array(names)
        while let name = waiting.popLast() {
            var next = aliasTargets[name] ?? []
            for declaration in protocols(named: name) {
                next += declaration.inherits.map(Self.lastComponent(of:))
            }
            for found in next where reached.insert(found).inserted {
                waiting.append(found)
            }
        }
        return reached
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

    /// Classes, protocols, `assemble` functions and the other types, file by file.
    private mutating func addDeclarations(of files: [FileSummary]) {
        let classCount = files.reduce(0) { $0 + $1.indexEntries.classes.count }
        classesByName.reserveCapacity(classCount)
        classesByQualifiedName.reserveCapacity(classCount)
        protocolsByName.reserveCapacity(files.reduce(0) { $0 + $1.indexEntries.protocols.count })
        otherTypesByQualifiedName.reserveCapacity(files.reduce(0) { $0 + $1.indexEntries.otherTypes.count })
        // Each file's lists are read in place: copying a summary would retain every list it holds.
        for position in files.indices {
            for site in files[position].indexEntries.classes {
                classesByName[site.name, default: []].append(site)
                classesByQualifiedName[site.qualifiedName, default: []].append(site)
            }
            for protocolSite in files[position].indexEntries.protocols {
                protocolsByName[protocolSite.site.name, default: []].append(protocolSite)
            }
            for (key, offset, conditions) in files[position].indexEntries.assembles where firstAssembleSites[key] == nil {
                firstAssembleSites[key] = (files[position].path, offset, conditions)
            }
            for (qualifiedName, isFileScoped) in files[position].indexEntries.otherTypes {
                otherTypesByQualifiedName[qualifiedName, default: []].append((files[position].path, isFileScoped))
            }
        }
    }

    /// Type aliases, scopes and conformances, file by file.
    private mutating func addConformances(of files: [FileSummary]) {
        conformanceLists.reserveCapacity(files.reduce(0) { $0 + $1.indexEntries.conformances.count })
        for position in files.indices {
            for (name, targets) in files[position].indexEntries.aliases {
                aliasTargets[name, default: []].append(contentsOf: targets)
            }
            if !files[position].indexEntries.enclosingScopes.isEmpty {
                enclosingScopesByPath[files[position].path] = files[position].indexEntries.enclosingScopes
            }
            for (key, names) in files[position].indexEntries.conformances {
                conformanceLists[key, default: []].append((files[position].path, names))
            }
        }
    }

    /// `Node` for `Tree.Node`; the name itself when it has no dots.
    static func lastComponent(of name: String) -> String {
        let component = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var index = bytes.count
            while index > 0 {
                index -= 1
                if bytes[index] == UInt8(ascii: ".") { return String(decoding: bytes[(index + 1)...], as: UTF8.self) }
            }
            return nil
        }
        switch component {
        case .some(.some(let last)): return last
        case .some(.none): return name
        case .none:
            guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
            return String(name[name.utf8.index(after: dot)...])
        }
    }
}
