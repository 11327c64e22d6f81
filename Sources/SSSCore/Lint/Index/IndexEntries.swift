/// What one file adds to the ``CodebaseIndex``, worked out while the file is summarized (in parallel
/// with other files), so building the index only merges these lists in file order.
struct IndexEntries: Sendable {
    /// The classes the file declares.
    var classes: [CodebaseIndex.Site] = []
    /// The protocols the file declares.
    var protocols: [CodebaseIndex.ProtocolSite] = []
    /// The other named types the file declares (structs, enums, actors, protocols, type aliases), by
    /// qualified name, and whether only this file can see each.
    var otherTypes: [(qualifiedName: String, isFileScoped: Bool)] = []
    /// The type aliases the file declares outside protocols: simple name and the last component of each
    /// type the alias names (`[A, B]` for `A & B`).
    var aliases: [(name: String, targets: [String])] = []
    /// For each type nested in another type or in an extension, by name offset: the qualified names of
    /// the scopes around it that name lookup searches, innermost first. Top-level types have none.
    var enclosingScopes: [Int: [String]] = [:]
    /// For each type or extension with an inheritance clause: its index key and the clause as scanned.
    /// The names rules compare are read from the clause only for the types a rule asks about (see
    /// ``conformanceNames(of:)``).
    var conformances: [(key: String, inheritance: [TypeReference])] = []
    /// For each type or extension with an `assemble` function: its index key, and the name offset and
    /// `#if` branches of the first such function.
    var assembles: [(key: String, offset: Int, conditions: [ConditionalBranch])] = []
    /// The index key of each local type, by name offset (see ``localKey(of:inside:)``).
    var localKeys: [Int: String] = [:]

    /// Walks `declarations`, a file's top-level declarations, and every type nested in them, outer
    /// types before their members.
    init(declarations: [Declaration], path: String) {
        var open: [(members: [Declaration], next: Int, scopes: [String], isFileScoped: Bool)] = [(declarations, 0, [], false)]
        while let last = open.indices.last {
            let position = open[last].next
            guard position < open[last].members.count else {
                open.removeLast()
                continue
            }
            open[last].next = position + 1
            let outerIsFileScoped = open[last].isFileScoped
            switch open[last].members[position] {
            case .type(let type):
                var scopes = open[last].scopes
                var isFileScoped = outerIsFileScoped || Self.isFileScoped(type.modifiers)
                var key = CodebaseIndex.key(of: type)
                if let local = type.localScope {
                    // A local type is seen only in the bodies of code around it, and in its own file.
                    scopes = local.blocks.map(Self.blockScope(at:)) + scopes
                    key = Self.localKey(of: type, inside: scopes.first ?? "")
                    localKeys[type.nameOffset] = key
                    isFileScoped = true
                }
                if !scopes.isEmpty {
                    enclosingScopes[type.nameOffset] = scopes
                }
                add(type, key: key, isFileScoped: isFileScoped, path: path)
                if Self.holdsTypesOrAliases(type.members) {
                    let inner = type.kind == .extension ? [key] : [key] + scopes
                    open.append((type.members, 0, inner, isFileScoped))
                }
            case .typeAlias(let alias) where !alias.isAssociatedType:
                let qualifiedName = open[last].scopes.first.map { $0 + "." + alias.name } ?? alias.name
                otherTypes.append((qualifiedName, outerIsFileScoped || Self.isFileScoped(alias.modifiers)))
                if let target = alias.type {
                    aliases.append((alias.name, Self.components(of: target)))
                }
            default:
                break
            }
        }
    }

    /// The scope of the body of code whose `{` is at `offset`: a name no type can have, under which the
    /// local types declared right in that body are filed.
    static func blockScope(at offset: Int) -> String {
        "{\(offset)}"
    }

    /// The key of a local type whose innermost scope (a body of code, or the local type around it) is
    /// `scope`: `{120}.Probe`, `{120}.Probe.Packet`. Two local types of the same name in different
    /// bodies have different keys, and no reference from outside those bodies reaches them.
    private static func localKey(of type: TypeDeclaration, inside scope: String) -> String {
        scope.isEmpty ? type.qualifiedName : scope + "." + type.name
    }

    private mutating func add(_ type: TypeDeclaration, key: String, isFileScoped: Bool, path: String) {
        func site() -> CodebaseIndex.Site {
            CodebaseIndex.Site(
                name: type.name, qualifiedName: key, path: path, offset: type.nameOffset, isFileScoped: isFileScoped,
                superclass: type.kind == .class ? type.inheritance.first.map { CodebaseIndex.withoutBackticks($0.named) } : nil
            )
        }
        switch type.kind {
        case .class:
            classes.append(site())
        case .protocol:
            protocols.append(CodebaseIndex.ProtocolSite(
                site: site(), inherits: type.inheritance.flatMap(Self.inheritedNames(of:)),
                isDirectlyClassBound: Self.isClassBound(type)
            ))
            otherTypes.append((key, isFileScoped))
        case .struct, .enum, .actor:
            otherTypes.append((key, isFileScoped))
        case .extension:
            break
        }
        let assemble = Self.firstAssemble(in: type)
        guard assemble != nil || !type.inheritance.isEmpty else { return }
        if let assemble {
            assembles.append((key, assemble.nameOffset, assemble.conditions))
        }
        if !type.inheritance.isEmpty {
            conformances.append((key, type.inheritance))
        }
    }

    /// The protocol names an inheritance clause adopts, as rules compare them: the last component of each
    /// name its entries stand for (see ``inheritedNames(of:)``).
    static func conformanceNames(of inheritance: [TypeReference]) -> [String] {
        var names: [String] = []
        for inherited in inheritance {
            appendInheritedNames(of: inherited, to: &names)
        }
        return names.map(CodebaseIndex.lastComponent(of:))
    }

    /// The names an inheritance entry stands for, as rules compare them: the named type, or each member
    /// of a composition (`Drawing & Sendable` gives both).
    private static func inheritedNames(of entry: TypeReference) -> [String] {
        var names: [String] = []
        appendInheritedNames(of: entry, to: &names)
        return names
    }

    /// Appends the names of ``inheritedNames(of:)`` to `names`; most entries name one type, for which no
    /// list is made.
    private static func appendInheritedNames(of entry: TypeReference, to names: inout [String]) {
        if TypeReference.contains(UInt8(ascii: "&"), in: entry.text) {
            names += components(of: entry)
        } else {
            names.append(entry.named)
        }
    }

    /// Whether `members` hold a type or a type alias, the only members this walk reads.
    private static func holdsTypesOrAliases(_ members: [Declaration]) -> Bool {
        members.contains {
            switch $0 {
            case .type, .typeAlias: true
            case .function, .variable, .enumCase: false
            }
        }
    }

    /// `private` and `fileprivate` declarations, and everything inside them, are seen only in their file.
    private static func isFileScoped(_ modifiers: Modifiers) -> Bool {
        !modifiers.isDisjoint(with: [.private, .fileprivate])
    }

    /// The last component of each type an alias names, split at `&`: `[A, B]` for `(any Module.A & B)?`.
    /// Works on the UTF-8 bytes: parentheses, `?` and `!` are dropped, and each part's last word is kept.
    private static func components(of target: TypeReference) -> [String] {
        let text = target.withoutGenericArguments
        // Most aliases name one plain type: nothing to split or drop.
        if !text.utf8.contains(where: { separatesComponents($0) }) {
            return text.isEmpty ? [] : [CodebaseIndex.lastComponent(of: text)]
        }
        var result: [String] = []
        var word: [UInt8] = []
        var lastWord: [UInt8] = []
        func endPart() {
            if !word.isEmpty { lastWord = word }
            if !lastWord.isEmpty {
                result.append(CodebaseIndex.lastComponent(of: String(decoding: lastWord, as: UTF8.self)))
            }
            word.removeAll(keepingCapacity: true)
            lastWord.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"):
                endPart()
            case UInt8(ascii: " "):
                if !word.isEmpty {
                    lastWord = word
                    word.removeAll(keepingCapacity: true)
                }
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "?"), UInt8(ascii: "!"):
                continue
            default:
                word.append(byte)
            }
        }
        endPart()
        return result
    }

    /// The bytes ``components(of:)`` splits at or drops.
    private static func separatesComponents(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: " "), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "?"), UInt8(ascii: "!"): true
        default: false
        }
    }

    /// The first `assemble` function among the members of `type`.
    private static func firstAssemble(in type: TypeDeclaration) -> FunctionDeclaration? {
        for case .function(let function) in type.members where function.kind == .function && function.name == "assemble" {
            return function
        }
        return nil
    }

    private static func isClassBound(_ type: TypeDeclaration) -> Bool {
        if type.attributes.contains(where: { $0.name == "objc" }) { return true }
        if type.inheritance.contains(where: { $0.text == "AnyObject" || $0.text == "class" }) { return true }
        guard let requirements = type.whereClause?.text else { return false }
        let compact = requirements.filter { $0 != " " }
        return compact.contains("Self:AnyObject") || compact.contains("Self:class")
    }
}
