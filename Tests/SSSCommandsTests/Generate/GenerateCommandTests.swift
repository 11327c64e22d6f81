import Foundation
import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// `sss generate` through the library: what it prints, what it writes and its exit code.
struct GenerateCommandTests {
    let examples = GenerateTestSupport.exampleSpecArguments

    private func created(_ folder: String, _ plan: GenerationPlan) -> String {
        plan.sources.map { ReportLines.line("create", Path.join(folder, $0.path)) }.joined()
            + ReportLines.line("create", Path.join(folder, ".sss-generated.json"))
    }

    @Test func createsEveryFileThenFindsThemIdentical() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem()
        let plan = try GenerateTestSupport.examplePlan()
        let first = TestContext(fileSystem: fileSystem)
        #expect(first.run(["generate"] + examples + ["--output", "out"]) == .success)
        #expect(first.output.text == created("out", plan))
        #expect(first.errorOutput.text.isEmpty)
        for file in plan.sources {
            #expect(fileSystem.files["/work/out/" + file.path] == (try GenerateTestSupport.golden(file.path)))
        }
        let before = GenerateTestSupport.snapshot(fileSystem)
        let second = TestContext(fileSystem: fileSystem)
        #expect(second.run(["generate"] + examples + ["-o", "out"]) == .success)
        #expect(second.output.text == plan.sources.map { ReportLines.line("identical", "out/\($0.path)") }.joined()
            + "   identical  out/.sss-generated.json\n")
        #expect(GenerateTestSupport.changedPaths(before, GenerateTestSupport.snapshot(fileSystem)) == [])
    }

    @Test func writesIntoTheCurrentFolderByDefaultAndPrintsPathsAsTyped() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem()
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run(["generate", "Examples/Settings.sss.yml"]) == .success)
        #expect(test.output.text.hasPrefix("      create  NavigationControlling.swift\n      create  PreferenceRenderable.swift\n"))
        let absolute = TestContext(fileSystem: fileSystem)
        #expect(absolute.run(["generate", "Examples/Settings.sss.yml", "--output", "/tmp/Out/"]) == .success)
        #expect(absolute.output.text.hasPrefix("      create  /tmp/Out/NavigationControlling.swift\n"))
        #expect(fileSystem.files["/tmp/Out/SettingsAssembler.swift"] == (try GenerateTestSupport.golden("SettingsAssembler.swift")))
    }

    @Test func aChangedFileIsAConflictAndNothingIsWritten() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem(["out/BannerView.swift": "// mine\n"])
        let before = GenerateTestSupport.snapshot(fileSystem)
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run(["generate"] + examples + ["--output", "out"]) == .failure)
        #expect(test.output.text.contains("      create  out/NavigationControlling.swift\n"))
        #expect(test.output.text.contains("    conflict  out/BannerView.swift (not in the record of what sss generated)\n"))
        #expect(test.errorOutput.text == "error: 1 file differs from what sss would write and cannot be merged: out/BannerView.swift; nothing was written (--force replaces them)\n")
        #expect(GenerateTestSupport.changedPaths(before, GenerateTestSupport.snapshot(fileSystem)) == [])
    }

    @Test func forceReplacesConflictsAndLeavesNoTemporaryFiles() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem([
            "out/BannerView.swift": "// mine\n",
            "out/HelpAssembler.swift": try GenerateTestSupport.golden("HelpAssembler.swift"),
        ])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run(["generate"] + examples + ["--output", "out", "--force"]) == .success)
        #expect(test.output.text.contains("   overwrite  out/BannerView.swift\n"))
        #expect(test.output.text.contains("   identical  out/HelpAssembler.swift\n"))
        #expect(test.output.text.contains("      create  out/ArticleView.swift\n"))
        #expect(fileSystem.files["/work/out/BannerView.swift"] == (try GenerateTestSupport.golden("BannerView.swift")))
        let names = try fileSystem.contentsOfDirectory(atPath: "out")
        #expect(names.count == 46)
        #expect(names.filter { $0.hasPrefix(".") } == [".sss-generated.json"])
    }

    @Test func dryRunPrintsThePlanAndWritesNothing() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem(["out/BannerView.swift": "// mine\n"])
        let before = GenerateTestSupport.snapshot(fileSystem)
        let plain = TestContext(fileSystem: fileSystem)
        #expect(plain.run(["generate", "Examples/Settings.sss.yml", "--output", "out", "--dry-run"]) == .success)
        #expect(plain.output.text == created("out", try planFor("Settings")).replacingOccurrences(of: "      create  ", with: "would create  "))
        let conflicting = TestContext(fileSystem: fileSystem)
        #expect(conflicting.run(["generate"] + examples + ["--output", "out", "-n"]) == .failure)
        #expect(conflicting.output.text.contains("    conflict  out/BannerView.swift (not in the record of what sss generated)\n"))
        #expect(conflicting.errorOutput.text.hasPrefix("error: 1 file differs"))
        let forced = TestContext(fileSystem: fileSystem)
        #expect(forced.run(["generate"] + examples + ["--output", "out", "--dry-run", "--force"]) == .success)
        #expect(forced.output.text.contains("would overwrite  out/BannerView.swift\n"))
        #expect(forced.output.text.contains("   would create  out/NavigationControlling.swift\n"))
        #expect(GenerateTestSupport.changedPaths(before, GenerateTestSupport.snapshot(fileSystem)) == [])
    }

    @Test func writesTheTestsIntoTheirOwnFolder() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem()
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run(["generate"] + examples + ["--output", "App", "--tests", "AppTests", "--module", "App"]) == .success)
        #expect(test.output.text.hasSuffix("""
                  create  AppTests/HatchInteractionTests.swift
                  create  AppTests/AirlockNavigationTests.swift
                  create  AppTests/PodBayDoorsInteractionTests.swift
                  create  AppTests/CommsInteractionTests.swift
                  create  AppTests/DiscoveryOneNavigationTests.swift
                  create  AppTests/HelpTopicsInteractionTests.swift
                  create  AppTests/HelpNavigationTests.swift
                  create  AppTests/PreferencesInteractionTests.swift
                  create  AppTests/SettingsNavigationTests.swift
                  create  App/.sss-generated.json
                  create  AppTests/.sss-generated.json

            """))
        let comms = try #require(fileSystem.files["/work/AppTests/CommsInteractionTests.swift"])
        #expect(comms.contains("import Testing\n@testable import App\n"))
        let xctest = TestContext(fileSystem: fileSystem)
        let arguments = ["--output", "App", "--tests", "XCTests", "--module", "App", "--test-framework", "xctest"]
        #expect(xctest.run(["generate"] + examples + arguments) == .success)
        #expect(fileSystem.files["/work/XCTests/CommsInteractionTests.swift"]?.contains("import XCTest\n@testable import App\n") == true)
    }

    @Test func theFeatureLayoutGivesEachFeatureAFolderAndSharesOneFile() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem()
        let test = TestContext(fileSystem: fileSystem)
        let arguments = ["--output", "App", "--layout", "feature", "--tests", "AppTests", "--module", "App"]
        #expect(test.run(["generate"] + examples + arguments) == .success)
        let lines = test.output.text.split(separator: "\n")
        #expect(lines.first == "      create  App/NavigationControlling.swift")
        #expect(lines.contains("      create  App/DiscoveryOne/PodBayServiceAssembler.swift"))
        #expect(lines.contains("      create  App/Help/HelpAssembler.swift"))
        #expect(lines.contains("      create  AppTests/Help/HelpNavigationTests.swift"))
        #expect(lines.filter { $0.hasSuffix("/NavigationControlling.swift") }.count == 1)
        let flat = GenerateTestSupport.sources(try GenerateTestSupport.examplePlan().sources)
        #expect(fileSystem.files["/work/App/Help/HelpAssembler.swift"] == flat["HelpAssembler.swift"])
        let alone = TestContext(fileSystem: fileSystem)
        #expect(alone.run("generate", "Examples/DiscoveryOne.sss.yml", "--output", "App", "--layout", "feature") == .success)
        #expect(alone.errorOutput.text.isEmpty, "the destinations are found in their folders")
    }

    @Test func reportsEveryErrorOfEverySpecAndWritesNothing() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "A.sss.yml": "feature: lobby\ninteractions:\n  Desk:\n    evnts: [didTap]\n",
            "B.sss.yml": "feature: Hall\ninteractions:\n  Door:\n    renders: [Sign]\n",
        ])
        let before = GenerateTestSupport.snapshot(fileSystem)
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "A.sss.yml", "Missing.sss.yml", "B.sss.yml", "-o", "out") == .failure)
        #expect(test.errorOutput.text == """
            A.sss.yml:1:10: error: feature name 'lobby' is not an UpperCamelCase Swift identifier; did you mean 'Lobby'?
            feature: lobby
                     ^~~~~
            A.sss.yml:4:5: error: unknown key 'evnts'; did you mean 'events'?
                evnts: [didTap]
                ^~~~~
            Missing.sss.yml: error: cannot read the spec: No such file or directory
            B.sss.yml:4:15: error: unknown renderable 'Sign'; declare it under 'renderables'
                renders: [Sign]
                          ^~~~

            """)
        #expect(test.output.text.isEmpty)
        #expect(GenerateTestSupport.changedPaths(before, GenerateTestSupport.snapshot(fileSystem)) == [])
    }

    @Test func aServiceOfASpecThatDidNotReadIsNotReportedUnknownInTheSpecsThatUseIt() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "Shop.sss.yml": "feature: Shop\nservices:\n  Catalog:\n    - count() -> Int\ninteractions:\n  List:\n    evnts: [didTap]\n",
            "Detail.sss.yml": "feature: Detail\ninteractions:\n  Item:\n    uses: [Catalog, Basket]\n",
        ])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "Shop.sss.yml", "Detail.sss.yml", "-o", "out") == .failure)
        #expect(test.errorOutput.text == """
            Shop.sss.yml:7:5: error: unknown key 'evnts'; did you mean 'events'?
                evnts: [didTap]
                ^~~~~

            """)
        let alone = TestContext(fileSystem: fileSystem)
        #expect(alone.run("generate", "Detail.sss.yml", "-o", "out") == .failure)
        #expect(alone.errorOutput.text.hasPrefix("Detail.sss.yml:4:12: error: unknown service 'Catalog'"))
    }

    @Test func anInternalFeatureGeneratedAloneKeepsTheSharedFilePublicForThePublicOnesBeforeIt() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "Shop.sss.yml": "feature: Shop\naccess: public\ninteractions:\n  List:\n    events: [didTap]\n",
            "Help.sss.yml": "feature: Help\ninteractions:\n  Page:\n    events: [didTap]\n",
        ])
        let shared = "/work/out/NavigationControlling.swift"
        let alone = InMemoryFileSystem(files: fileSystem.files)
        #expect(TestContext(fileSystem: alone).run("generate", "Help.sss.yml", "-o", "out") == .success)
        #expect(alone.files[shared]?.contains("\nprotocol NavigationControlling") == true)

        #expect(TestContext(fileSystem: fileSystem).run("generate", "Shop.sss.yml", "-o", "out") == .success)
        #expect(fileSystem.files[shared]?.contains("\npublic protocol NavigationControlling") == true)
        let internalRun = TestContext(fileSystem: fileSystem)
        #expect(internalRun.run("generate", "Help.sss.yml", "-o", "out") == .success)
        #expect(internalRun.output.text.contains("   identical  out/NavigationControlling.swift\n"))
        #expect(fileSystem.files[shared]?.contains("\npublic protocol NavigationControlling") == true)
    }

    @Test func aClashBetweenSpecsStopsTheRunBeforeWriting() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "A.sss.yml": "feature: PodInteraction\ninteractions:\n  Desk:\n    events: [didTap]\n",
            "B.sss.yml": "feature: Hall\ninteractions:\n  Pod:\n    events: [didTap]\n",
        ])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "A.sss.yml", "B.sss.yml", "A.sss.yml") == .failure)
        #expect(test.errorOutput.text.hasPrefix(
            "B.sss.yml:3:3: error: interaction 'Pod' gives 'PodInteractionAssembler', as does feature 'PodInteraction' in A.sss.yml; rename one of them\n"
        ))
        #expect(test.output.text.isEmpty)
        #expect(fileSystem.files.count == 2)
    }

    @Test func clashesBetweenReadableSpecsAreReportedWithTheErrorsOfOthers() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "A.sss.yml": "feature: Ship\nrenderables:\n  Banner:\n    text: String\ninteractions:\n  Deck:\n    renders: [Banner]\n",
            "B.sss.yml": "feature: Dock\nrenderables:\n  Banner:\n    text: String\ninteractions:\n  Pier:\n    renders: [Banner]\n",
            "C.sss.yml": "feature: Hall\n",
        ])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "A.sss.yml", "C.sss.yml", "B.sss.yml") == .failure)
        #expect(test.errorOutput.text.hasPrefix("""
            C.sss.yml:1:1: error: missing required key 'interactions'; a feature needs at least one interaction
            feature: Hall
            ^
            B.sss.yml:3:3: error: renderable 'Banner' gives 'BannerRenderable', as does renderable 'Banner' in A.sss.yml; rename one of them

            """))
        #expect(fileSystem.files.count == 3)
    }

    @Test func warnsOfDestinationsThatNeitherTheRunNorTheFolderProvides() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem()
        let alone = TestContext(fileSystem: fileSystem)
        #expect(alone.run("generate", "Examples/DiscoveryOne.sss.yml", "--output", "out") == .success)
        #expect(alone.output.text.hasPrefix("      create  out/NavigationControlling.swift\n"))
        #expect(alone.errorOutput.text == """
            Examples/DiscoveryOne.sss.yml:37:3: warning: destination 'Settings' is not generated in this run and the output folder has no SettingsAssembler.swift; the generated code needs it to compile, so generate the spec of Settings into the same folder (in this run or another)
              Settings: push
              ^~~~~~~~
            Examples/DiscoveryOne.sss.yml:38:3: warning: destination 'Help' is not generated in this run and the output folder has no HelpAssembler.swift; the generated code needs it to compile, so generate the spec of Help into the same folder (in this run or another)
              Help(topic: Int): modal           # Help is opened with its input
              ^~~~

            """)
        let withSettings = TestContext(fileSystem: fileSystem)
        #expect(withSettings.run("generate", "Examples/DiscoveryOne.sss.yml", "Examples/Settings.sss.yml", "--output", "out", "--dry-run") == .success)
        #expect(withSettings.errorOutput.text.hasPrefix("Examples/DiscoveryOne.sss.yml:38:3: warning: destination 'Help' is not generated"))
        #expect(!withSettings.errorOutput.text.contains("'Settings'"))
        #expect(fileSystem.files["/work/out/SettingsAssembler.swift"] == nil)
        let completed = TestContext(fileSystem: fileSystem)
        #expect(completed.run("generate", "Examples/Settings.sss.yml", "Examples/Help.sss.yml", "--output", "out") == .success)
        #expect(completed.errorOutput.text.isEmpty)
        let again = TestContext(fileSystem: fileSystem)
        #expect(again.run("generate", "Examples/DiscoveryOne.sss.yml", "--output", "out") == .success)
        #expect(again.errorOutput.text.isEmpty)
    }

    @Test func aNameTooLongForAFileIsAnErrorInADryRunToo() throws {
        let name = "Door" + String(repeating: "s", count: 240)
        let fileSystem = InMemoryFileSystem(files: ["A.sss.yml": "feature: Hall\ninteractions:\n  \(name):\n    events: [didTap]\n"])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "A.sss.yml", "--dry-run") == .failure)
        #expect(test.errorOutput.text.hasPrefix("A.sss.yml:3:3: error: interaction '\(name)' gives the name '\(name)Interaction.swift', which is 261 bytes long;"))
        #expect(test.output.text.isEmpty)
    }

    @Test func aLintConfigurationAmongTheSpecsGetsOneError() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem(["Examples/.sss.yml": "disabled_rules: [assembler_kind]\n"])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run(["generate", "Examples/.sss.yml"] + examples + ["--dry-run"]) == .failure)
        #expect(test.errorOutput.text == """
            Examples/.sss.yml:1:1: error: this is a lint configuration for 'sss lint', not a feature spec; 'sss generate' reads specs such as Lobby.sss.yml (see 'sss init')
            disabled_rules: [assembler_kind]
            ^

            """)
    }

    @Test func helpSaysThatTestsAndModuleGoTogether() {
        let test = TestContext()
        #expect(test.run("generate", "--help") == .success)
        let lines = test.output.text.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("  --tests <dir>") && $0.hasSuffix("(needs --module).") })
        #expect(lines.contains { $0.hasPrefix("  --module <name>") && $0.hasSuffix("(needs --tests).") })
    }

    @Test func rejectsOptionsThatDoNotFitTogether() {
        let cases: [([String], String)] = [
            (["generate", "A.sss.yml", "--module", "App"], "error: option '--module' needs '--tests <dir>'\n"),
            (["generate", "A.sss.yml", "--tests", "T"], "error: option '--tests' needs '--module <name>', the module the tests import\n"),
            (["generate", "A.sss.yml", "--tests", "T", "--module", "My-App"], "error: module name 'My-App' is not a valid Swift module name; use ASCII letters, digits and '_', not starting with a digit; did you mean 'My_App'?\n"),
            (["generate", "A.sss.yml", "--tests", "T", "--module", "2D"], "error: module name '2D' is not a valid Swift module name; use ASCII letters, digits and '_', not starting with a digit; did you mean '_2D'?\n"),
            (["generate", "A.sss.yml", "--tests", "T", "--module", "class"], "error: module name 'class' is not a valid Swift module name; 'class' is a Swift keyword, which 'import' does not accept\n"),
            (["generate", "A.sss.yml", "--tests", "T", "--module", "Swift"], "error: module name 'Swift' is not a valid Swift module name; the standard library is called Swift\n"),
            (["generate", "A.sss.yml", "--tests", "T", "--module", "App", "--test-framework", "xctests"], "error: option '--test-framework' expects swift-testing or xctest, found 'xctests'; did you mean 'xctest'?\n"),
            (["generate", "A.sss.yml", "--test-framework", "xctest"], "error: option '--test-framework' needs '--tests <dir>'\n"),
            (["generate", "A.sss.yml", "--layout", "folders"], "error: option '--layout' expects flat or feature, found 'folders'\n"),
            (["generate", "A.sss.yml", "--output", ""], "error: option '--output' needs a folder\n"),
            (["generate"], "error: missing argument <spec>\n"),
            (["generate", "A.sss.yml", "--forse"], "error: unknown option '--forse'; did you mean '--force'?\n"),
        ]
        for (arguments, message) in cases {
            let test = TestContext()
            #expect(test.run(arguments) == .failure)
            #expect(test.errorOutput.text.hasPrefix(message), "\(arguments)")
            #expect(test.errorOutput.text.hasSuffix("See 'sss help generate' for more.\n"))
        }
    }

    private func planFor(_ name: String) throws -> GenerationPlan {
        let spec = try GenerateTestSupport.readSpec(Repository.url("Examples/\(name).sss.yml"))
        return try GenerationPlanner(templates: TemplateSet.builtin()).plan([spec])
    }
}
