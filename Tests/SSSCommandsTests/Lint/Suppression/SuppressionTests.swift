import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// `// sss:disable …` comments in every form, checked through a whole lint run.
struct SuppressionTests {
    /// Lints `files` with the default rules and describes each finding as `file:line:column rule`, with
    /// the reason added for findings about suppression comments.
    private func lint(_ files: [String: String], rules: [any Rule.Type] = RuleRegistry.all.filter { !$0.description.isOptIn }) -> [String] {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/work", files: files)
        let settings = LintSettings()
        let linter = Linter(rules: rules.map { $0.init(settings: settings) }, settings: settings, threads: 2)
        let run = linter.lint(paths: files.keys.sorted().map { "/work/" + $0 }, fileSystem: fileSystem)
        return run.findings.map { finding in
            let spot = "\(finding.path.dropFirst("/work/".count)):\(finding.position.line):\(finding.position.column) \(finding.ruleID)"
            return finding.ruleID == "superfluous_disable_command" ? spot + ": " + finding.reason : spot
        }
    }

    @Test func oneLineFormsCoverExactlyOneLine() {
        let code = """
            // sss:disable:next final_component - kept for the legacy flow
            class AInteraction: AInteracting {}
            class BInteraction: BInteracting {} // sss:disable:this final_component
            class CInteraction: CInteracting {}
            // sss:disable:previous final_component
            class DInteraction: DInteracting {}
            """
        #expect(lint(["A.swift": code]) == ["A.swift:6:7 final_component"])
    }

    @Test func aRegionStartsAtItsCommentAndEndsBeforeTheEnableComment() {
        let code = """
            class AInteraction: AInteracting {}
            class BInteraction: BInteracting {} // sss:disable final_component
            class CInteraction: CInteracting {}
            class DInteraction: DInteracting {} // sss:enable final_component
            class EInteraction: EInteracting {}
            """
        #expect(lint(["A.swift": code]) == ["A.swift:1:7 final_component", "A.swift:2:7 final_component", "A.swift:5:7 final_component"])
    }

    @Test func allDisablesEveryRuleUntilEnabledAndAllowsExceptions() {
        let code = """
            // sss:disable all - generated
            class AInteraction: AInteracting {}
            class BAssembler {}
            // sss:enable final_component
            class CInteraction: CInteracting {}
            class DAssembler {}
            // sss:enable all
            class EAssembler {}
            """
        #expect(lint(["A.swift": code]) == ["A.swift:5:7 final_component", "A.swift:8:7 assembler_kind"])
    }

    @Test func disablingTwiceIsNotCountedAndTheSecondIsSuperfluous() {
        let code = """
            // sss:disable final_component
            // sss:disable final_component
            class AInteraction: AInteracting {}
            // sss:enable final_component
            class BInteraction: BInteracting {}
            """
        #expect(lint(["A.swift": code]) == [
            "A.swift:2:16 superfluous_disable_command: 'sss:disable final_component' changes nothing: 'final_component' is already disabled here; remove it",
            "A.swift:5:7 final_component",
        ])
    }

    @Test func aOneLineEnableMakesAHoleInARegion() {
        let code = """
            // sss:disable final_component
            class AInteraction: AInteracting {}
            // sss:enable:next final_component
            class BInteraction: BInteracting {}
            class CInteraction: CInteracting {}
            """
        #expect(lint(["A.swift": code]) == ["A.swift:4:7 final_component"])
    }

    @Test func eachIdentifierThatSilencesNothingIsReportedAtItsOwnColumn() {
        let code = """
            // sss:disable:next final_component assembler_kind - both
            class AInteraction: AInteracting {}
            // sss:disable:previous final_component
            // sss:disable all
            struct Banner {}
            """
        #expect(lint(["A.swift": code]) == [
            "A.swift:1:37 superfluous_disable_command: 'sss:disable:next assembler_kind' silences no finding; remove it",
            "A.swift:3:25 superfluous_disable_command: 'sss:disable:previous final_component' changes nothing: 'final_component' is already disabled here; remove it",
            "A.swift:4:16 superfluous_disable_command: 'sss:disable all' silences no finding; remove it",
        ])
    }

    @Test func allSilencesReportsAboutTheCommandsInsideIt() {
        let code = """
            // sss:disable all
            // sss:disable:next final_component
            class AInteraction: AInteracting {}
            // sss:disable:next assembler_kind
            struct Banner {}
            """
        #expect(lint(["A.swift": code]).isEmpty)
    }

    @Test func unknownRuleIdentifiersAreReportedWithASuggestion() {
        let code = """
            // sss:disable:next finl_component
            final class AInteraction: AInteracting {}
            // sss:enable asembler_kind
            // sss:disable:this zzz
            """
        #expect(lint(["A.swift": code]) == [
            "A.swift:1:21 superfluous_disable_command: 'finl_component' in 'sss:disable:next' is not a rule; did you mean 'final_component'?",
            "A.swift:3:15 superfluous_disable_command: 'asembler_kind' in 'sss:enable' is not a rule; did you mean 'assembler_kind'?",
            "A.swift:4:21 superfluous_disable_command: 'zzz' in 'sss:disable:this' is not a rule",
        ])
    }

    @Test func malformedCommandsAreReported() {
        let code = """
            // sss:disabel final_component
            // sss:disable:nxt final_component
            // sss:disable - no rules named
            // sss:
            final class AInteraction: AInteracting {}
            """
        #expect(lint(["A.swift": code]) == [
            "A.swift:1:4 superfluous_disable_command: unknown suppression command 'sss:disabel'; did you mean 'sss:disable'?",
            "A.swift:2:16 superfluous_disable_command: unknown modifier 'nxt' in 'sss:disable:nxt'; did you mean 'next'?",
            "A.swift:3:4 superfluous_disable_command: 'sss:disable' names no rule; list rule identifiers or 'all'",
            "A.swift:4:4 superfluous_disable_command: incomplete suppression command; expected 'sss:disable' or 'sss:enable'",
        ])
    }

    @Test func textInStringsAndOtherKindsOfCommentsSuppressesNothing() {
        let code = #"""
            let a = "// sss:disable:next final_component"
            class AInteraction: AInteracting {}
            let b = """
                // sss:disable all
                """
            class BInteraction: BInteracting {}
            let c = #"// sss:disable:next final_component"#
            class CInteraction: CInteracting {}
            /* sss:disable:next final_component */
            class DInteraction: DInteracting {}
            /// sss:disable:next final_component
            class EInteraction: EInteracting {}
            // Write sss:disable:next final_component above a line to silence it.
            class FInteraction: FInteracting {}
            """#
        #expect(lint(["A.swift": code]) == [
            "A.swift:2:7 final_component", "A.swift:6:7 final_component", "A.swift:8:7 final_component",
            "A.swift:10:7 final_component", "A.swift:12:7 final_component", "A.swift:14:7 final_component",
        ])
    }

    @Test func findingsOfTheWholeCodebasePassAreSilencedToo() {
        let sub = """
            // sss:disable:next custom_class_inheritance - migrating off Base
            final class Sub: Base {}
            final class Other: Base {}
            """
        #expect(lint(["Base.swift": "class Base {}\n", "Sub.swift": sub]) == ["Sub.swift:3:13 custom_class_inheritance"])
    }

    @Test func rulesThatDidNotRunAndTheRuleItselfAreNeverSuperfluous() {
        let code = """
            // sss:disable:next protocol_dependency
            struct Banner {}
            // sss:disable:next superfluous_disable_command
            // sss:disable:next final_component
            final class AInteraction: AInteracting {}
            """
        #expect(lint(["A.swift": code]).isEmpty)
    }

    @Test func withoutTheRuleSuppressionsStillApplyButAreNotJudged() {
        let code = """
            // sss:disable:next final_component
            class AInteraction: AInteracting {}
            // sss:disable:next final_component
            final class BInteraction: BInteracting {}
            // sss:disabel all
            class CInteraction: CInteracting {}
            """
        #expect(lint(["A.swift": code], rules: [FinalComponentRule.self]) == ["A.swift:6:7 final_component"])
    }

    @Test func commandsInsideFunctionBodiesAreRead() {
        let inside = """
            func setUp() {
                start()
                // sss:disable:next final_component
                finish()
            }
            """
        let first = "func tearDown() { // sss:disable:this assembler_kind\n}\n"
        #expect(lint(["A.swift": inside, "B.swift": first]) == [
            "A.swift:3:25 superfluous_disable_command: 'sss:disable:next final_component' silences no finding; remove it",
            "B.swift:1:39 superfluous_disable_command: 'sss:disable:this assembler_kind' silences no finding; remove it",
        ])
    }

    @Test func commandsEndAtCarriageReturnLineEnds() {
        let code = "// sss:disable:next final_component - why\r\nclass AInteraction: AInteracting {}\r\nclass BInteraction: BInteracting {}\r\n"
        #expect(lint(["A.swift": code]) == ["A.swift:3:7 final_component"])
    }

    @Test func theReportLineNamesTheRule() {
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: ["A.swift": "// sss:disable all\n"]))
        #expect(test.run("lint", "-q") == .success)
        #expect(test.output.text == """
            /work/A.swift:1:16: warning: Superfluous Disable Command Violation: 'sss:disable all' silences no finding; remove it (superfluous_disable_command)

            """)
    }

    @Test func aSuppressedErrorNoLongerFailsTheRun() {
        let files = ["A.swift": "class AInteraction: AInteracting {} // sss:disable:this final_component - legacy\n"]
        let failing = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: ["A.swift": "class AInteraction: AInteracting {}\n"]))
        #expect(failing.run("lint", "-q") == .violations)
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
        #expect(test.run("lint") == .success)
        #expect(test.output.text.isEmpty)
        #expect(test.errorOutput.text == "Found 0 violations, 0 serious in 1 file.\n")
    }
}
