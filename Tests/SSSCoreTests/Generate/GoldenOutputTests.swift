import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// The four bundled examples generated together are byte for byte the hand-written golden files.
///
/// Run with `SSS_RECORD=1` to rewrite the golden files from the generator, then read the diff
/// before committing it.
struct GoldenOutputTests {
    @Test func theExamplesGenerateTheGoldenSources() throws {
        let plan = try GenerateTestSupport.examplePlan()
        try Self.compare(plan.sources, with: GenerateTestSupport.goldenExamples)
    }

    @Test func theExamplesGenerateTheGoldenTests() throws {
        let plan = try GenerateTestSupport.examplePlan()
        try Self.compare(plan.tests, with: GenerateTestSupport.goldenExampleTests)
    }

    @Test func theSharedFileComesFirstThenEachSpecInOrder() throws {
        let plan = try GenerateTestSupport.examplePlan()
        #expect(plan.sources.map(\.path).prefix(5) == [
            "NavigationControlling.swift",
            "PressureRenderable.swift", "PressureRendering.swift", "PressureView.swift",
            "HatchInteraction.swift",
        ])
        #expect(plan.sources.map(\.path).suffix(2) == ["SettingsViewController.swift", "SettingsAssembler.swift"])
        #expect(plan.tests.map(\.path) == [
            "HatchInteractionTests.swift", "AirlockNavigationTests.swift",
            "PodBayDoorsInteractionTests.swift", "CommsInteractionTests.swift", "DiscoveryOneNavigationTests.swift",
            "HelpTopicsInteractionTests.swift", "HelpNavigationTests.swift",
            "PreferencesInteractionTests.swift", "SettingsNavigationTests.swift",
        ])
    }

    /// Compares `files` with the golden files of `folder`, or rewrites them when recording.
    static func compare(_ files: [PlannedFile], with folder: String) throws {
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
            let isIdentical = file.contents == golden
            #expect(isIdentical, "\(file.path) differs from the golden file:\n\(Self.firstDifference(file.contents, golden))")
        }
    }

    /// The first line where `actual` and `expected` differ, for readable failures.
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(actualLines.count, expectedLines.count) {
            let got = index < actualLines.count ? String(actualLines[index]) : "<end>"
            let want = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
            if got != want {
                return "line \(index + 1):\n  generated: \(got)\n  golden:    \(want)"
            }
        }
        return "no line differs"
    }
}
