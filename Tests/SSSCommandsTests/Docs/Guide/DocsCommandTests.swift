import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

struct DocsCommandTests {
    @Test func listsTheTopicsByKindWithTheExampleSpec() {
        let test = TestContext()
        #expect(test.run("docs") == .success)
        #expect(test.output.text == """
            Super Simple Architecture

            One page for each component of the architecture and each principle behind it,
            with the lint rules that guard it and the code `sss generate` writes for it. Run
            `sss docs <topic>` to read a page in the terminal.

            COMPONENTS
            renderable   An immutable value holding exactly what a view shows.
            rendering    The protocol through which a view accepts a Renderable.
            interaction  The final class that decides what happens after the user does
                         something.
            assembler    The one place that builds a component and hands it its
                         dependencies.
            navigation   The final class, owned by an Interaction, that shows other screens.

            PRINCIPLES
            no-inheritance       Share behaviour through protocols and extensions, never
                                 through your own superclasses.
            tell-what-happened   Screens report events; Interactions decide what they mean.
            use-not-init         `init` takes what a component owns; `use(_:)` hands over
                                 what it only borrows.
            depend-on-protocols  Components see each other through protocols, so each can be
                                 replaced and tested alone.

            NOTES
            readings      Where the architecture's write-up contradicts itself or says
                          nothing, and what sss does there.
            suppressions  How to keep a known breach on purpose without hiding the ones that
                          follow.

            OTHER ARCHITECTURES
            simpler   The architecture for SwiftUI: Scene, Interface, Model, Pipe, Logic,
                      Event and Resource.
            elements  The architecture of protocols for UIKit: user interface, interaction
                      responder, observer and use case.

            REFERENCE
            spec        Every key of a feature spec, what it generates, and how the app
                        starts the first screen.
            regenerate  Generating again after editing the code and changing the spec: the
                        record, merges, conflicts, orphans and --check.

            THE EXAMPLE FEATURE
            Each page's worked example is what `sss generate` writes for this spec.
            `Profile` stands for another feature of the app, generated from a spec of its
            own.

                feature: Greeting
                renderables:
                  Message:
                    text: String
                interactions:
                  Greeter:
                    renders: [Message]
                    events:
                      - didTapGreet
                    navigates: true
                navigation:
                  Profile: push

            """)
    }

    @Test func printsATopicWithItsRulesAndItsWorkedExample() throws {
        let test = TestContext()
        #expect(test.run("docs", "renderable") == .success)
        let generated = try #require(try GuideExample.files().first { $0.path == "MessageRenderable.swift" })
        let indented = generated.contents.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
        #expect(test.output.text == """
            Renderable

            An immutable value holding exactly what a view shows.

            A Renderable is the data a view needs to draw itself, and nothing else: a
            `struct` whose properties are all `let`. It is usually made from one or more
            model values by whoever decides what the screen should show, typically an
            Interaction.

            Because it cannot change after it is made, a view that is given the same
            Renderable twice looks the same twice, and a view can be given any number of
            Renderables in any order. There is no state to get out of step.

            - A struct (or enum), never a class or actor.
            - Stored properties are `let`; no `mutating` methods.
            - Named after what it shows, ending in `Renderable`: `BannerRenderable`.

            RULES THAT GUARD IT
            immutable_renderable  A Renderable must be a struct or enum without stored `var`
                                  properties or `mutating` methods.

            Run `sss rules <id>` for a rule's page: why it matters, how to fix a finding,
            and examples.

            WORKED EXAMPLE
            What `sss generate` writes for the guide's example feature, Greeting (`sss docs`
            shows its spec):

            MessageRenderable.swift

            """ + indented)
    }

    /// Every page shows each of its example files exactly as the generator writes it.
    @Test(arguments: Guide.topics.map(\.identifier))
    func showsTheGeneratedExampleFiles(_ identifier: String) throws {
        let topic = try #require(Guide.topic(identifier))
        let plan = try GuideExample.files()
        let test = TestContext()
        #expect(test.run("docs", identifier) == .success)
        for name in topic.exampleFiles {
            let file = try #require(plan.first { $0.path == name }, "\(identifier) lists \(name), which the generator does not write")
            let indented = file.contents.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                .map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
            #expect(test.output.text.contains(name + "\n" + indented))
        }
        for rule in topic.ruleIdentifiers {
            #expect(test.output.text.contains("\n" + rule + "  "), "\(identifier) does not list \(rule)")
        }
    }

    @Test func rejectsAnUnknownTopicWithTheClosestOneAndTheList() {
        let test = TestContext()
        #expect(test.run("docs", "interactoin") == .failure)
        #expect(test.output.text.isEmpty)
        #expect(test.errorOutput.text == """
            error: unknown topic 'interactoin'; did you mean 'interaction'?
            The topics are:
              renderable
              rendering
              interaction
              assembler
              navigation
              no-inheritance
              tell-what-happened
              use-not-init
              depend-on-protocols
              readings
              suppressions
              simpler
              elements
              spec
              regenerate

            """)
    }

    @Test(arguments: [
        ("Interaction", "interaction"), ("INTERACTION", "interaction"), ("no_inheritance", "no-inheritance"),
        ("No Inheritance", "no-inheritance"), (" Tell_What-Happened ", "tell-what-happened"),
    ])
    func acceptsATopicInAnyCaseWithUnderscoresOrSpacesForHyphens(_ typed: String, _ identifier: String) {
        let loose = TestContext()
        #expect(loose.run("docs", typed) == .success)
        let exact = TestContext()
        #expect(exact.run("docs", identifier) == .success)
        #expect(loose.output.text == exact.output.text)
        #expect(loose.errorOutput.text.isEmpty)
    }

    @Test func pointsFromARuleIdToItsPage() {
        let loose = TestContext()
        #expect(loose.run("docs", "Final-Component") == .failure)
        #expect(loose.errorOutput.text.hasPrefix("""
            error: unknown topic 'Final-Component'; 'Final-Component' is a rule: see 'sss rules final_component'

            """))
        let test = TestContext()
        #expect(test.run("docs", "final_component") == .failure)
        #expect(test.errorOutput.text.hasPrefix("""
            error: unknown topic 'final_component'; 'final_component' is a rule: see 'sss rules final_component'
            The topics are:

            """))
    }

    @Test func colorsOnlyATerminalWithoutNoColor() {
        let colour = TestContext(outputIsTerminal: true)
        #expect(colour.run("docs", "assembler") == .success)
        #expect(colour.output.text.hasPrefix("\u{1B}[1mAssembler\u{1B}[0m\n"))
        #expect(colour.output.text.contains("\u{1B}[1mGreeterInteractionAssembler.swift\u{1B}[0m\n"))
        let emptyNoColor = TestContext(environment: ["NO_COLOR": ""], outputIsTerminal: true)
        #expect(emptyNoColor.run("docs", "assembler") == .success)
        #expect(emptyNoColor.output.text == colour.output.text)
        for test in [TestContext(environment: ["NO_COLOR": "1"], outputIsTerminal: true), TestContext()] {
            #expect(test.run("docs", "assembler") == .success)
            #expect(!test.output.text.contains("\u{1B}"))
            #expect(test.output.text == TerminalPageRendererTests.removingEscapes(colour.output.text))
        }
    }

    @Test func wrapsProseToTheTerminalButLeavesCodeAlone() {
        let narrow = TestContext(outputIsTerminal: true, terminalWidth: 44)
        #expect(narrow.run("docs", "navigation") == .success)
        let lines = narrow.output.text.split(separator: "\n")
        let prose = lines.filter { !$0.hasPrefix("    ") }
        #expect(prose.allSatisfy { DisplayWidth.of(TerminalPageRendererTests.removingEscapes(String($0))) <= 44 })
        #expect(lines.contains { $0.hasPrefix("    ") && $0.count > 44 })
        let wide = TestContext(outputIsTerminal: true, terminalWidth: 160)
        #expect(wide.run("docs", "navigation") == .success)
        #expect(wide.output.text.split(separator: "\n").contains { !$0.hasPrefix("    ") && $0.count > 100 })
    }
}
