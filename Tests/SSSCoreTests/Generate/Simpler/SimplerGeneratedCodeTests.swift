import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// What `sss generate` writes for SIMPLER specs that use every key: the files and their order, code
/// that type-checks in Swift 6 mode with warnings as errors against the SwiftUI stand-in, tests that
/// type-check with either library, and the same bytes on every run.
struct SimplerGeneratedCodeTests {
    @Test func eachFeatureGetsItsFilesAndEachResourceItsFilesOnce() throws {
        let plan = try SimplerTestSupport.plan()
        #expect(plan.sources.map(\.path) == [
            "CounterModel.swift", "CounterEvent.swift", "CounterLogic.swift", "CounterStore.swift",
            "CounterDisplay.swift", "CounterControls.swift", "CounterStatus.swift",
            "ClockResource.swift", "ArchiveResource.swift", "CounterScene.swift",
            "HistoryModel.swift", "HistoryEvent.swift", "HistoryLogic.swift", "HistoryStore.swift", "HistoryList.swift", "HistoryScene.swift",
            "SettingsModel.swift", "SettingsEvent.swift", "SettingsLogic.swift", "SettingsStore.swift", "SettingsForm.swift", "SettingsScene.swift",
        ])
        #expect(plan.tests.map(\.path) == [
            "CounterLogicTests.swift", "CounterStoreTests.swift", "ClockResourceSpy.swift", "ArchiveResourceSpy.swift",
            "HistoryLogicTests.swift", "HistoryStoreTests.swift", "SettingsLogicTests.swift", "SettingsStoreTests.swift",
        ])
        #expect(!plan.sources.contains { $0.path == "NavigationControlling.swift" })
        let featureLayout = try SimplerTestSupport.plan(options: GenerationOptions(testModule: "App", layout: .feature))
        #expect(featureLayout.sources.map(\.path).prefix(2) == ["Counter/CounterModel.swift", "Counter/CounterEvent.swift"])
        #expect(featureLayout.tests.map(\.path).last == "Settings/SettingsStoreTests.swift")
        #expect(try SimplerTestSupport.plan() == plan)
    }

    @Test func theSourcesAndBothKindsOfTestsTypeCheck() throws {
        let appTypes = try SimplerTestSupport.appTypes()
        try GeneratedTypeCheckTests.expectToTypeCheck(try SimplerTestSupport.plan(), adding: appTypes)
        let xctest = try SimplerTestSupport.plan(options: GenerationOptions(testModule: "App", testFramework: .xctest))
        #expect(xctest.tests.contains { $0.contents.contains("final class CounterStoreTests: XCTestCase") })
        try GeneratedTypeCheckTests.expectToTypeCheck(xctest, adding: appTypes)
    }

    @Test func theStarterLogicDoesWhatTheSpecMakesPlain() throws {
        let plan = try SimplerTestSupport.plan()
        let logic = try #require(plan.sources.first { $0.path == "CounterLogic.swift" }).contents
        #expect(logic.contains("    func setCount(value: Int) -> CounterModel {\n        var next = self\n        next.count = value\n        return next\n    }"))
        #expect(logic.contains("    func setTitle(title: String) -> CounterModel {\n        var next = self\n        next.title = title\n"))
        #expect(logic.contains("    func setIsLocked(isOn: Bool) -> CounterModel {\n        var next = self\n        next.isLocked = isOn\n"))
        #expect(logic.contains("    func showSettings() -> CounterModel {\n        var next = self\n        next.isShowingSettings = true\n"))
        #expect(logic.contains("    func openHistory() -> CounterModel {\n        var next = self\n        next.isShowingHistory = true\n"))
        #expect(logic.contains("    func reset(mode: CounterMode, keepsHistory: Bool) -> CounterModel {\n        var next = self\n        next.mode = mode\n        return next\n"))
        #expect(logic.contains("    func increaseCount() -> CounterModel {\n        // Decide what increaseCount changes, and return the model with those changes.\n        self\n    }"))
        #expect(logic.contains("    func settingsDismissed() -> CounterModel {\n        var next = self\n        next.isShowingSettings = false\n"))
    }
}
