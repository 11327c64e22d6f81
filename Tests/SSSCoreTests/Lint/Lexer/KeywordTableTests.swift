import Testing
@testable import SSSCore
import SSSTestSupport

/// The keyword table must find exactly the words spelled like a keyword, whatever bytes follow the
/// word and however near a word comes to a keyword's spelling.
struct KeywordTableTests {
    /// What the table must answer: a keyword for its exact spelling, nothing for anything else.
    private static let expected: [[UInt8]: Keyword] = Dictionary(uniqueKeysWithValues: Keyword.allCases.filter { $0 != .none }.map {
        (Array($0.text.utf8), $0)
    })

    private static let spellings = Keyword.allCases.filter { $0 != .none }.map { Array($0.text.utf8) }

    /// The table's answer for `word`, followed by `trailing` in the buffer it is read from.
    private func lookedUp(_ word: [UInt8], followedBy trailing: [UInt8]) -> Keyword {
        (word + trailing).withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .none }
            return KeywordTable.shared.keyword(base, count: word.count, readable: buffer.count)
        }
    }

    private func expectClassifiedAsBefore(_ word: [UInt8]) {
        let want = Self.expected[word] ?? .none
        for trailing in [[], [0x20], Array("(x: Int) {}\n".utf8), Array(repeating: UInt8(ascii: "a"), count: 24)] {
            #expect(lookedUp(word, followedBy: trailing) == want, "\(String(decoding: word, as: UTF8.self)) before \(trailing.count) bytes")
        }
    }

    /// Words one edit away from a keyword: a byte dropped, added, changed or its case flipped.
    private static func nearMisses(of spelling: [UInt8]) -> [[UInt8]] {
        var words: [[UInt8]] = [Array(spelling.dropLast()), Array(spelling.dropFirst()), spelling + [UInt8(ascii: "s")],
                                spelling + [UInt8(ascii: "_")], spelling + [UInt8(ascii: "1")], [UInt8(ascii: "_")] + spelling,
                                [UInt8(ascii: "x")] + spelling, spelling + spelling]
        for index in spelling.indices {
            var changed = spelling
            changed[index] = changed[index] == UInt8(ascii: "z") ? UInt8(ascii: "a") : changed[index] + 1
            words.append(changed)
            var flipped = spelling
            flipped[index] ^= 0x20
            words.append(flipped)
        }
        return words.filter { !$0.isEmpty }
    }

    @Test func findsEveryKeywordWhateverFollowsIt() {
        for spelling in Self.spellings {
            expectClassifiedAsBefore(spelling)
        }
    }

    @Test func findsNoKeywordInWordsOneEditAway() {
        for spelling in Self.spellings {
            for word in Self.nearMisses(of: spelling) {
                expectClassifiedAsBefore(word)
            }
        }
    }

    @Test func findsNoKeywordInWordsSharingALongKeywordsFirstEightBytes() {
        let words = ["unsafeAd", "unsafeAdd", "unsafeAddres", "unsafeAddresses", "unsafeMu", "unsafeMutableAddres",
                     "unsafeMutableAddressX", "unsafeMutableAddresses", "unsafeMutableAdress", "protocols", "Protocols",
                     "associat", "associatedtypo", "precedencegroups", "fileprivat", "fileprivates", "extensions",
                     "typealiases", "nonmutate", "nonisolate", "distribute", "convenienc", "fallthroug", "internals",
                     "_", "__", "$", "_$", "a", "A", "if0", "Any1", "Type_", "selfie", "Self1", "lets", "va", "varr"]
        for word in words {
            expectClassifiedAsBefore(Array(word.utf8))
        }
    }

    @Test func findsNoKeywordInAnyOtherShortWord() {
        // Every word of up to two bytes over the letters, digits and `_`, and a spread of longer ones.
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789$".utf8)
        for first in alphabet {
            expectClassifiedAsBefore([first])
            for second in alphabet {
                expectClassifiedAsBefore([first, second])
            }
        }
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<20_000 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            let length = Int(state % 22) + 1
            let word = (0..<length).map { alphabet[Int((state >> UInt64(($0 * 5) % 60)) % UInt64(alphabet.count))] }
            expectClassifiedAsBefore(word)
        }
    }

    @Test func lexesEveryKeywordAsItsToken() {
        for keyword in Keyword.allCases where keyword != .none {
            for source in [keyword.text, keyword.text + " ", keyword.text + "(x)\n// trailing comment"] {
                let token = Lexer.tokenize(Array(source.utf8))[0]
                #expect(token.keyword == keyword, "\(source)")
                #expect(token.kind == (keyword.isReserved ? .keyword : .identifier), "\(source)")
            }
        }
    }
}
