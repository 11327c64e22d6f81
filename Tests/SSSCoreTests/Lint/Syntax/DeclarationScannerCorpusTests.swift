import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// The scanner runs over real code without trapping, and what it reports points into the file.
struct DeclarationScannerCorpusTests {
    @Test func scansEverySwiftFileOfThisRepository() throws {
        let files = Repository.files(under: "Sources", suffix: ".swift") + Repository.files(under: "Tests", suffix: ".swift")
        var typeNames: Set<String> = []
        for file in files {
            typeNames.formUnion(try expectConsistentDeclarations(in: file))
        }
        #expect(typeNames.isSuperset(of: ["Lexer", "Token", "DeclarationScanner", "TypeDeclaration", "Diagnostic"]))
    }

    /// Point `SSS_LEXER_CORPUS` at a folder of Swift code (for example the benchmark corpus) to scan it too.
    @Test(.enabled(if: Corpus.isAvailable, "set SSS_LEXER_CORPUS to a folder of Swift code"))
    func scansEverySwiftFileOfTheCorpus() throws {
        let files = Corpus.files
        try #require(!files.isEmpty, "no Swift files under \(Corpus.folder?.path ?? "")")
        for file in files {
            _ = try expectConsistentDeclarations(in: file)
        }
    }

    private func expectConsistentDeclarations(in file: URL) throws -> Set<String> {
        let bytes = [UInt8](try Data(contentsOf: file))
        let tokens = Lexer.tokenize(bytes)
        let tree = DeclarationScanner.scan(bytes, tokens: tokens)
        var pending = tree.declarations
        var typeNames: Set<String> = []
        while let declaration = pending.popLast() {
            #expect(declaration.nameOffset < bytes.count, "\(file.path): \(declaration.name)")
            switch declaration {
            case .type(let type):
                typeNames.insert(type.name)
                pending.append(contentsOf: type.members)
                expectBrackets(type.body, in: tokens, file: file)
            case .function(let function):
                expectBrackets(function.body, in: tokens, file: file)
            case .variable(let variable):
                expectBrackets(variable.accessors, in: tokens, file: file)
            default:
                break
            }
        }
        return typeNames
    }

    private func expectBrackets(_ range: Range<Int>?, in tokens: [Token], file: URL) {
        guard let range else { return }
        #expect(range.upperBound <= tokens.count && !range.isEmpty, "\(file.path)")
        guard range.upperBound <= tokens.count, !range.isEmpty else { return }
        #expect(tokens[range.lowerBound].kind == .leftBrace, "\(file.path)")
        #expect(range.upperBound == tokens.count || tokens[range.upperBound - 1].kind == .rightBrace, "\(file.path)")
    }
}
