import Testing
@testable import SSSCore
import SSSTestSupport

struct EntryReferencesTests {
    @Test func keepsEntriesInTheOrderTheyWereAdded() {
        var references = CodebaseIndex.EntryReferences()
        #expect(references.isEmpty)
        for file in 0..<5 {
            references.append(CodebaseIndex.EntryReference(file, 10 - file))
            #expect(references.count == file + 1)
        }
        #expect(references.map(\.file) == [0, 1, 2, 3, 4])
        #expect(references.map(\.entry) == [10, 9, 8, 7, 6])
    }
}
