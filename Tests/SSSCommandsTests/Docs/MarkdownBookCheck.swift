import Foundation
import Testing
import SSSCore
@testable import SSSCommands
import SSSTestSupport

/// Compares a Markdown book generated in memory with its committed copy, or rewrites the copy when
/// `SSS_RECORD=1`.
enum MarkdownBookCheck {
    static func compare(_ files: [PlannedFile], withFolder folder: String, regenerate command: String) throws {
        let committed = Repository.files(under: folder, suffix: ".md")
        if ProcessInfo.processInfo.environment["SSS_RECORD"] == "1" {
            for url in committed { try FileManager.default.removeItem(at: url) }
            try FileManager.default.createDirectory(at: Repository.url(folder), withIntermediateDirectories: true)
            for file in files {
                try Data(file.contents.utf8).write(to: Repository.url(folder + "/" + file.path))
            }
            return
        }
        let hint = "run `\(command)` or `SSS_RECORD=1 swift test` and commit the result"
        #expect(committed.map(\.lastPathComponent).sorted() == files.map(\.path).sorted(), "\(folder) is stale: \(hint)")
        for file in files {
            let copy = try? String(contentsOf: Repository.url(folder + "/" + file.path), encoding: .utf8)
            #expect(copy == file.contents, "\(folder)/\(file.path) is stale: \(hint)")
        }
    }
}
