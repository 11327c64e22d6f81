import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

struct RulePageTests {
    @Test func printsTheWholePageOfARule() {
        let test = TestContext()
        #expect(test.run("rules", "final_component") == .success)
        #expect(test.output.text == """
            Final Component

            A class named as an Interaction or a Navigation must be declared `final`.

            Identifier        final_component
            Default severity  error
            Architecture      Super Simple Architecture (`architecture: ssa`)
            Enabled           by default in codebases of the architecture above; in others
                              when listed under `opt_in_rules`
            Scope             one file at a time
            Fixable           yes, with `sss lint --fix`

            WHY
            Interactions and Navigations hold a screen's decisions. If they can be
            subclassed, behaviour starts to hide in overrides, and reading one class no
            longer tells you what a screen does. Marking them `final` closes that door and
            lets the compiler dispatch their methods directly.

            See also: `sss docs no-inheritance` (No inheritance of your own classes).

            HOW TO FIX
            Add `final` before `class`. To share behaviour, move it into a protocol
            extension or a collaborator. An `open` class is left to you: it cannot be
            `final` as well.

            `sss lint --fix` makes this change itself, in place, wherever the fix is the
            only one; `sss lint --fix --dry-run` shows it as a diff. Suppressed and
            baselined findings are left as they are.

            Before
                protocol LoginInteracting: AnyObject {}

                class ↓LoginInteraction: LoginInteracting {}

                public class ↓ProfileNavigation {}

            After
                protocol LoginInteracting: AnyObject {}

                final class LoginInteraction: LoginInteracting {}

                public final class ProfileNavigation {}

            TRIGGERING EXAMPLES
            `↓` marks each place the rule reports.

                class ↓LoginInteraction: LoginInteracting {}

                public class ↓ProfileNavigation {}

                enum Feature {
                    class ↓SearchInteraction {}
                }

                #if DEBUG
                class ↓DebugNavigation {}
                #endif

                func testLogin() {
                    class ↓SpyInteraction: LoginInteracting {}
                }

            NON-TRIGGERING EXAMPLES
                final class LoginInteraction: LoginInteracting {}

                public final class ProfileNavigation {}

                struct LoginInteraction {}

                class LoginView: UIView {}

                class InteractionLog {}

                final class Screen {
                    class func makeInteraction() {}
                    class var defaultNavigation: Int { 0 }
                }

            """)
    }

    @Test func describesAnOptInCodebaseRule() {
        let test = TestContext()
        #expect(test.run("rules", "protocol_dependency") == .success)
        #expect(test.output.text.contains("""
            Identifier        protocol_dependency
            Default severity  warning
            Architecture      Super Simple Architecture (`architecture: ssa`)
            Enabled           opt-in: runs only when listed under `opt_in_rules` in
                              `.sss.yml`
            Scope             the whole codebase (it uses what other files declare)

            """))
    }

    /// The page shows the very examples the rule's tests run, markers included, each file of a
    /// multi-file example after a divider.
    @Test(arguments: RuleRegistry.identifiers)
    func showsEveryExampleTheTestsRun(_ identifier: String) throws {
        let description = try #require(RuleRegistry.rule(identifier: identifier)).description
        let test = TestContext()
        #expect(test.run("rules", identifier) == .success)
        let page = test.output.text
        let triggering = try #require(page.range(of: "TRIGGERING EXAMPLES\n"))
        let nonTriggering = try #require(page.range(of: "NON-TRIGGERING EXAMPLES\n"))
        let sections = [
            (String(page[triggering.upperBound..<nonTriggering.lowerBound]), description.triggeringExamples),
            (String(page[nonTriggering.upperBound...]), description.nonTriggeringExamples),
        ]
        for (section, examples) in sections {
            for example in examples {
                let shown = ([example.code] + example.otherFiles).map(Self.indented).joined(separator: "    ── another file ──\n")
                #expect(("\n\n" + section + "\n").contains("\n\n" + shown + "\n"), "\(identifier): \(example.code)")
            }
        }
        #expect(page.contains("See also: `sss docs \(description.topic)`"))
    }

    @Test func rejectsAnUnknownRuleWithTheClosestIdAndTheList() {
        let test = TestContext()
        #expect(test.run("rules", "final_componnet") == .failure)
        #expect(test.output.text.isEmpty)
        #expect(test.errorOutput.text == """
            error: unknown rule 'final_componnet'; did you mean 'final_component'?
            The rules are:
              custom_class_inheritance
              assembler_single_initializer
              assembler_single_method
              assembler_kind
              final_component
              weak_rendering
              class_bound_rendering
              immutable_renderable
              use_not_init
              component_conformance
              protocol_dependency
              interaction_event_naming
              simpler_event_enum
              simpler_exhaustive_pipe
              simpler_thin_interface
              simpler_pure_logic
              simpler_scene_owns_state
              elements_user_interface_no_uikit
              elements_weak_responder
              elements_class_bound_responder
              elements_view_state_value
              elements_user_interface_view
              superfluous_disable_command

            """)
        let far = TestContext()
        #expect(far.run("rules", "banana") == .failure)
        #expect(far.errorOutput.text.hasPrefix("error: unknown rule 'banana'\nThe rules are:\n  custom_class_inheritance\n"))
    }

    @Test func dimsTheMarkersAndBoldsTheHeadingsOnAColourTerminal() {
        let colour = TestContext(outputIsTerminal: true)
        #expect(colour.run("rules", "final_component") == .success)
        #expect(colour.output.text.contains("    class \u{1B}[2m↓\u{1B}[0mLoginInteraction: LoginInteracting {}\n"))
        #expect(colour.output.text.contains("\u{1B}[1mWHY\u{1B}[0m\n"))
        let noColor = TestContext(environment: ["NO_COLOR": "1"], outputIsTerminal: true)
        #expect(noColor.run("rules", "final_component") == .success)
        #expect(!noColor.output.text.contains("\u{1B}"))
        #expect(TerminalPageRendererTests.removingEscapes(colour.output.text) == noColor.output.text)
    }

    @Test func wrapsProseToTheTerminalWidth() {
        let test = TestContext(environment: ["NO_COLOR": "1"], outputIsTerminal: true, terminalWidth: 50)
        #expect(test.run("rules", "custom_class_inheritance") == .success)
        let lines = test.output.text.split(separator: "\n")
        let prose = lines.filter { !$0.hasPrefix("    ") }
        #expect(prose.allSatisfy { DisplayWidth.of($0) <= 50 })
        #expect(prose.contains { DisplayWidth.of($0) > 45 })
        #expect(lines.contains("    final class ↓Leaf: Tree.Node<Int>, Equatable {}"))
    }

    private static func indented(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
    }
}
