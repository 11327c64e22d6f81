/// Names the innermost type or function whose body holds a token, the way findings name their
/// declarations (``DeclarationPath``), so findings about suppression comments have a stable key too.
enum EnclosingDeclaration {
    /// The path of the declaration around the token at `tokenIndex`; empty at file level.
    static func path(at tokenIndex: Int, in tree: DeclarationTree) -> String {
        var path = ""
        var members = tree.declarations
        var enclosingType: TypeDeclaration?
        while let next = members.first(where: { contains($0, tokenIndex) }) {
            switch next {
            case .type(let type):
                path = DeclarationPath.of(type)
                enclosingType = type
                members = type.members
            case .function(let function):
                return DeclarationPath.of(function, in: enclosingType)
            default:
                return path
            }
        }
        return path
    }

    private static func contains(_ declaration: Declaration, _ tokenIndex: Int) -> Bool {
        switch declaration {
        case .type(let type): type.body?.contains(tokenIndex) ?? false
        case .function(let function): function.body?.contains(tokenIndex) ?? false
        default: false
        }
    }
}
