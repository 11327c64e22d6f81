import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// How `.sss.yml` changes what `sss lint` reads, runs and reports.
struct LintConfigurationTests {
    /// A class that breaks `final_component` (and `component_conformance`, a warning) when named as an Interaction.
    static let interaction = "class LoginInteraction {}\n"

    /// `sss lint` with `arguments` over `files` in `/work`: exit code, findings as
    /// `path:line rule severity` relative to `/work` (notes left out), and standard error.
    private func lint(_ files: [String: String], _ arguments: String...) -> (code: ExitCode, findings: [String], errors: String) {
        let test = ConfigurationTestSupport.context(files)
        let code = test.run(["lint", "--quiet"] + arguments)
        let findings = test.output.text.split(separator: "\n").filter { !$0.contains(": note: ") }.map { line -> String in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let open = line.lastIndex(of: "(") else { return String(line) }
            let path = parts[0].hasPrefix("/work/") ? String(parts[0].dropFirst(6)) : String(parts[0])
            let rule = line[line.index(after: open)...].dropLast()
            return "\(path):\(parts[1]) \(rule) \(parts[3].dropFirst())"
        }
        return (code, findings, test.errorOutput.text)
    }

    @Test func excludedWinsOverIncluded() {
        let result = lint([
            ".sss.yml": "included: [Sources, Tests]\nexcluded: [Sources/Generated, \"**/*Tests.swift\"]\nonly_rules: [final_component]\n",
            "Sources/LoginInteraction.swift": Self.interaction,
            "Sources/Generated/GeneratedInteraction.swift": "class GeneratedInteraction {}\n",
            "Tests/LoginTests.swift": "class FakeInteraction {}\n",
            "Tests/Fakes/SpyInteraction.swift": "class SpyInteraction {}\n",
            "Other/OtherInteraction.swift": "class OtherInteraction {}\n",
        ])
        #expect(result.code == .violations)
        #expect(result.findings == [
            "Sources/LoginInteraction.swift:1 final_component error",
            "Tests/Fakes/SpyInteraction.swift:1 final_component error",
        ])
    }

    @Test func includedGlobsChooseTheFiles() {
        let result = lint([
            ".sss.yml": "included: [\"Modules/*/Sources\", \"Apps/**/*Interaction.swift\"]\nonly_rules: [final_component]\n",
            "Modules/Login/Sources/LoginInteraction.swift": Self.interaction,
            "Modules/Login/Tests/TestInteraction.swift": "class TestInteraction {}\n",
            "Apps/Phone/Deep/PhoneInteraction.swift": "class PhoneInteraction {}\n",
            "Apps/Phone/PhoneNavigation.swift": "class PhoneNavigation {}\n",
        ])
        #expect(result.findings == [
            "Apps/Phone/Deep/PhoneInteraction.swift:1 final_component error",
            "Modules/Login/Sources/LoginInteraction.swift:1 final_component error",
        ])
    }

    @Test func includedEntriesThatFindNothingAreErrors() {
        let result = lint([
            ".sss.yml": "included: [Sourcs, \"Modules/*/Sources\"]\n",
            "Sources/A.swift": "final class A {}\n",
            "Modules/Login/Tests/A.swift": "final class A {}\n",
        ])
        #expect(result.code == .failure)
        #expect(result.findings.isEmpty)
        #expect(result.errors == """
            .sss.yml:1:12: error: included path 'Sourcs' does not exist; did you mean 'Sources'?
            included: [Sourcs, "Modules/*/Sources"]
                       ^~~~~~
            .sss.yml:1:20: error: included pattern 'Modules/*/Sources' matches no Swift file
            included: [Sourcs, "Modules/*/Sources"]
                               ^~~~~~~~~~~~~~~~~~~

            """)
    }

    @Test func pathsOnTheCommandLineReplaceIncludedButExcludedStillAppliesInFolders() {
        let files = [
            ".sss.yml": "included: [Sources]\nexcluded: [\"**/Generated\"]\nonly_rules: [final_component]\n",
            "Sources/LoginInteraction.swift": Self.interaction,
            "Other/OtherInteraction.swift": "class OtherInteraction {}\n",
            "Other/Generated/GeneratedInteraction.swift": "class GeneratedInteraction {}\n",
        ]
        #expect(lint(files, "Other").findings == ["Other/OtherInteraction.swift:1 final_component error"])
        #expect(lint(files, "Other/Generated").findings.isEmpty)
    }

    @Test func aFileNamedOnTheCommandLineIsLintedUnlessExclusionIsForced() {
        let files = [
            ".sss.yml": "excluded: [Generated]\nonly_rules: [final_component]\n",
            "Generated/GeneratedInteraction.swift": "class GeneratedInteraction {}\n",
        ]
        #expect(lint(files, "Generated/GeneratedInteraction.swift").findings == ["Generated/GeneratedInteraction.swift:1 final_component error"])
        let forced = lint(files, "Generated/GeneratedInteraction.swift", "--force-exclude", "--allow-zero-lintable-files")
        #expect(forced.findings.isEmpty)
        #expect(forced.code == .success)
        // With every file left out and nothing allowing it, there is nothing to lint: an error.
        #expect(lint(files, "Generated/GeneratedInteraction.swift", "--force-exclude").code == .failure)
    }

    @Test func patternsAreRelativeToTheConfigurationFilesFolder() {
        let result = lint([
            "ci/lint.yml": "included: [../App]\nexcluded: [../App/Legacy]\nonly_rules: [final_component]\n",
            "App/LoginInteraction.swift": Self.interaction,
            "App/Legacy/OldInteraction.swift": "class OldInteraction {}\n",
            "Elsewhere/FarInteraction.swift": "class FarInteraction {}\n",
        ], "--config", "ci/lint.yml")
        #expect(result.findings == ["App/LoginInteraction.swift:1 final_component error"])
    }

    @Test func aRuleDoesNotReportInFilesItsOwnExcludedCovers() {
        let result = lint([
            ".sss.yml": "custom_class_inheritance:\n  excluded: [\"Tests/**\"]\nonly_rules: [custom_class_inheritance, final_component]\n",
            "Sources/Base.swift": "class Base {}\nfinal class Derived: Base {}\n",
            "Tests/Fakes.swift": "final class FakeBase: Base {}\nclass FakeInteraction {}\n",
        ])
        #expect(result.findings == [
            "Sources/Base.swift:2 custom_class_inheritance error",
            "Tests/Fakes.swift:2 final_component error",
        ])
    }

    @Test func onlyRulesRunsExactlyTheListedRules() {
        let files = [
            "App/LoginInteraction.swift": Self.interaction,
            "App/BannerRenderable.swift": "struct BannerRenderable {\n    var text: String\n}\n",
        ]
        #expect(lint(files).findings == [
            "App/BannerRenderable.swift:2 immutable_renderable error",
            "App/LoginInteraction.swift:1 component_conformance warning",
            "App/LoginInteraction.swift:1 final_component error",
        ])
        var configured = files
        configured[".sss.yml"] = "only_rules: [immutable_renderable]\n"
        #expect(lint(configured).findings == ["App/BannerRenderable.swift:2 immutable_renderable error"])
    }

    @Test func disabledAndOptInRulesChangeWhatRuns() {
        let files = [
            ".sss.yml": "disabled_rules: [final_component, component_conformance]\nopt_in_rules: [interaction_event_naming]\n",
            "App/LoginInteraction.swift": "protocol LoginInteracting: AnyObject {\n    func tapped()\n}\nclass LoginInteraction: LoginInteracting {\n    func tapped() {}\n}\n",
        ]
        #expect(lint(files).findings == ["App/LoginInteraction.swift:2 interaction_event_naming warning"])
    }

    @Test func rolesDecideWhatTheRulesSee() {
        let files = ["App/LoginInteractor.swift": "class LoginInteractor: LoginInteracting {}\n"]
        #expect(lint(files).findings.isEmpty)
        var configured = files
        configured[".sss.yml"] = "roles:\n  interaction: [Interaction, Interactor]\n"
        let result = lint(configured)
        #expect(result.findings == ["App/LoginInteractor.swift:1 final_component error"])
        #expect(result.code == .violations)
    }

    @Test func severitiesFromTheConfigurationDecideTheExitCode() {
        let files = ["App/LoginInteraction.swift": Self.interaction]
        #expect(lint(files).code == .violations)

        var lowered = files
        lowered[".sss.yml"] = "final_component: warning\n"
        let relaxed = lint(lowered)
        #expect(relaxed.code == .success)
        #expect(relaxed.findings == [
            "App/LoginInteraction.swift:1 component_conformance warning",
            "App/LoginInteraction.swift:1 final_component warning",
        ])

        var raised = ["App/LoginInteraction.swift": "final class LoginInteraction {}\n"]
        #expect(lint(raised).code == .success)
        raised[".sss.yml"] = "component_conformance:\n  severity: error\n"
        let strict = lint(raised)
        #expect(strict.code == .violations)
        #expect(strict.findings == ["App/LoginInteraction.swift:1 component_conformance error"])
        #expect(lint(raised, "--lenient").code == .success)
    }

    @Test func allowedSuperclassesReachTheRule() {
        let files = [
            ".sss.yml": "custom_class_inheritance:\n  allowed_superclasses: [NiblessViewController]\n",
            "App/Base.swift": "class NiblessViewController: UIViewController {}\nclass Base {}\n",
            "App/Screens.swift": "final class LoginScreen: NiblessViewController {}\nfinal class HelpScreen: Base {}\n",
        ]
        #expect(lint(files).findings == ["App/Screens.swift:2 custom_class_inheritance error"])
    }

    @Test func aSuffixThatMatchesNoTypeIsAConfigurationError() {
        let files = [
            ".sss.yml": "roles:\n  interaction: [Interaction, Interactr]\n  navigation: [Navigation]\n",
            "App/LoginInteraction.swift": "final class LoginInteraction: LoginInteracting {}\n",
        ]
        let result = lint(files)
        #expect(result.code == .failure)
        #expect(result.findings.isEmpty)
        #expect(result.errors == """
            .sss.yml:2:30: error: suffix 'Interactr' of role 'interaction' matches no type in the linted files
              interaction: [Interaction, Interactr]
                                         ^~~~~~~~~

            """)
        #expect(lint(files, "App").code == .success)
    }

    @Test func configurationErrorsStopTheRunWithExitOne() {
        let result = lint([".sss.yml": "disabled_rules: [final_componet]\n", "App/LoginInteraction.swift": Self.interaction])
        #expect(result.code == .failure)
        #expect(result.findings.isEmpty)
        #expect(result.errors == """
            .sss.yml:1:18: error: unknown rule 'final_componet'; did you mean 'final_component'?
            disabled_rules: [final_componet]
                             ^~~~~~~~~~~~~~

            """)
    }

    @Test func aMissingExplicitConfigurationIsAnErrorAndAMissingDefaultIsFine() {
        let files = ["App/A.swift": "final class A {}\n"]
        let missing = lint(files, "--config", "ci/sss.yml")
        #expect(missing.code == .failure)
        #expect(missing.errors == "ci/sss.yml: error: no such configuration file\n")
        #expect(lint(files).code == .success)
    }

    @Test func configurationWarningsDoNotStopTheRun() {
        let result = lint([".sss.yml": "opt_in_rules: [final_component]\n", "App/LoginInteraction.swift": Self.interaction])
        #expect(result.code == .violations)
        #expect(result.errors.hasPrefix(".sss.yml:1:16: warning: rule 'final_component' runs by default; listing it in 'opt_in_rules' has no effect\n"))
        #expect(result.findings.count == 2)
    }
}
