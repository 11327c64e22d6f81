import Testing
import SSSCore
import SSSTestSupport

struct DocumentCheckerTests {
    private func root(_ text: String) throws -> DocumentMapping {
        guard case .mapping(let mapping) = try DocumentParser().parse(SourceFile(path: "c.yml", text: text)) else {
            throw DiagnosticError(.error("not a mapping"))
        }
        return mapping
    }

    @Test func readsListsInEitherSpellingAndHintsAtBrackets() throws {
        let mapping = try root("a: [x, y]\nb:\n  - z\nc: w\nd:\n  k: v\n")
        var checker = DocumentChecker()
        let a = checker.list(mapping.entries[0].value, "'a' expects a list", key: mapping.entries[0].key.location)
        let b = checker.list(mapping.entries[1].value, "'b' expects a list", key: mapping.entries[1].key.location)
        #expect(a?.map(\.shapeDescription) == ["'x'", "'y'"])
        #expect(b?.map(\.shapeDescription) == ["'z'"])
        #expect(checker.list(mapping.entries[2].value, "'c' expects a list", key: nil) == nil)
        #expect(checker.list(mapping.entries[3].value, "'d' expects a list", key: nil) == nil)
        #expect(SpecTestSupport.printed(DiagnosticError(checker.diagnostics)) == """
            c.yml:4:4: error: 'c' expects a list, found 'w'; write [w]
            c: w
               ^
            c.yml:6:3: error: 'd' expects a list, found a mapping
              k: v
              ^~~~

            """)
    }

    @Test func checksKeysChoicesAndBools() throws {
        let mapping = try root("severity: warnin\nstrict: maybe\nexclude: []\n")
        var checker = DocumentChecker()
        checker.rejectUnknownKeys(of: mapping, allowed: ["severity", "strict", "excluded"])
        #expect(checker.choice(mapping.entries[0].value, among: ["warning", "error"], "'severity' expects warning or error", key: nil) == nil)
        #expect(checker.bool(mapping.entries[1].value, "'strict' expects true or false", key: nil) == nil)
        #expect(checker.diagnostics.map(\.message) == [
            "unknown key 'exclude'; did you mean 'excluded'?",
            "'severity' expects warning or error, found 'warnin'; did you mean 'warning'?",
            "'strict' expects true or false, found 'maybe'",
        ])
        #expect(DocumentChecker.quotedList(["a"]) == "'a'")
        #expect(DocumentChecker.quotedList(["a", "b", "c"]) == "'a', 'b' or 'c'")
    }
}
