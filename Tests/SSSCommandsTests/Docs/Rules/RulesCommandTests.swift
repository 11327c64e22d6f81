import Foundation
import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

struct RulesCommandTests {
    /// The two opt-in rules of Super Simple Architecture.
    static let optInRules = ["protocol_dependency", "interaction_event_naming"].compactMap { RuleRegistry.rule(identifier: $0)?.description }

    @Test func listsEveryRuleAsTabSeparatedLinesWhenPiped() {
        let test = TestContext()
        #expect(test.run("rules") == .success)
        #expect(test.output.text == """
            custom_class_inheritance\tCustom Class Inheritance\terror\ton\tssa,elements\tcodebase
            assembler_single_initializer\tAssembler Single Initializer\terror\ton\tssa\tfile
            assembler_single_method\tAssembler Single Method\terror\ton\tssa\tcodebase
            assembler_kind\tAssembler Kind\twarning\ton\tssa\tfile
            final_component\tFinal Component\terror\ton\tssa\tfile
            weak_rendering\tWeak Rendering\terror\ton\tssa\tfile
            class_bound_rendering\tClass-Bound Rendering\terror\ton\tssa\tcodebase
            immutable_renderable\tImmutable Renderable\terror\ton\tssa\tfile
            use_not_init\tUse Not Init\twarning\ton\tssa\tfile
            component_conformance\tComponent Conformance\twarning\ton\tssa\tcodebase
            protocol_dependency\tProtocol Dependency\twarning\topt-in\tssa\tcodebase
            interaction_event_naming\tInteraction Event Naming\twarning\topt-in\tssa\tfile
            simpler_event_enum\tSIMPLER Event Enum\terror\ton\tsimpler\tfile
            simpler_exhaustive_pipe\tSIMPLER Exhaustive Pipe\twarning\ton\tsimpler\tfile
            simpler_thin_interface\tSIMPLER Thin Interface\twarning\ton\tsimpler\tfile
            simpler_pure_logic\tSIMPLER Pure Logic\twarning\ton\tsimpler\tfile
            simpler_scene_owns_state\tSIMPLER Scene Owns State\twarning\ton\tsimpler\tfile
            elements_user_interface_no_uikit\tElements User Interface No UIKit\terror\ton\telements\tfile
            elements_weak_responder\tElements Weak Responder\terror\ton\telements\tfile
            elements_class_bound_responder\tElements Class-Bound Responder\terror\ton\telements\tcodebase
            elements_view_state_value\tElements View State Value\terror\ton\telements\tfile
            elements_user_interface_view\tElements User Interface View\twarning\ton\telements\tfile
            superfluous_disable_command\tSuperfluous Disable Command\twarning\ton\tall\tfile

            """)
        #expect(test.errorOutput.text.isEmpty)
    }

    @Test func alignsColumnsUnderAHeaderOnATerminalWideEnough() {
        let test = TestContext(environment: ["NO_COLOR": "1"], outputIsTerminal: true, terminalWidth: 109)
        #expect(test.run("rules") == .success)
        #expect(test.output.text == """
            ID                                NAME                              SEVERITY  DEFAULT  ARCHITECTURE  SCOPE
            custom_class_inheritance          Custom Class Inheritance          error     on       ssa,elements  codebase
            assembler_single_initializer      Assembler Single Initializer      error     on       ssa           file
            assembler_single_method           Assembler Single Method           error     on       ssa           codebase
            assembler_kind                    Assembler Kind                    warning   on       ssa           file
            final_component                   Final Component                   error     on       ssa           file
            weak_rendering                    Weak Rendering                    error     on       ssa           file
            class_bound_rendering             Class-Bound Rendering             error     on       ssa           codebase
            immutable_renderable              Immutable Renderable              error     on       ssa           file
            use_not_init                      Use Not Init                      warning   on       ssa           file
            component_conformance             Component Conformance             warning   on       ssa           codebase
            protocol_dependency               Protocol Dependency               warning   opt-in   ssa           codebase
            interaction_event_naming          Interaction Event Naming          warning   opt-in   ssa           file
            simpler_event_enum                SIMPLER Event Enum                error     on       simpler       file
            simpler_exhaustive_pipe           SIMPLER Exhaustive Pipe           warning   on       simpler       file
            simpler_thin_interface            SIMPLER Thin Interface            warning   on       simpler       file
            simpler_pure_logic                SIMPLER Pure Logic                warning   on       simpler       file
            simpler_scene_owns_state          SIMPLER Scene Owns State          warning   on       simpler       file
            elements_user_interface_no_uikit  Elements User Interface No UIKit  error     on       elements      file
            elements_weak_responder           Elements Weak Responder           error     on       elements      file
            elements_class_bound_responder    Elements Class-Bound Responder    error     on       elements      codebase
            elements_view_state_value         Elements View State Value         error     on       elements      file
            elements_user_interface_view      Elements User Interface View      warning   on       elements      file
            superfluous_disable_command       Superfluous Disable Command       warning   on       all           file

            """)
    }

    @Test func leavesOutTheNameColumnOnAnEightyColumnTerminal() {
        let test = TestContext(environment: ["NO_COLOR": "1"], outputIsTerminal: true)
        #expect(test.run("rules") == .success)
        #expect(test.output.text == """
            ID                                SEVERITY  DEFAULT  ARCHITECTURE  SCOPE
            custom_class_inheritance          error     on       ssa,elements  codebase
            assembler_single_initializer      error     on       ssa           file
            assembler_single_method           error     on       ssa           codebase
            assembler_kind                    warning   on       ssa           file
            final_component                   error     on       ssa           file
            weak_rendering                    error     on       ssa           file
            class_bound_rendering             error     on       ssa           codebase
            immutable_renderable              error     on       ssa           file
            use_not_init                      warning   on       ssa           file
            component_conformance             warning   on       ssa           codebase
            protocol_dependency               warning   opt-in   ssa           codebase
            interaction_event_naming          warning   opt-in   ssa           file
            simpler_event_enum                error     on       simpler       file
            simpler_exhaustive_pipe           warning   on       simpler       file
            simpler_thin_interface            warning   on       simpler       file
            simpler_pure_logic                warning   on       simpler       file
            simpler_scene_owns_state          warning   on       simpler       file
            elements_user_interface_no_uikit  error     on       elements      file
            elements_weak_responder           error     on       elements      file
            elements_class_bound_responder    error     on       elements      codebase
            elements_view_state_value         error     on       elements      file
            elements_user_interface_view      warning   on       elements      file
            superfluous_disable_command       warning   on       all           file

            """)
        let exact = TestContext(environment: ["NO_COLOR": "1"], outputIsTerminal: true, terminalWidth: 75)
        #expect(exact.run("rules") == .success)
        #expect(exact.output.text == test.output.text)
    }

    @Test func givesEachRuleTwoLinesWhenNoTableFits() {
        let test = TestContext(environment: ["NO_COLOR": "1"], outputIsTerminal: true, terminalWidth: 70)
        #expect(test.run("rules") == .success)
        #expect(test.output.text.hasPrefix("""
            custom_class_inheritance
              error, on by default, ssa,elements, codebase scope
            assembler_single_initializer
              error, on by default, ssa, file scope

            """))
        #expect(test.output.text.hasSuffix("""
            elements_view_state_value
              error, on by default, elements, file scope
            elements_user_interface_view
              warning, on by default, elements, file scope
            superfluous_disable_command
              warning, on by default, every architecture, file scope

            """))
        let listing = RuleListing(rules: Self.optInRules, isEnabled: { $0.scope == .codebase })
        #expect(listing.alignedTable(style: TextStyle(isEnabled: false), width: 30) == """
            protocol_dependency
              warning, opt-in, ssa,
              codebase scope, enabled: yes
            interaction_event_naming
              warning, opt-in, ssa, file
              scope, enabled: no

            """)
    }

    @Test func neverPrintsALineWiderThanTheTerminal() {
        let withConfiguration = RuleListing(isEnabled: { !$0.isOptIn })
        for listing in [RuleListing(), withConfiguration] {
            let fullWidth = listing.isEnabled == nil ? 109 : 118
            // An identifier is never broken, so the narrowest width is the longest identifier's.
            let narrowest = RuleRegistry.identifiers.map(\.count).max() ?? 0
            #expect(narrowest == 32)
            for width in [narrowest, 40, 70, 74, 75, 80, 100, 108, 109, 117, 118, 200] {
                let lines = listing.alignedTable(style: TextStyle(isEnabled: false), width: width).split(separator: "\n")
                #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= width }, "wider than \(width)")
                #expect(lines.contains { $0.contains("NAME") } == (width >= fullWidth))
            }
        }
    }

    @Test func boldsTheHeaderOnlyOnAColourTerminal() {
        let colour = TestContext(outputIsTerminal: true)
        #expect(colour.run("rules") == .success)
        #expect(colour.output.text.hasPrefix("\u{1B}[1mID "))
        #expect(colour.output.text.components(separatedBy: "\u{1B}[").count == 3)
        let piped = TestContext()
        #expect(piped.run("rules") == .success)
        #expect(!piped.output.text.contains("\u{1B}"))
    }

    @Test func leavesRoomForTheEnabledColumnOfAConfiguration() throws {
        let listing = RuleListing(rules: Self.optInRules, isEnabled: { !$0.isOptIn || $0.identifier == "protocol_dependency" })
        #expect(listing.tabSeparated() == """
            protocol_dependency\tProtocol Dependency\twarning\topt-in\tssa\tcodebase\tyes
            interaction_event_naming\tInteraction Event Naming\twarning\topt-in\tssa\tfile\tno

            """)
        #expect(listing.alignedTable(style: TextStyle(isEnabled: false)).hasPrefix("ID                        NAME                      SEVERITY  DEFAULT  ARCHITECTURE  SCOPE     ENABLED\n"))
        let objects = try Self.parse(JSONWriter().write(listing.json())) as? [[String: Any]]
        #expect(objects?.map { $0["enabled"] as? Bool } == [true, false])
        #expect(RuleListing().header == ["ID", "NAME", "SEVERITY", "DEFAULT", "ARCHITECTURE", "SCOPE"])
    }

    @Test func printsTheListAsJSON() throws {
        let test = TestContext()
        #expect(test.run("rules", "--format", "json") == .success)
        let objects = try #require(try Self.parse(test.output.text) as? [[String: Any]])
        #expect(objects.map { $0["identifier"] as? String } == RuleRegistry.identifiers)
        let final = objects[4]
        #expect(Set(final.keys) == ["identifier", "name", "default_severity", "opt_in", "architectures", "scope", "summary", "topic"])
        #expect(final["architectures"] as? [String] == ["ssa"])
        #expect(final["name"] as? String == "Final Component")
        #expect(final["default_severity"] as? String == "error")
        #expect(final["opt_in"] as? Bool == false)
        #expect(final["scope"] as? String == "file")
        #expect(final["topic"] as? String == "no-inheritance")
        #expect(final["summary"] as? String == FinalComponentRule.description.summary)
        #expect(objects[10]["opt_in"] as? Bool == true)
        #expect(objects[10]["scope"] as? String == "codebase")
    }

    @Test func printsOneRuleWithItsExamplesAsJSON() throws {
        let test = TestContext()
        #expect(test.run("rules", "custom_class_inheritance", "--format", "json") == .success)
        let object = try #require(try Self.parse(test.output.text) as? [String: Any])
        let description = CustomClassInheritanceRule.description
        #expect(object["rationale"] as? String == description.rationale)
        #expect(object["fix"] as? String == description.fix)
        let triggering = try #require(object["triggering_examples"] as? [[String: Any]])
        #expect(triggering.map { $0["code"] as? String } == description.triggeringExamples.map(\.code))
        #expect(triggering.map { $0["other_files"] as? [String] } == description.triggeringExamples.map(\.otherFiles))
        let nonTriggering = try #require(object["non_triggering_examples"] as? [[String: Any]])
        #expect(nonTriggering.map { $0["code"] as? String } == description.nonTriggeringExamples.map(\.code))
    }

    @Test(arguments: ["Final_Component", "final-component", "FINAL COMPONENT"])
    func acceptsARuleIdInAnyCaseWithHyphensOrSpacesForUnderscores(_ typed: String) {
        for format in ["text", "json"] {
            let loose = TestContext()
            #expect(loose.run("rules", typed, "--format", format) == .success)
            let exact = TestContext()
            #expect(exact.run("rules", "final_component", "--format", format) == .success)
            #expect(loose.output.text == exact.output.text)
            #expect(loose.errorOutput.text.isEmpty)
        }
    }

    @Test func pointsFromAGuideTopicToItsPage() {
        let test = TestContext()
        #expect(test.run("rules", "No_Inheritance") == .failure)
        #expect(test.errorOutput.text.hasPrefix("""
            error: unknown rule 'No_Inheritance'; 'No_Inheritance' is a guide topic: see 'sss docs no-inheritance'
            The rules are:
              custom_class_inheritance

            """))
    }

    @Test func rejectsAnUnknownFormat() {
        let typo = TestContext()
        #expect(typo.run("rules", "--format", "jsn") == .failure)
        #expect(typo.errorOutput.text == """
            error: unknown format 'jsn'; did you mean 'json'?
            Usage: sss rules [<rule>] [--format <format>] [--config <file>] [--architecture <name>] [--markdown <dir>] [--force] [--dry-run]
            See 'sss help rules' for more.

            """)
        let other = TestContext()
        #expect(other.run("rules", "--format", "yaml") == .failure)
        #expect(other.errorOutput.text.hasPrefix("error: unknown format 'yaml'; expected 'text' or 'json'\n"))
    }

    static func parse(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }
}
