import Foundation
import Testing
@testable import SSSCore
import SSSTestSupport

/// ``ThreeWayMerge`` against `git merge-file -p --diff3` on many small random merges whose diffs
/// leave no choice (every line distinct), with LF, CRLF and mixed line endings and with or without
/// a final newline: the same bytes and the same number of conflicts.
struct GitMergeFileDifferentialTests {
    @Test(.enabled(if: ExternalTools.git != nil, "needs git on PATH"))
    func matchesGitOnRandomMergesWithoutRepeatedLines() throws {
        let folder = try ExternalTools.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var edits = RandomEdits(seed: 29)
        var conflicted = 0
        for _ in 0..<300 {
            let (base, ours, theirs) = edits.triple()
            let git = try ExternalTools.gitMergeFile(base: base, ours: ours, theirs: theirs, in: folder)
            let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
            let marked = result.marked(ConflictLabels(ours: "ours", base: "base", theirs: "theirs"))
            let texts = [base, ours, theirs].map { String(decoding: $0, as: UTF8.self).debugDescription }
            #expect(marked.bytes == git.output, "base \(texts[0]), ours \(texts[1]), theirs \(texts[2])")
            #expect(Int32(result.conflictCount) == git.status, "base \(texts[0]), ours \(texts[1]), theirs \(texts[2])")
            conflicted += result.isClean ? 0 : 1
        }
        #expect(conflicted > 40 && conflicted < 260, "the random merges should mix clean ones and conflicts")
    }
}
