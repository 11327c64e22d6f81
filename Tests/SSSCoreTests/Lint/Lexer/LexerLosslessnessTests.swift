import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// Joining the tokens of a file must give back the file, for every Swift file we can find.
struct LexerLosslessnessTests {
    @Test func everySwiftFileOfThisRepositoryRoundTrips() throws {
        let files = Repository.files(under: "Sources", suffix: ".swift") + Repository.files(under: "Tests", suffix: ".swift")
        #expect(files.count > 20)
        for file in files {
            try expectLossless(file)
        }
    }

    /// Point `SSS_LEXER_CORPUS` at a folder of Swift code (for example the benchmark corpus) to check it too.
    @Test(.enabled(if: Corpus.isAvailable, "set SSS_LEXER_CORPUS to a folder of Swift code"))
    func everySwiftFileOfTheCorpusRoundTrips() throws {
        let files = Corpus.files
        try #require(!files.isEmpty, "no Swift files under \(Corpus.folder?.path ?? "")")
        for file in files {
            try expectLossless(file)
        }
    }

    private func expectLossless(_ file: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: file))
        let tokens = Lexer.tokenize(bytes)
        var expectedOffset = 0
        for token in tokens {
            guard token.offset == expectedOffset, token.length > 0 else {
                Issue.record("\(file.path): token \(token.kind) at \(token.offset), expected one at \(expectedOffset)")
                return
            }
            expectedOffset = token.end
        }
        #expect(expectedOffset == bytes.count, "\(file.path): tokens end at \(expectedOffset) of \(bytes.count)")
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        for token in tokens {
            joined.append(contentsOf: bytes[token.range])
        }
        #expect(joined == bytes, "\(file.path) does not round-trip")
    }
}
