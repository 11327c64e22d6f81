import Testing
@testable import SSSCore
import SSSTestSupport

struct TokenBufferTests {
    @Test func aLentBufferThatFillsUpMovesItsTokensToMemoryOfItsOwn() {
        let lent = UnsafeMutableBufferPointer<Token>.allocate(capacity: 4)
        defer { lent.deallocate() }
        guard var buffer = TokenBuffer(lending: lent) else {
            Issue.record("no buffer over lent memory")
            return
        }
        for offset in 0..<4 {
            buffer.append(Token(.comma, offset: offset, length: 1))
        }
        #expect(!buffer.ownsMemory)
        for offset in 4..<11 {
            buffer.append(Token(.comma, offset: offset, length: 1))
        }
        #expect(buffer.ownsMemory)
        #expect(buffer.array.map(\.offset) == Array(0..<11))
        buffer.deallocate()
    }

    /// Input without function bodies skims to the same tokens as it lexes to; from a few hundred bytes
    /// on, one-byte tokens outgrow the room the skimming lexer starts with, once or several times.
    @Test(arguments: [1, 100, 1_000, 10_000])
    func denseInputOutgrowsTheFirstArrayAndLosesNoToken(_ repeats: Int) {
        let bytes = Array(String(repeating: "a,(b);[c]:", count: repeats).utf8)
        let skimmed = Lexer.tokenizeSkimmingBodies(bytes).tokens
        #expect(skimmed == Lexer.tokenize(bytes))
        #expect(skimmed.count == 10 * repeats)
    }
}
