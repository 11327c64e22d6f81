import Foundation
import Testing
@testable import SSSCore
import SSSTestSupport

/// Findings of the codebase pass get their lines and columns by reading their files again.
struct LinePositionsTests {
    /// `Child.swift` starts with a CRLF line and a line holding a two-byte character, so a wrong line
    /// table would show here; the columns count bytes.
    private let files = [
        "Base.swift": "// é\n\nclass Base {}\n",
        "Child.swift": "import UIKit\r\n// é é\nfinal class Child: Base {}\n",
    ]

    @Test func positionsFindingsAndNotesOfTheCodebasePassInEveryFile() {
        let run = lint(InMemoryFileSystem(currentDirectory: "/code", files: files))
        #expect(run.findings.count == 1)
        let finding = run.findings.first
        #expect(finding?.path == "/code/Child.swift")
        #expect(finding?.position == LineColumn(line: 3, column: 13))
        #expect(finding?.related == [
            RelatedLocation(path: "/code/Base.swift", position: LineColumn(line: 3, column: 7), message: "'Base' is declared here"),
        ])
    }

    @Test func putsFindingsOfAFileThatCannotBeReadAgainAtItsStart() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/code", files: files)
        let reads = ReadCounter()
        fileSystem.readFailure = { path in
            reads.count(path) > 1 ? FileSystemError(path: path, reason: "No such file or directory") : nil
        }
        let run = lint(fileSystem)
        #expect(run.findings.map(\.position) == [LineColumn(line: 1, column: 1)])
        #expect(run.findings.first?.related.map(\.position) == [LineColumn(line: 1, column: 1)])
        #expect(run.skipped.isEmpty)
    }

    @Test func readsOnlyTheFilesFindingsNeed() {
        var withClean = files
        withClean["Clean.swift"] = "struct Clean {}\n"
        let fileSystem = InMemoryFileSystem(currentDirectory: "/code", files: withClean)
        let reads = ReadCounter()
        fileSystem.readFailure = { path in
            _ = reads.count(path)
            return nil
        }
        _ = lint(fileSystem)
        #expect(reads.counts == ["/code/Base.swift": 2, "/code/Child.swift": 2, "/code/Clean.swift": 1])
    }

    /// A file is read again only up to the last offset it needs a position for, however long it is.
    @Test func readsAFileAgainOnlyUpToTheLastOffsetAsked() {
        var long = files
        long["Child.swift", default: ""] += String(repeating: "// more\n", count: 1_000)
        let fileSystem = InMemoryFileSystem(currentDirectory: "/code", files: long)
        let run = lint(fileSystem)
        #expect(run.findings.map(\.position) == [LineColumn(line: 3, column: 13)])
        #expect(run.findings.first?.related.map(\.position) == [LineColumn(line: 3, column: 7)])
        // `Child` starts at byte 35 of Child.swift, `Base` at byte 13 of Base.swift.
        #expect(fileSystem.prefixReads == ["/code/Child.swift": [36], "/code/Base.swift": [14]])
    }

    /// A file rule's notes may point into other files too; those are read for their positions as well.
    @Test func positionsTheNotesOfFileRulesInOtherFiles() {
        let settings = LintSettings()
        let linter = Linter(rules: [NoteToBaseRule(settings: settings)], settings: settings, threads: 1)
        let run = linter.lint(paths: ["/code/Child.swift"], fileSystem: InMemoryFileSystem(currentDirectory: "/code", files: files))
        #expect(run.findings.map(\.position) == [LineColumn(line: 3, column: 13)])
        #expect(run.findings.first?.related == [
            RelatedLocation(path: "/code/Base.swift", position: LineColumn(line: 3, column: 7), message: "see Base"),
            RelatedLocation(path: "/code/Child.swift", position: LineColumn(line: 2, column: 4), message: "see é"),
        ])
    }

    private func lint(_ fileSystem: InMemoryFileSystem) -> LintRun {
        let settings = LintSettings()
        let linter = Linter(rules: [CustomClassInheritanceRule(settings: settings)], settings: settings, threads: 2)
        return linter.lint(paths: ["/code/Base.swift", "/code/Child.swift", "/code/Clean.swift"].filter {
            fileSystem.status(ofItemAt: $0, followingLinks: true) != nil
        }, fileSystem: fileSystem)
    }
}

/// Flags the class in `Child.swift`, with one note on the name `Base` in `Base.swift` (offset 13) and one
/// on the `é` of its own second line (offset 17).
private struct NoteToBaseRule: FileRule {
    static let description = RuleDescription(
        identifier: "note_to_base", name: "Note To Base", defaultSeverity: .warning,
        summary: "For tests.", rationale: "For tests.", fix: "None.", topic: "assembler",
        triggeringExamples: [], nonTriggeringExamples: []
    )

    init(settings: LintSettings) {}

    var membersRead: MembersRead { .none }

    func check(_ file: LintedFile) -> [Violation] {
        file.types.map { type in
            Violation(
                offset: type.nameOffset, reason: "flagged",
                related: [
                    Violation.Note(path: "/code/Base.swift", offset: 13, message: "see Base"),
                    Violation.Note(path: file.path, offset: 17, message: "see é"),
                ],
                declarationPath: type.name
            )
        }
    }
}

/// Counts the reads of each path, from any thread.
private final class ReadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var byPath: [String: Int] = [:]

    var counts: [String: Int] {
        lock.withLock { byPath }
    }

    /// Notes one more read of `path` and returns how many there have been.
    func count(_ path: String) -> Int {
        lock.withLock {
            byPath[path, default: 0] += 1
            return byPath[path] ?? 0
        }
    }
}
