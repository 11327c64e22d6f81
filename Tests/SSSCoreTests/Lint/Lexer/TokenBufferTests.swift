import Testing
@testable import SSSCore
import SSSTestSupport

/// The token buffer must give back exactly the tokens appended to it, in order, whether they fit in the
/// array's storage set aside for them or outgrew it.
struct TokenBufferTests {
    private func token(_ index: Int) -> Token {
        Token(index % 3 == 0 ? .identifier : .comma, offset: index, length: 1 + index % 5, keyword: index % 7 == 0 ? .let : .none)
    }

    private func filled(capacity: Int, count: Int) -> [Token] {
        TokenBuffer.makeArray(capacity: capacity) { buffer in
            var buffer = buffer
            for index in 0..<count {
                buffer.append(token(index))
            }
            return buffer
        }
    }

    @Test func keepsTokensThatFitInTheEstimate() {
        #expect(filled(capacity: 100, count: 100) == (0..<100).map(token))
        #expect(filled(capacity: 100, count: 7) == (0..<7).map(token))
        #expect(filled(capacity: 100, count: 0).isEmpty)
    }

    @Test func keepsTokensThatOutgrowTheEstimateManyTimesOver() {
        for capacity in [0, 1, 2, 3, 64] {
            for count in [1, 2, 3, 65, 129, 1000] {
                #expect(filled(capacity: capacity, count: count) == (0..<count).map(token), "\(count) tokens in room for \(capacity)")
            }
        }
    }

    @Test func changesATokenInPlaceBeforeAndAfterGrowing() {
        let tokens = TokenBuffer.makeArray(capacity: 4) { buffer in
            var buffer = buffer
            for index in 0..<10 {
                buffer.append(token(index))
                if index == 2 || index == 9 {
                    buffer[1].flags.insert(.malformed)
                    buffer[index].flags.insert(.multiline)
                }
            }
            #expect(buffer.count == 10)
            return buffer
        }
        var expected = (0..<10).map(token)
        expected[1].flags = .malformed
        expected[2].flags = .multiline
        expected[9].flags = .multiline
        #expect(tokens == expected)
    }

    @Test func lexesAFileOfOneByteTokensPastTheEstimateWhenSkimming() {
        // One token per byte, five times the one per five bytes set aside when skimming.
        let source = "let a = [" + String(repeating: "(),", count: 4000) + "]\n" + String(repeating: "\"\\(a)\"\n", count: 500)
        let bytes = Array(source.utf8)
        let skimmed = Lexer.tokenizeSkimmingBodies(bytes)
        let plain = Lexer.tokenize(bytes)
        #expect(skimmed.skimmed == 0)
        #expect(skimmed.tokens.count > bytes.count / 2)
        #expect(skimmed.tokens == plain)
        #expect(TokenDump.coversEveryByte(plain, byteCount: bytes.count))
    }

    @Test func lexesAFileOfOneByteTokensPastTheEstimate() {
        let bytes = Array(String(repeating: "(),[]{};:", count: 3000).utf8)
        let tokens = Lexer.tokenize(bytes)
        #expect(tokens.count == bytes.count)
        #expect(TokenDump.coversEveryByte(tokens, byteCount: bytes.count))
        #expect(tokens.enumerated().allSatisfy { $0.element.offset == $0.offset && $0.element.length == 1 })
    }
}
