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
              - didTapStart
            navigates: true
        navigation:
          Settings: push

        """

    /// The lobby a sprint later: a field, an event and a destination more.
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
              - didTapStart
              - didTapHelp
            navigates: true
        navigation:
          Settings: push
          Help: modal

        """

    static let settings = "feature: Settings\ninteractions:\n  Preferences:\n    events: [didTapDone]\n"
    static let help = "feature: Help\ninteractions:\n  Topics:\n    events: [didTapClose]\n"

    static let generate = ["generate", "Lobby.sss.yml", "Settings.sss.yml", "Help.sss.yml", "--output", "App"]

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
        let outcome = try SwiftTypeChecker.shared().typeCheck(folder.swiftFiles("App"))
        #expect(outcome.succeeded, "\(outcome)")
        let lint = try folder.sss(["lint", "App"])
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
        #expect(first.output.hasSuffix("      create  App/.sss-generated.json\n"))
        try fillIn(folder)

        try folder.write(Self.grownLobby, to: "Lobby.sss.yml")
        let second = try folder.sss(Self.generate)
        #expect(second.status == 0, "\(second.errorOutput)")
        #expect(second.errorOutput.isEmpty)
        #expect(second.output.contains("       merge  App/WelcomeInteraction.swift\n"))
        #expect(second.output.contains("      update  App/WelcomeRenderable.swift\n"))
        #expect(second.output.contains("      update  App/LobbyNavigation.swift\n"))
        #expect(second.output.contains("   identical  App/SettingsAssembler.swift\n"))
        #expect(second.output.hasSuffix("      update  App/.sss-generated.json\n"))

        let interaction = try folder.read("App/WelcomeInteraction.swift")
        #expect(interaction.contains("    func didTapStart() {\n        print(greeting())\n    }\n\n    private func greeting() -> String {\n"))
        #expect(interaction.contains("    func didTapHelp()\n"))
        #expect(interaction.contains("    func didTapHelp() {\n"))
        #expect(try folder.read("App/WelcomeRenderable.swift").contains("let subtitle: String"))
        #expect(try folder.read("App/LobbyNavigation.swift").contains("HelpAssembl"))
        try expectCompilesAndLintsClean(folder)

        let record = try folder.read("App/.sss-generated.json")
        #expect(record.contains("\"path\" : \"WelcomeInteraction.swift\""))
        #expect(!record.contains("greeting"), "the record keeps what was generated, not the merge")
        let check = try folder.sss(Self.generate + ["--check"])
        #expect(check.status == 0)
        #expect(check.output == "19 files are as 'sss generate' leaves them\n")
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
        let annotated = try folder.read(path).replacingOccurrences(of: "    func didTapHelp()\n", with: "    func didTapHelp() // opens Help\n")
        try folder.write(annotated, to: path)
        try folder.write(Self.grownLobby.replacingOccurrences(of: "- didTapHelp", with: "- didTapHelp(topic: String)"), to: "Lobby.sss.yml")

        let before = try folder.snapshot("App")
        let stopped = try folder.sss(Self.generate)
        #expect(stopped.status == 1)
        #expect(stopped.output.contains("""
                conflict  App/WelcomeInteraction.swift (edited where the generated code changed, in 1 place)
            --- a/App/WelcomeInteraction.swift
            +++ b/App/WelcomeInteraction.swift

            """))
        #expect(stopped.output.contains("""
            @@ -5,7 +5,13 @@
                 func use(_ welcome: WelcomeRendering)
                 func use(_ navigationController: NavigationControlling)
                 func didTapStart()
            +<<<<<<< edited
                 func didTapHelp() // opens Help
            +||||||| generated before
            +    func didTapHelp()
            +=======
            +    func didTapHelp(topic: String)
            +>>>>>>> generated now
             }

            """))
        #expect(stopped.errorOutput == """
            error: 1 file differs from what sss would write and cannot be merged: App/WelcomeInteraction.swift; \
            nothing was written (--conflicts markers writes them with git's conflict markers, --force replaces them)

            """)
        #expect(try folder.snapshot("App") == before)

        let marked = try folder.sss(Self.generate + ["--conflicts", "markers"])
        #expect(marked.status == 1)
        #expect(marked.output.contains("    conflict  App/WelcomeInteraction.swift (markers in 1 place)\n"))
        #expect(marked.errorOutput == "error: wrote conflict markers into 1 file: App/WelcomeInteraction.swift; resolve them and run 'sss generate' again\n")
        let withMarkers = try folder.read(path)
        let conflict = """
            <<<<<<< edited
                func didTapHelp() // opens Help
            ||||||| generated before
                func didTapHelp()
            =======
                func didTapHelp(topic: String)
            >>>>>>> generated now

            """
        #expect(withMarkers.contains(conflict))
        #expect(withMarkers.contains("    func didTapHelp(topic: String) {\n"))
        #expect(withMarkers.contains("        print(greeting())\n"))

        try folder.write(withMarkers.replacingOccurrences(of: conflict, with: "    func didTapHelp(topic: String) // opens Help\n"), to: path)
        let resolved = try folder.sss(Self.generate)
        #expect(resolved.status == 0, "\(resolved.errorOutput)")
        #expect(resolved.output.contains("        keep  App/WelcomeInteraction.swift\n"))
        #expect(resolved.output.hasSuffix("   identical  App/.sss-generated.json\n"))
        try expectCompilesAndLintsClean(folder)
    }
}
