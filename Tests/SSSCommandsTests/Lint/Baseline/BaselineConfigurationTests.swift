import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// Baselines, prune, suppressions and `sss suppressions` with a `.sss.yml`.
struct BaselineConfigurationTests {
    @Test func withoutPathsTheIncludedFoldersDecideWhichEntriesCanBeStale() {
        let changes = [
            ".sss.yml": "included: [App]\n",
            "App/LoginInteraction.swift": "final class LoginInteraction: LoginInteracting {}\n",
        ]
        let fileSystem = BaselineFixture.fileSystem(changes: changes)
        try? fileSystem.writeFile(Array("""
            {"version": 1, "entries": [
              {"file": "Other/Gone.swift", "declaration": "Gone", "rule": "final_component", "count": 1},
              {"file": "App/LoginInteraction.swift", "declaration": "LoginInteraction", "rule": "final_component", "count": 1},
              {"file": "App/LoginAssembler.swift", "declaration": "LoginAssembler.assemble()", "rule": "assembler_single_initializer", "count": 2},
              {"file": "App/Profile.swift", "declaration": "ProfileInteraction", "rule": "final_component", "count": 1},
              {"file": "App/Profile.swift", "declaration": "ProfileNavigation", "rule": "final_component", "count": 1},
              {"file": "App/Profile.swift", "declaration": "ProfileNavigation", "rule": "component_conformance", "count": 1}
            ]}

            """.utf8), atPath: "/work/sss-baseline.json")
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("lint", "--baseline", "sss-baseline.json", "-q") == .success)
        #expect(test.errorOutput.text == """
            sss-baseline.json:3:3: warning: stale baseline entry: 'final_component' in App/LoginInteraction.swift at 'LoginInteraction' matches no finding
            note: run 'sss baseline prune sss-baseline.json' to remove stale entries

            """)
    }

    @Test func pruneUsesTheConfigurationsRules() throws {
        let fileSystem = BaselineFixture.fileSystem(changes: [".sss.yml": "disabled_rules: [final_component]\n"])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("baseline", "prune", "sss-baseline.json") == .success)
        #expect(test.errorOutput.text == "Pruned 3 entries (3 findings) from sss-baseline.json; 2 entries kept.\n")
        let text = try #require(fileSystem.files["/work/sss-baseline.json"])
        #expect(!text.contains("final_component"))
        #expect(text.contains("component_conformance"))
    }

    @Test func suppressionsOfRulesTheConfigurationTurnsOffAreNotSuperfluous() {
        let files = [
            ".sss.yml": "disabled_rules: [assembler_kind]\n",
            "A.swift": "// sss:disable:next assembler_kind - a class until the rewrite\nclass LoginAssembler {}\n// sss:disable:next final_component\nstruct Banner {}\n",
        ]
        let test = ConfigurationTestSupport.context(files)
        #expect(test.run("lint", "-q") == .success)
        #expect(test.output.text == """
            /work/A.swift:3:21: warning: Superfluous Disable Command Violation: 'sss:disable:next final_component' silences no finding; remove it (superfluous_disable_command)

            """)
        let off = ConfigurationTestSupport.context(files.merging([".sss.yml": "disabled_rules: [superfluous_disable_command]\n"]) { $1 })
        #expect(off.run("lint", "-q") == .success)
        #expect(off.output.text.isEmpty)
    }

    @Test func suppressionsListsTheConfiguredFiles() {
        let files = [
            ".sss.yml": "excluded: [Generated]\n",
            "App/A.swift": "// sss:disable:next final_component - legacy\nclass AInteraction {}\n",
            "Generated/B.swift": "// sss:disable all\n",
        ]
        let test = ConfigurationTestSupport.context(files)
        #expect(test.run("suppressions", "-q") == .success)
        #expect(test.output.text == "App/A.swift:1:4: disable:next final_component - legacy\n")
    }
}
