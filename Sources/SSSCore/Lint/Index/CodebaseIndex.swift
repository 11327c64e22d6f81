/// What every linted file declares, for rules that look across files: the classes, the protocols and
/// which protocols each type conforms to, wherever the conformance is written.
package struct CodebaseIndex: Sendable {
    /// A type declaration somewhere in the codebase.
    package struct Site: Sendable {
        package let name: String
        package let qualifiedName: String
        package let path: String
        package let offset: Int
        /// Declared `private` or `fileprivate`, inside such a declaration, or local: seen only in its own
        /// file.
        package let isFileScoped: Bool
        /// For a class, the first entry of its inheritance clause as rules compare it (`Base` for
        /// `Base<Int>`), which may name its superclass; `nil` for other types.
        package var superclass: String? = nil
    }

    /// A protocol and what it inherits.
    package struct ProtocolSite: Sendable {
        package let site: Site
        /// Inherited names as written, generic arguments and optionality removed (`Tree.Node`); a
        /// composition gives the last component of each of its members.
        package let inherits: [String]
        /// `AnyObject`, `class`, `@objc` or `where Self: AnyObject` written on the protocol itself.
        package let isDirectlyClassBound: Bool
    }

    /// What each file adds, in file order.
    private let files: [FileSummary]
    /// Into each file's `classes`.
    private var classesByName = NameTable<EntryReferences>()
    private var classesByQualifiedName = NameTable<EntryReferences>()
    /// Structs, enums, actors, protocols and type aliases by qualified name, into each file's
    /// `otherTypes`: only those whose last component is also the name of a class, the only names a
    /// lookup asks about (see ``resolveClass(_:from:in:)``); the others cannot hide a class.
    private var otherTypesByQualifiedName = NameTable<EntryReferences>()
    /// Into each file's `protocols`.
    private var protocolsByName = NameTable<EntryReferences>()
    /// What each type alias names, by the alias's simple name, into each file's `aliases`.
    private var aliasTargets = NameTable<EntryReferences>()
    /// The position of each file with nested types (see ``IndexEntries/enclosingScopes``).
    private var filesWithScopes = NameTable<Int>()
    /// Inherited names by type key, in file order, into each file's `conformances`; read as a set by
    /// ``conformances(of:onlyIn:)``.
    private var conformanceLists = NameTable<EntryReferences>()
    /// Into each file's `assembles`.
    private var firstAssembleSites = NameTable<EntryReference>()

    /// Merges what each file adds, in file order, so the index is the same whatever the threads. With
    /// two threads or more, the conformances are merged at the same time as everything else.
    package init(_ files: [FileSummary], threads: Int = 1) {
        let halves = ParallelMap.map(count: 2, threads: threads) { half in
            var index = CodebaseIndex(files: files)
            if half == 0 {
                index.addDeclarations()
                index.addAliasesAndScopes()
            } else {
                index.addConformances()
            }
            return index
        }
        self = halves[0]
        conformanceLists = halves[1].conformanceLists
    }

    private init(files: [FileSummary]) {
        self.files = files
    }

    private func entries(_ reference: EntryReference) -> IndexEntries {
        files[Int(reference.file)].indexEntries
    }

    private func path(_ reference: EntryReference) -> String {
        files[Int(reference.file)].path
    }

    /// The class a type reference written in `path` names, looked up the way Swift looks up a name:
    /// in each scope of `scopes` (qualified names, innermost first), then at the top level. A class in
    /// a scope is found only from inside that scope; a struct, enum, protocol or type alias of the same
    /// name found first hides any class further out; `private` and `fileprivate` types are seen only
    /// in their own file. A qualified reference that names nothing is tried once more without its first
    /// component, which may be a module name (`MyModule.Base`). Backticks are ignored. `scopes` is
    /// worked out only for a reference that may name a class (see ``mayNameClass(_:)``).
    package func resolveClass(_ reference: String, from scopes: @autoclosure () -> [String], in path: String) -> Site? {
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
    package func mayNameClass(_ reference: String) -> Bool {
        declaresClass(named: Self.lastComponent(of: Self.withoutBackticks(reference)))
    }

    /// `reference` with its backticks removed; the text itself when it has none.
    static func withoutBackticks(_ reference: String) -> String {
        TypeReference.contains(UInt8(ascii: "`"), in: reference) ? reference.filter { $0 != "`" } : reference
    }

    /// The scopes name lookup searches from the type declared at `offset` in `path`, innermost first,
    /// the top level left out: empty for a top-level type.
    package func enclosingScopes(ofTypeAt offset: Int, in path: String) -> [String] {
        guard let file = filesWithScopes[path] else { return [] }
        return files[file].indexEntries.enclosingScopes[offset] ?? []
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
        for reference in classesByQualifiedName[qualifiedName] ?? EntryReferences() {
            let site = entries(reference).classes[Int(reference.entry)]
            guard !site.isFileScoped || site.path == path else { continue }
            let closeness = Self.sharedFolderLength(site.path, path)
            if closeness > closestClass?.closeness ?? -1 { closestClass = (site, closeness) }
        }
        var otherCloseness = -1
        for reference in otherTypesByQualifiedName[qualifiedName] ?? EntryReferences() {
            let otherPath = self.path(reference)
            guard !entries(reference).otherTypes[Int(reference.entry)].isFileScoped || otherPath == path else { continue }
            otherCloseness = max(otherCloseness, Self.sharedFolderLength(otherPath, path))
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
    package func declaresClass(named name: String) -> Bool {
        classesByName[name] != nil
    }

    /// The protocols declared with this simple name.
    package func protocols(named name: String) -> [ProtocolSite] {
        (protocolsByName[name] ?? EntryReferences()).map { entries($0).protocols[Int($0.entry)] }
    }

    /// The protocol names a type conforms to, from its declaration and every extension of it; only those
    /// written in `path` when given (for a `private` type, which other files cannot extend).
    package func conformances(of qualifiedName: String, onlyIn path: String? = nil) -> Set<String> {
        var names: Set<String> = []
        for reference in conformanceLists[qualifiedName] ?? EntryReferences() where path == nil || self.path(reference) == path {
            names.formUnion(IndexEntries.conformanceNames(of: entries(reference).conformances[Int(reference.entry)].inheritance))
        }
        return names
    }

    /// The protocol names the class `type`, declared in `path`, conforms to, as ``conformances(of:onlyIn:)``
    /// gives them, and those of each superclass the codebase declares, found as
    /// ``resolveClass(_:from:in:)`` finds them: a class adopts what its superclass adopts.
    package func conformances(ofClass type: TypeDeclaration, in path: String) -> Set<String> {
        let start = Site(
            name: type.name, qualifiedName: key(of: type, in: path), path: path, offset: type.nameOffset,
            isFileScoped: type.isLocal, superclass: type.inheritance.first.map { Self.withoutBackticks($0.named) }
        )
        return Set(conformanceList(ofClass: start))
    }

    /// The protocol names the class at `site` conforms to, its superclasses' included (see
    /// ``conformances(ofClass:in:)``), each once, in the order they are declared: the class's own clause,
    /// then its extensions in file order, then its superclass's, and so on.
    package func conformanceList(ofClass site: Site) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        var visited: Set<String> = []
        var next: Site? = site
        while let current = next, visited.insert(current.path + ":" + String(current.offset)).inserted {
            let onlyIn = current.isFileScoped ? current.path : nil
            for reference in conformanceLists[current.qualifiedName] ?? EntryReferences() where onlyIn == nil || path(reference) == onlyIn {
                let inheritance = entries(reference).conformances[Int(reference.entry)].inheritance
                for name in IndexEntries.conformanceNames(of: inheritance) where seen.insert(name).inserted {
                    names.append(name)
                }
            }
            next = current.superclass.flatMap {
                resolveClass($0, from: enclosingScopes(ofTypeAt: current.offset, in: current.path), in: current.path)
            }
        }
        return names
    }

    /// `names` and every name they lead to through the codebase's protocols (what each inherits) and
    /// type aliases (what each names, compositions split at `&`).
    package func protocolsReachable(from names: Set<String>) -> Set<String> {
        var reached = names
        var waiting = Array(names)
        while let name = waiting.popLast() {
            var next = (aliasTargets[name] ?? EntryReferences()).flatMap { entries($0).aliases[Int($0.entry)].targets }
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
    /// extended type as written, without generic arguments. A local type has a key of its own (see
    /// ``key(of:in:)``).
    package static func key(of type: TypeDeclaration) -> String {
        type.kind == .extension ? TypeReference(text: type.name, offset: 0).withoutGenericArguments : type.qualifiedName
    }

    /// The key under which `type`, declared in `path`, is indexed: for a local type, one that names the
    /// body of code it is declared in, so it is reached only from inside that body.
    package func key(of type: TypeDeclaration, in path: String) -> String {
        guard type.isLocal, let file = filesWithScopes[path], let key = files[file].indexEntries.localKeys[type.nameOffset] else {
            return Self.key(of: type)
        }
        return key
    }

    /// Whether `function` of `type` in `path` is the type's one `assemble`: the first the codebase
    /// declares, or an alternative to it in another branch of the same `#if` block.
    package func isFirstAssemble(_ function: FunctionDeclaration, of type: TypeDeclaration, in path: String) -> Bool {
        guard let reference = firstAssembleSites[key(of: type, in: path)], self.path(reference) == path else { return false }
        let site = entries(reference).assembles[Int(reference.entry)]
        return site.offset == function.nameOffset || ConditionalBranch.areExclusive(site.conditions, function.conditions)
    }

    /// Classes, protocols and `assemble` functions, file by file; then the other types that share a
    /// class's name.
    private mutating func addDeclarations() {
        // Through a local copy of the list, each name is read in place as a key.
        let files = self.files
        let classCount = files.reduce(0) { $0 + $1.indexEntries.classes.count }
        classesByName = NameTable(minimumCapacity: classCount)
        classesByQualifiedName = NameTable(minimumCapacity: classCount)
        protocolsByName = NameTable(minimumCapacity: files.reduce(0) { $0 + $1.indexEntries.protocols.count })
        for file in files.indices {
            let classes = files[file].indexEntries.classes
            for entry in classes.indices {
                let reference = EntryReference(file, entry)
                classesByName.update(classes[entry].name, default: EntryReferences()) { $0.append(reference) }
                classesByQualifiedName.update(classes[entry].qualifiedName, default: EntryReferences()) { $0.append(reference) }
            }
            let protocols = files[file].indexEntries.protocols
            for entry in protocols.indices {
                protocolsByName.update(protocols[entry].site.name, default: EntryReferences()) { $0.append(EntryReference(file, entry)) }
            }
            let assembles = files[file].indexEntries.assembles
            for entry in assembles.indices {
                firstAssembleSites.insertIfAbsent(EntryReference(file, entry), for: assembles[entry].key)
            }
        }
        for file in files.indices {
            let otherTypes = files[file].indexEntries.otherTypes
            for entry in otherTypes.indices where declaresClass(named: Self.lastComponent(of: otherTypes[entry].qualifiedName)) {
                let reference = EntryReference(file, entry)
                otherTypesByQualifiedName.update(otherTypes[entry].qualifiedName, default: EntryReferences()) { $0.append(reference) }
            }
        }
    }

    /// Type aliases and the files with nested types, file by file.
    private mutating func addAliasesAndScopes() {
        let files = self.files
        for file in files.indices {
            let aliases = files[file].indexEntries.aliases
            for entry in aliases.indices where !aliases[entry].targets.isEmpty {
                aliasTargets.update(aliases[entry].name, default: EntryReferences()) { $0.append(EntryReference(file, entry)) }
            }
            if !files[file].indexEntries.enclosingScopes.isEmpty {
                filesWithScopes.update(files[file].path, default: file) { $0 = file }
            }
        }
    }

    /// Conformances, file by file: the longer of the two halves, so it is all the second one does.
    private mutating func addConformances() {
        let files = self.files
        conformanceLists = NameTable(minimumCapacity: files.reduce(0) { $0 + $1.indexEntries.conformances.count })
        for file in files.indices {
            let conformances = files[file].indexEntries.conformances
            for entry in conformances.indices {
                conformanceLists.update(conformances[entry].key, default: EntryReferences()) { $0.append(EntryReference(file, entry)) }
            }
        }
    }

    /// `Node` for `Tree.Node`; the name itself when it has no dots.
    static func lastComponent(of name: String) -> String {
        // Most names have no dot, which one search of the bytes tells.
        guard TypeReference.contains(UInt8(ascii: "."), in: name) else { return name }
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
