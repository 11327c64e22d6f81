extension Lexer {
    /// Words a function's signature may hold between its parentheses and its body; any other keyword,
    /// such as one that starts the next declaration, stops the skim.
    private static func isSignatureWord(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .none, .throws, .rethrows, .async, .where, .some, .any, .each, .sending, .Any, .Self, .Type, .Protocol:
            true
        default:
            false
        }
    }

    /// Called right after the name of a function declared with `func` is emitted: when a body follows,
    /// emits everything from the name up to the body's `{` as one ``TokenKind/blockComment`` flagged
    /// ``TokenFlags/skimmedSignature``.
    ///
    /// The scanner walks past the signature of a function no rule reads, so it needs none of these
    /// tokens. Only a signature the skim can vouch for is skimmed: one whose `{` is on the name's line,
    /// outside parentheses and brackets, with nothing outside them but blank space, the punctuation of
    /// types and the words ``isSignatureWord(_:)`` allows. So a function with no body, whose line ends
    /// before the next declaration, keeps its tokens, and so does a signature with an attribute, a
    /// comment or a string outside parentheses, or a brace anywhere.
    mutating func skimSignature() {
        guard let open = skimmedSignatureEnd(from: position), open > position else { return }
        emit(.blockComment, from: position, to: open, flags: .skimmedSignature)
        skimmedRegions += 1
    }

    /// The offset of the `{` that opens the body of the function whose name ends at `start`, or `nil`.
    private mutating func skimmedSignatureEnd(from start: Int) -> Int? {
        var index = start
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09:
                index += 1
            case UInt8(ascii: "{"):
                return index
            case UInt8(ascii: "("), UInt8(ascii: "["):
                // The scanner stops reading parameters at a brace, such as a closure's as a default value.
                guard let close = skimmedGroupEnd(from: index + 1, opening: byte) else { return nil }
                index = close + 1
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "."),
                UInt8(ascii: "-"), UInt8(ascii: "&"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "="),
                UInt8(ascii: "~"):
                index += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                let (end, isASCII) = input.nameEnd(from: index)
                guard isASCII, Self.isSignatureWord(input.keyword(at: index, count: end - index)) else { return nil }
                index = end
            default:
                return nil
            }
        }
        return nil
    }
}
