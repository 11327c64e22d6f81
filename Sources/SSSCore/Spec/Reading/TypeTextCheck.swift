/// Checks that the text written as a Swift type (a field's, an input's, or a parameter's) is one
/// Swift type, so that it cannot add to or cut short the declaration the generator copies it into.
///
/// It is refused when it holds a character no Swift type has and that would change the generated
/// code around it (`;`, `=`, `{`, `}`, `/`), when its brackets do not pair up, when a `,` stands
/// outside every bracket, and when it does not follow Swift's type syntax (``TypeSyntax``), as
/// `Int Int`, `42` or `Int#x` do.
struct TypeTextCheck {
    let text: SourceText

    /// The first problem with the type in `range`, or `nil`. `subject` names its owner in the
    /// message, such as `field 'title'`.
    func problem(in range: Range<Int>, of subject: String) -> Diagnostic? {
        for index in range {
            if let hint = Self.hint(forForbidden: text.bytes[index]) {
                return unexpected(at: index, in: subject, hint: hint)
            }
        }
        if let problem = text.bracketProblem(in: range) {
            return problem
        }
        var matcher = BracketMatcher(tracksAngles: true)
        for index in range {
            let byte = text.bytes[index]
            _ = matcher.consume(byte, at: index)
            if byte == UInt8(ascii: ","), matcher.depth == 0 {
                return unexpected(at: index, in: subject, hint: "the value must be a single Swift type; a tuple type goes in parentheses, such as '(Int, String)'")
            }
        }
        guard let problem = TypeSyntax(bytes: text.bytes, range: range).problem() else { return nil }
        switch problem.kind {
        case .unexpected(let token):
            let hint = token == "#" ? "comments in a spec start with ' #'" : Self.typeHint
            return .error("unexpected '\(token)' in the type of \(subject); \(hint)", at: text.location(problem.range))
        case .endsEarly:
            return .error("the type of \(subject) ends too early; \(Self.typeHint)", at: text.location(problem.range))
        }
    }

    private static let typeHint = "write one Swift type, such as 'Int', 'String?' or '[String: Int]'"

    private func unexpected(at offset: Int, in subject: String, hint: String) -> Diagnostic {
        let character = text.string(offset..<offset + 1)
        return .error("unexpected '\(character)' in the type of \(subject); \(hint)", at: text.location(offset..<offset + 1))
    }

    private static func hint(forForbidden byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "="): "a spec gives types, not default values"
        case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"): "the value must be a single Swift type"
        case UInt8(ascii: "/"): "comments in a spec start with ' #'"
        default: nil
        }
    }
}
