import Testing
@testable import SSSCore
import SSSTestSupport

/// The lexer takes any bytes: it never traps, never recurses, and always covers every byte.
struct LexerRobustnessTests {
    @Test func readsInvalidUTF8AsUnknownBytes() {
        let bytes: [UInt8] = [0x61, 0xFF, 0xC3, 0x28, 0xED, 0xA0, 0x80, 0xE2, 0x82]
        let tokens = Lexer.tokenize(bytes)
        #expect(TokenDump.coversEveryByte(tokens, byteCount: bytes.count))
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .unknown, .leftParen, .unknown, .unknown, .unknown, .unknown, .unknown])
        #expect(tokens.filter { $0.kind == .unknown }.allSatisfy { $0.isMalformed })
    }

    @Test func keepsInvalidUTF8InsideStringsAndCommentsAsText() {
        let bytes: [UInt8] = [0x22, 0xFF, 0x22, 0x20, 0x2F, 0x2F, 0xFE]
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.map(\.kind) == [.stringStart, .stringSegment, .stringEnd, .whitespace, .lineComment])
    }

    @Test func keepsEveryTokenOfInputDenserThanCode() {
        for text in [String(repeating: "a,", count: 700), String(repeating: "(", count: 3000), "x" + String(repeating: " y", count: 900)] {
            let bytes = Array(text.utf8)
            let tokens = Lexer.tokenize(bytes)
            #expect(TokenDump.coversEveryByte(tokens, byteCount: bytes.count))
            #expect(tokens.count == bytes.count)
        }
    }

    @Test func readsNULAsAnUnknownByte() {
        #expect(TokenDump.lines("a\u{0}b") == ["identifier a", "unknown! \u{0}", "identifier b"])
    }

    @Test func coversEveryByteOfTruncatedInput() {
        let fragments = ["\"\\(", "/*", "#\"", "0x", "`", "@", "#", "\\", "\"\\", "#/", "\"\"\"", "#\"\"\"", "1e", "0x1.",
                         "'", "$", "a?", "x /", "/", "\u{FEFF}", "\r", "\"\\#(", "##", "#\"\\#"]
        for fragment in fragments {
            let bytes = Array(fragment.utf8)
            #expect(TokenDump.coversEveryByte(Lexer.tokenize(bytes), byteCount: bytes.count), "\(fragment)")
        }
        let truncated: [UInt8] = [0xF0, 0x9F, 0x90]
        #expect(TokenDump.coversEveryByte(Lexer.tokenize(truncated), byteCount: 3))
        #expect(Lexer.tokenize([]).isEmpty)
    }

    @Test(arguments: ["(", "[", "{", "/*", "\"\\(", "#\"\\#(", "\"\"\"\n\\("])
    func survivesOneHundredThousandNestedOpenings(opening: String) {
        let bytes = Array(String(repeating: opening, count: 100_000).utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(TokenDump.coversEveryByte(tokens, byteCount: bytes.count))
    }

    @Test func closesOneHundredThousandNestedInterpolations() {
        let depth = 100_000
        let source = String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth)
        let bytes = Array(source.utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(TokenDump.coversEveryByte(tokens, byteCount: bytes.count))
        #expect(tokens.filter { $0.kind == .stringEnd }.count == depth)
        #expect(!tokens.contains { $0.isMalformed })
    }

    @Test func closesOneHundredThousandNestedComments() {
        let source = String(repeating: "/*", count: 100_000) + String(repeating: "*/", count: 100_000) + "x"
        #expect(TokenDump.kinds(source) == [.blockComment, .identifier])
    }

    @Test func coversEveryByteOfRandomInput() {
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("\"#\\()/*`'{}[]$@?!.=-<> \n\rab1_é\u{0}".utf8) + [0xFF, 0xC3, 0xE2, 0x80]
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 64)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let tokens = Lexer.tokenize(bytes)
            #expect(TokenDump.coversEveryByte(tokens, byteCount: bytes.count), "\(bytes)")
        }
    }
}

/// A small deterministic random number generator, so random tests repeat exactly.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
