import Foundation
import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// `sss rules` says which rules a configuration file runs.
struct RulesConfigurationTests {
    let configuration = "disabled_rules: [assembler_kind]\nopt_in_rules: [protocol_dependency]\n"

    @Test func addsTheEnabledColumnWhenAConfigurationIsFound() {
        let test = TestContext(fileSystem: InMemoryFileSystem(files: [".sss.yml": configuration]))
        #expect(test.run("rules") == .success)
        let lines = test.output.text.split(separator: "\n")
        #expect(lines.count == RuleRegistry.all.count)
        #expect(lines[3] == "assembler_kind\tAssembler Kind\twarning\ton\tssa\tfile\tno")
        #expect(lines[4] == "final_component\tFinal Component\terror\ton\tssa\tfile\tyes")
        #expect(lines[10] == "protocol_dependency\tProtocol Dependency\twarning\topt-in\tssa\tcodebase\tyes")
        #expect(lines[11] == "interaction_event_naming\tInteraction Event Naming\twarning\topt-in\tssa\tfile\tno")
        #expect(lines[12] == "simpler_event_enum\tSIMPLER Event Enum\terror\ton\tsimpler\tfile\tno")
        #expect(lines[17] == "elements_user_interface_no_uikit\tElements User Interface No UIKit\terror\ton\telements\tfile\tno")
        #expect(lines[22] == "superfluous_disable_command\tSuperfluous Disable Command\twarning\ton\tall\tfile\tyes")
        #expect(test.errorOutput.text.isEmpty)
    }

    @Test func readsTheConfigurationNamedByConfigAndPutsItInJSON() throws {
        let test = TestContext(fileSystem: InMemoryFileSystem(files: ["ci/lint.yml": "only_rules: [final_component]\n"]))
        #expect(test.run("rules", "--config", "ci/lint.yml", "--format", "json") == .success)
        let objects = try #require(try RulesCommandTests.parse(test.output.text) as? [[String: Any]])
        let enabled = objects.filter { $0["enabled"] as? Bool == true }.map { $0["identifier"] as? String }
        #expect(enabled == ["final_component"])
        #expect(objects.allSatisfy { $0["enabled"] is Bool })
    }

    @Test func showsDefaultsOnlyWithoutAConfigurationFile() {
        let test = TestContext(outputIsTerminal: true)
        #expect(test.run("rules") == .success)
        #expect(!test.output.text.contains("ENABLED"))
    }

    @Test func stopsAtAConfigurationThatCannotBeRead() {
        let missing = TestContext()
        #expect(missing.run("rules", "--config", "nope.yml") == .failure)
        #expect(missing.output.text.isEmpty)
        #expect(missing.errorOutput.text == "nope.yml: error: no such configuration file\n")
        let broken = TestContext(fileSystem: InMemoryFileSystem(files: [".sss.yml": "disabled_rulez: [assembler_kind]\n"]))
        #expect(broken.run("rules") == .failure)
        #expect(broken.output.text.isEmpty)
        #expect(broken.errorOutput.text.hasPrefix(".sss.yml:1:1: error: "))
    }

    @Test func refusesConfigWithARuleOrMarkdown() {
        let test = TestContext()
        #expect(test.run("rules", "final_component", "--config", "a.yml") == .failure)
        #expect(test.errorOutput.text.hasPrefix("error: '--config' only adds the ENABLED column to the rule table; it takes no rule and no '--markdown'\n"))
    }
}
