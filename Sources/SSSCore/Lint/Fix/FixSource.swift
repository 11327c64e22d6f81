/// A file read in full for fixing: its tokens, every declaration with every member, and its lines.
struct FixSource {
    let path: String
    let bytes: [UInt8]
    let tokens: [Token]
    /// Every type and extension, nested and local ones included.
    let types: [TypeDeclaration]
    let lines: LineTable

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        tokens = Lexer.tokenize(bytes)
        types = DeclarationScanner.scan(bytes, tokens: tokens).allTypes
        lines = LineTable(bytes)
    }

    /// The offset of the byte at `position`.
    func offset(of position: LineColumn) -> Int {
        lines.offset(line: position.line, column: position.column)
    }

    /// The index of the token that starts at `offset`, if one does.
    func tokenIndex(startingAt offset: Int) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count && tokens[low].offset == offset ? low : nil
    }

    /// The index of the significant token after the one at `index`.
    func next(after index: Int) -> Int? {
        var position = index + 1
        while position < tokens.count {
            if !tokens[position].kind.isTrivia { return position }
            position += 1
        }
        return nil
    }

    /// The index of the significant token before the one at `index`.
    func previous(before index: Int) -> Int? {
        var position = index - 1
        while position >= 0 {
            if !tokens[position].kind.isTrivia { return position }
            position -= 1
        }
        return nil
    }

    /// The text of the token at `index`.
    func text(_ index: Int) -> String {
        String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }

    /// The type or extension whose name starts at `offset`.
    func type(namedAt offset: Int) -> TypeDeclaration? {
        types.first { $0.nameOffset == offset }
    }

    /// The property whose name starts at `offset`, with the type it belongs to and its fellow bindings
    /// (those of the same `var` or `let`, itself included, in order).
    func property(namedAt offset: Int) -> (variable: VariableDeclaration, owner: TypeDeclaration, bindings: [VariableDeclaration])? {
        for type in types {
            for case .variable(let variable) in type.members where variable.nameOffset == offset {
                let bindings = type.variables.filter { $0.offset == variable.offset }
                return (variable, type, bindings)
            }
        }
        return nil
    }

    /// The index of the last token of the type annotation `reference`: its significant tokens, taken
    /// from its first, spell its text with the blanks left out.
    func lastToken(of reference: TypeReference) -> Int? {
        guard var index = tokenIndex(startingAt: reference.offset) else { return nil }
        let wanted = reference.text.utf8.filter { $0 != UInt8(ascii: " ") }
        var spelled: [UInt8] = []
        while true {
            spelled += bytes[tokens[index].range]
            if spelled == wanted { return index }
            guard spelled.count < wanted.count, let following = next(after: index) else { return nil }
            index = following
        }
    }
}
