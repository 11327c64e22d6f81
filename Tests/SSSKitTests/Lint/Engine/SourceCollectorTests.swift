import Foundation
import Testing
import SSSKit

struct SourceCollectorTests {
    @Test func findsSwiftFilesSortedAndSkipsHiddenFolders() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: [
            "App/B.swift": "",
            "App/A.swift": "",
            "App/Nested/C.swift": "",
            "App/readme.md": "",
            "App/.build/Gen.swift": "",
            "App/.hidden.swift": "",
        ])
        let result = SourceCollector(fileSystem: fileSystem).collect(["App"])
        #expect(result.files == ["/work/App/A.swift", "/work/App/B.swift", "/work/App/Nested/C.swift"])
        #expect(result.missing.isEmpty)
        #expect(result.skipped.isEmpty)
    }

    @Test func reportsMissingPathsAndNonSwiftFiles() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: ["notes.txt": "", "A.swift": ""])
        let result = SourceCollector(fileSystem: fileSystem).collect(["Nope", "notes.txt", "A.swift", "./A.swift"])
        #expect(result.files == ["/work/A.swift"])
        #expect(DiagnosticPrinter().render(result.missing) == "Nope: error: no such file or folder\n")
        #expect(DiagnosticPrinter().render(result.skipped) == "notes.txt: warning: not a Swift file; skipped\n")
    }

    @Test func endsSymbolicLinkLoopsOnDisk() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sss-walk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let inner = root.appendingPathComponent("Sources/Inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try Data().write(to: inner.appendingPathComponent("A.swift"))
        try FileManager.default.createSymbolicLink(at: inner.appendingPathComponent("Loop"), withDestinationURL: root.appendingPathComponent("Sources"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Alias.swift"), withDestinationURL: inner.appendingPathComponent("A.swift"))
        let result = SourceCollector(fileSystem: LocalFileSystem()).collect([root.path])
        #expect(result.files.count == 1)
        #expect(result.files.first?.hasSuffix("/Sources/Inner/A.swift") == true)
    }
}
