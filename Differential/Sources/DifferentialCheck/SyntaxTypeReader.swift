import SwiftParser
import SwiftSyntax

/// The reference side of the check: every type declaration of a file as swift-syntax parses it.
public enum SyntaxTypeReader {
    /// The type declarations of `bytes`, in source order, outer ones before their members, and whether
    /// swift-syntax found an error in the file.
    public static func records(of bytes: [UInt8]) -> (records: [TypeRecord], hasErrors: Bool) {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let collector = TypeCollector(converter: SourceLocationConverter(fileName: "", tree: tree))
        collector.walk(tree)
        return (collector.records, tree.hasError)
    }
}

/// Walks a parsed file, keeping the enclosing types and the bodies of code open at each node.
private final class TypeCollector: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private(set) var records: [TypeRecord] = []
    /// The enclosing types, innermost last, each with the number of bodies open where it was declared.
    private var types: [(component: String, bodyDepth: Int)] = []
    /// The bodies of code open at the current node, innermost last, each named by what it belongs to.
    private var bodies: [String] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, name: node.name) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, name: node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, name: node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, name: node.name) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, name: node.name) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node, name: Syntax(node.extendedType))
    }

    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    /// Records `node`, whose name (or extended type) is `name`, and makes it the innermost enclosing type.
    private func enter(_ node: some DeclGroupSyntax, name: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        let isExtension = node.is(ExtensionDeclSyntax.self)
        let spelled: String
        if isExtension {
            spelled = SyntaxText.tokens(of: name)
        } else if let token = Syntax(name).as(TokenSyntax.self) {
            spelled = token.identifier?.name ?? token.text
        } else {
            spelled = name.trimmedDescription
        }
        let location = converter.location(for: name.positionAfterSkippingLeadingTrivia)
        let inherited = node.inheritanceClause?.inheritedTypes.first?.type
        records.append(TypeRecord(
            kind: node.introducer.text, name: spelled, enclosing: types.map(\.component).joined(separator: "."),
            isLocal: !bodies.isEmpty, line: location.line, column: location.column,
            firstInheritance: inherited.map { SyntaxText.tokens(of: $0) }, firstInheritanceName: inherited.map(SyntaxText.baseName),
            modifiers: node.modifiers.map(Self.spelling), localContext: localContext(of: node)
        ))
        let component = isExtension ? TypeText.withoutGenericArguments(spelled) : spelled
        types.append((component, bodies.count))
        return .visitChildren
    }

    /// Where a local declaration sits: the innermost body around it, or the local type it is a member of.
    private func localContext(of node: some DeclGroupSyntax) -> String? {
        guard let body = bodies.last else { return nil }
        let inIf = Self.isInsideConditionalBlock(Syntax(node))
        let place = types.last.map { $0.bodyDepth == bodies.count } == true ? "a local type" : body
        return inIf ? place + " (inside #if)" : place
    }

    /// Whether an `#if` block lies between `node` and the nearest body of code around it.
    private static func isInsideConditionalBlock(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(IfConfigDeclSyntax.self) { return true }
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self)
                || parent.is(SwitchCaseSyntax.self) || parent.is(MemberBlockSyntax.self)
            {
                return false
            }
            current = parent.parent
        }
        return false
    }

    /// `private(set)` for a modifier with a `set` detail, the bare keyword otherwise (`unowned(safe)` is
    /// `unowned`), as sss's ``TypeRecord/modifiers`` spells them.
    private static func spelling(_ modifier: DeclModifierSyntax) -> String {
        guard let detail = modifier.detail, detail.detail.text == "set" else { return modifier.name.text }
        return modifier.name.text + "(set)"
    }

    // MARK: Bodies of code

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        let owner: String? =
            switch node.parent?.kind {
            case .functionDecl?: "function body"
            case .initializerDecl?: "initializer body"
            case .deinitializerDecl?: "deinitializer body"
            case .accessorDecl?: "accessor body"
            default: nil
            }
        openBody(owner)
        return .visitChildren
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        openBody(nil)
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        openBody("closure")
        return .visitChildren
    }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        openBody("accessor body")
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockSyntax) { bodies.removeLast() }
    override func visitPost(_ node: SwitchCaseSyntax) { bodies.removeLast() }
    override func visitPost(_ node: ClosureExprSyntax) { bodies.removeLast() }
    override func visitPost(_ node: AccessorBlockSyntax) { bodies.removeLast() }

    /// Opens a body owned by `owner`; a statement's block (`if`, `do`, a `switch` case) belongs to the
    /// body around it, or is top-level code.
    private func openBody(_ owner: String?) {
        bodies.append(owner ?? bodies.last ?? "top-level statement")
    }
}

/// The text of syntax nodes in the form both sides compare.
enum SyntaxText {
    /// The tokens of `node` as written, one space wherever trivia (whitespace or comments) separated two
    /// of them, then ``TypeText/normalized(_:)``.
    static func tokens(of node: some SyntaxProtocol) -> String {
        var text = ""
        var separated = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !text.isEmpty, separated || !token.leadingTrivia.isEmpty {
                text += " "
            }
            text += token.text
            separated = !token.trailingTrivia.isEmpty
        }
        return TypeText.normalized(text)
    }

    /// The name a rule compares in `type`: the last component of a plain or qualified name, looked for
    /// through optionals, attributes and `some`/`any`; any other type (a tuple, a function type, a
    /// composition, an array) in ``tokens(of:)`` form.
    static func baseName(_ type: TypeSyntax) -> String {
        if let plain = type.as(IdentifierTypeSyntax.self) { return plain.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return baseName(optional.wrappedType) }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return baseName(forced.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return baseName(attributed.baseType) }
        if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) { return baseName(someOrAny.constraint) }
        return tokens(of: type)
    }
}
