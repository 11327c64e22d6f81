import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// The SIMPLER specs of `Tests/Fixtures/Simpler` generate, byte for byte, the golden files checked by
/// hand in `Tests/Fixtures/Golden/Simpler` and `SimplerTests`. Run with `SSS_RECORD=1` to rewrite
/// them from the generator, then read the diff before committing it.
struct SimplerGoldenTests {
    @Test func theSpecsGenerateTheGoldenSources() throws {
        try compare(try SimplerTestSupport.plan().sources, with: SimplerTestSupport.goldenSources)
    }

    @Test func theSpecsGenerateTheGoldenTests() throws {
        try compare(try SimplerTestSupport.plan().tests, with: SimplerTestSupport.goldenTests)
    }

    private func compare(_ files: [PlannedFile], with folder: String) throws {
        let goldenFiles = Repository.files(under: folder, suffix: ".swift")
        if GenerateTestSupport.isRecording {
            try FileManager.default.createDirectory(at: Repository.url(folder), withIntermediateDirectories: true)
            for url in goldenFiles { try FileManager.default.removeItem(at: url) }
            for file in files {
                try Data(file.contents.utf8).write(to: Repository.url(folder + "/" + file.path))
            }
            return
        }
        #expect(files.map(\.path).sorted() == goldenFiles.map(\.lastPathComponent))
        for file in files {
            let golden = try String(contentsOf: Repository.url(folder + "/" + file.path), encoding: .utf8)
            #expect(file.contents == golden, "\(file.path) differs from the golden file:\n\(GoldenOutputTests.firstDifference(file.contents, golden))")
        }
    }
}
