/// What one file adds to the ``CodebaseIndex``, worked out while the file is summarized (in parallel
/// with other files), so building the index only merges these lists in file order.
struct IndexEntries: Sendable {
    /// The classes the file declares.
    var classes: [CodebaseIndex.Site] = []
    /// The protocols the file declares.
    var protocols: [CodebaseIndex.ProtocolSite] = []
    /// For each type or extension with an inheritance clause: its index key and the last component of
    /// each inherited name.
    var conformances: [(key: String, names: [String])] = []
    /// For each type or extension with an `assemble` function: its index key, and the name offset and
    /// `#if` branches of the first such function.
    var assembles: [(key: String, offset: Int, conditions: [ConditionalBranch])] = []

    init(types: [TypeDeclaration], path: String, lineTable: LineTable) {
        for type in types {
            let site = CodebaseIndex.Site(
                name: type.name, qualifiedName: type.qualifiedName, path: path, offset: type.nameOffset, lineTable: lineTable
            )
            let inherited = type.inheritance.map(\.withoutGenericArguments)
            switch type.kind {
            case .class:
                classes.append(site)
            case .protocol:
                protocols.append(CodebaseIndex.ProtocolSite(
                    site: site, inherits: inherited, isDirectlyClassBound: Self.isClassBound(type)
                ))
            default:
                break
            }
            let key = CodebaseIndex.key(of: type)
            if let assemble = Self.firstAssemble(in: type) {
                assembles.append((key, assemble.nameOffset, assemble.conditions))
            }
            if !inherited.isEmpty {
                conformances.append((key, inherited.map(CodebaseIndex.lastComponent(of:))))
            }
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
