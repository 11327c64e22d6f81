import Foundation
import Testing
import SSSTestSupport

/// The life of a feature with the built `sss`: generate, fill in the code, change the spec, generate
/// again. The specs are written here, so the test keeps its meaning when the examples change.
struct RegenerateCycleTests {
    static let lobby = """
        feature: Lobby
        renderables:
          Welcome:
            title: String
        interactions:
          Welcome:
            renders: [Welcome]
            events:
              - didLoad
              - didTapStart
            navigates: true
        navigation:
          Settings: push

        """

    /// The lobby a sprint later: a field, an event and a destination more; the destination takes
    /// input, and the new event passes it on.
    static let grownLobby = """
        feature: Lobby
        renderables:
          Welcome:
            title: String
            subtitle: String
        interactions:
          Welcome:
            renders: [Welcome]
            events:
              - didLoad
              - didTapStart
              - didSelect(topic: Int)
            navigates: true
        navigation:
          Settings: push
          Help(topic: Int): modal

        """

    static let settings = "feature: Settings\ninteractions:\n  Preferences:\n    events: [didTapDone]\n"
    static let help = """
        feature: Help
        input:
          topic: Int
        closable: true
        interactions:
          Topics:
            events: [didLoad, didTapDone]
            navigates: true

        """

    static let generate = [
        "generate", "Lobby.sss.yml", "Settings.sss.yml", "Help.sss.yml", "--output", "App", "--tests", "AppTests", "--module", "App",
    ]

    /// Fills in `didTapStart` and adds a helper below it, as a developer would.
    private func fillIn(_ folder: RegenerateFolder) throws {
        let path = "App/WelcomeInteraction.swift"
        let edited = RegenerateFolder.replacingBody(
            of: "    func didTapStart() {", in: try folder.read(path),
            with: ["        print(greeting())"],
            insertingAfter: ["", "    private func greeting() -> String {", "        \"Welcome aboard\"", "    }"]
        )
        try folder.write(try #require(edited), to: path)
    }

    private func expectCompilesAndLintsClean(_ folder: RegenerateFolder) throws {
        let checker = try SwiftTypeChecker.shared()
        let outcome = try checker.typeCheck(folder.swiftFiles("App"))
        #expect(outcome.succeeded, "\(outcome)")
        let tests = try checker.typeCheckTests(folder.swiftFiles("AppTests"), against: folder.swiftFiles("App"))
        #expect(tests.succeeded, "\(tests)")
        let lint = try folder.sss(["lint", "App", "AppTests"])
        #expect(lint.status == 0, "\(lint.output)\(lint.errorOutput)")
    }

    @Test func editsAndSpecChangesMeetInTheFilesAndTheResultCompiles() throws {
        let folder = try RegenerateFolder()
        defer { folder.remove() }
        try folder.write(Self.lobby, to: "Lobby.sss.yml")
        try folder.write(Self.settings, to: "Settings.sss.yml")
        try folder.write(Self.help, to: "Help.sss.yml")
        let first = try folder.sss(Self.generate)
        #expect(first.status == 0, "\(first.errorOutput)")
        #expect(first.output.contains("      create  App/WelcomeInteraction.swift\n"))
        #expect(first.output.hasSuffix("      create  App/.sss-generated.json\n      create  AppTests/.sss-generated.json\n"))
        try fillIn(folder)

        try folder.write(Self.grownLobby, to: "Lobby.sss.yml")
        let second = try folder.sss(Self.generate)
        #expect(second.status == 0, "\(second.errorOutput)")
        #expect(second.errorOutput.isEmpty)
        #expect(second.output.contains("       merge  App/WelcomeInteraction.swift\n"))
        #expect(second.output.contains("      update  App/WelcomeRenderable.swift\n"))
        #expect(second.output.contains("      update  App/LobbyNavigation.swift\n"))
        #expect(second.output.contains("      update  AppTests/WelcomeInteractionTests.swift\n"))
        #expect(second.output.contains("   identical  App/SettingsAssembler.swift\n"))
        #expect(second.output.hasSuffix("      update  App/.sss-generated.json\n      update  AppTests/.sss-generated.json\n"))

        let interaction = try folder.read("App/WelcomeInteraction.swift")
        #expect(interaction.contains("    func didTapStart() {\n        print(greeting())\n    }\n\n    private func greeting() -> String {\n"))
        #expect(interaction.contains("    func didSelect(topic: Int)\n"))
        #expect(interaction.contains("    func didSelect(topic: Int) {\n        navigation.presentHelpInterface(topic: topic)\n    }\n"))
        #expect(try folder.read("App/WelcomeRenderable.swift").contains("let subtitle: String"))
        #expect(try folder.read("App/LobbyNavigation.swift").contains("func presentHelpInterface(topic: Int)"))
        try expectCompilesAndLintsClean(folder)

        let record = try folder.read("App/.sss-generated.json")
        #expect(record.contains("\"path\" : \"WelcomeInteraction.swift\""))
        #expect(!record.contains("greeting"), "the record keeps what was generated, not the merge")
        let check = try folder.sss(Self.generate + ["--check"])
        #expect(check.status == 0)
        #expect(check.output.hasSuffix(" files are as 'sss generate' leaves them\n"))
    }

    @Test func anEditOnALineTheSpecRewritesIsAConflictThenMarkersThenResolved() throws {
        let folder = try RegenerateFolder()
        defer { folder.remove() }
        try folder.write(Self.grownLobby, to: "Lobby.sss.yml")
        try folder.write(Self.settings, to: "Settings.sss.yml")
        try folder.write(Self.help, to: "Help.sss.yml")
        #expect(try folder.sss(Self.generate).status == 0)
        try fillIn(folder)
        let path = "App/WelcomeInteraction.swift"
        let annotated = try folder.read(path).replacingOccurrences(of: "    func didSelect(topic: Int)\n", with: "    func didSelect(topic: Int) // opens Help\n")
        try folder.write(annotated, to: path)
        let changed = Self.grownLobby.replacingOccurrences(of: "- didSelect(topic: Int)", with: "- didSelect(topic: Int, source: String)")
        try folder.write(changed, to: "Lobby.sss.yml")

        let before = try folder.snapshot("")
        let stopped = try folder.sss(Self.generate)
        #expect(stopped.status == 1)
        #expect(stopped.output.contains("""
                conflict  App/WelcomeInteraction.swift (edited where the generated code changed, in 1 place)
            --- a/App/WelcomeInteraction.swift
            +++ b/App/WelcomeInteraction.swift

            """))
        #expect(stopped.output.contains("""
            +<<<<<<< edited
                 func didSelect(topic: Int) // opens Help
            +||||||| generated before
            +    func didSelect(topic: Int)
            +=======
            +    func didSelect(topic: Int, source: String)
            +>>>>>>> generated now

            """))
        #expect(stopped.errorOutput == """
            error: 1 file differs from what sss would write and cannot be merged: App/WelcomeInteraction.swift; \
            nothing was written (--conflicts markers writes them with git's conflict markers, --force replaces them)

            """)
        #expect(try folder.snapshot("") == before)

        let marked = try folder.sss(Self.generate + ["--conflicts", "markers"])
        #expect(marked.status == 1)
        #expect(marked.output.contains("    conflict  App/WelcomeInteraction.swift (markers in 1 place)\n"))
        #expect(marked.errorOutput == "error: wrote conflict markers into 1 file: App/WelcomeInteraction.swift; resolve them and run 'sss generate' again\n")
        let withMarkers = try folder.read(path)
        let conflict = """
            <<<<<<< edited
                func didSelect(topic: Int) // opens Help
            ||||||| generated before
                func didSelect(topic: Int)
            =======
                func didSelect(topic: Int, source: String)
            >>>>>>> generated now

            """
        #expect(withMarkers.contains(conflict))
        #expect(withMarkers.contains("    func didSelect(topic: Int, source: String) {\n"))
        #expect(withMarkers.contains("        print(greeting())\n"))

        let unresolved = try folder.sss(Self.generate)
        #expect(unresolved.status == 1)
        #expect(unresolved.output.contains("    conflict  App/WelcomeInteraction.swift (conflict markers of an earlier run are still in it)\n"))
        #expect(try folder.sss(Self.generate + ["--check"]).status == 2)
        #expect(try folder.read(path) == withMarkers)

        try folder.write(withMarkers.replacingOccurrences(of: conflict, with: "    func didSelect(topic: Int, source: String) // opens Help\n"), to: path)
        let resolved = try folder.sss(Self.generate)
        #expect(resolved.status == 0, "\(resolved.errorOutput)")
        #expect(resolved.output.contains("        keep  App/WelcomeInteraction.swift\n"))
        #expect(resolved.output.hasSuffix("   identical  App/.sss-generated.json\n   identical  AppTests/.sss-generated.json\n"))
        try expectCompilesAndLintsClean(folder)
    }
}
