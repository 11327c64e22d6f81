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
    @Test func everySwiftFileOfTheCorpusRoundTrips() throws {
        guard let folder = ProcessInfo.processInfo.environment["SSS_LEXER_CORPUS"], !folder.isEmpty else { return }
        let files = Self.swiftFiles(under: URL(fileURLWithPath: folder))
        #expect(!files.isEmpty, "no Swift files under \(folder)")
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

    static func swiftFiles(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path }
    }
}
