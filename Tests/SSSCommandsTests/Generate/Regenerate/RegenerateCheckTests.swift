import Foundation
import Testing
import SSSTestSupport

/// `sss generate --check` with the built `sss`: its exit status is what CI acts on.
struct RegenerateCheckTests {
    static let lobby = """
        feature: Lobby
        renderables:
          Welcome:
            title: String
        interactions:
          Welcome:
            renders: [Welcome]
            events: [didTapStart]

        """

    static let check = ["generate", "Lobby.sss.yml", "--output", "App", "--check"]

    private func generated() throws -> RegenerateFolder {
        let folder = try RegenerateFolder()
        try folder.write(Self.lobby, to: "Lobby.sss.yml")
        let run = try folder.sss(["generate", "Lobby.sss.yml", "--output", "App"])
        #expect(run.status == 0, "\(run.errorOutput)")
        return folder
    }

    @Test func exitsWithZeroWhenTheFolderIsWhatGenerationLeavesEditsIncluded() throws {
        let folder = try generated()
        defer { folder.remove() }
        let clean = try folder.sss(Self.check)
        #expect(clean.status == 0)
        #expect(clean.output == "9 files are as 'sss generate' leaves them\n")
        #expect(clean.errorOutput.isEmpty)
        try folder.write("// filled in\n", to: "App/WelcomeInteraction.swift")
        let edited = try folder.sss(Self.check)
        #expect(edited.status == 0)
        #expect(edited.output == "9 files are as 'sss generate' leaves them\n")
    }

    @Test func exitsWithTwoListingWhatARunWouldChangeAndWritesNothing() throws {
        let folder = try generated()
        defer { folder.remove() }
        try folder.write(Self.lobby.replacingOccurrences(of: "    title: String\n", with: "    title: String\n    subtitle: String\n"), to: "Lobby.sss.yml")
        try FileManager.default.removeItem(at: folder.root.appendingPathComponent("App/LobbyAssembler.swift"))
        let before = try folder.snapshot("App")
        let drift = try folder.sss(Self.check)
        #expect(drift.status == 2)
        #expect(drift.output == """
            would update  App/WelcomeRenderable.swift
            would update  App/WelcomeView.swift
            would create  App/LobbyAssembler.swift
            would update  App/.sss-generated.json

            """)
        #expect(drift.errorOutput == "error: 4 files differ from what 'sss generate' would leave; run it without --check, and commit the result\n")
        #expect(try folder.snapshot("App") == before)
        let skipping = try folder.sss(Self.check + ["--skip"])
        #expect(skipping.status == 2, "the missing file would still be written")
        #expect(skipping.output == "would create  App/LobbyAssembler.swift\n", "the record holds the file already")
    }

    @Test func countsAMissingRecordAConflictAndAnOrphanAsDrift() throws {
        let folder = try generated()
        defer { folder.remove() }
        let record = folder.root.appendingPathComponent("App/.sss-generated.json")
        let recordText = try folder.read("App/.sss-generated.json")
        try FileManager.default.removeItem(at: record)
        let unrecorded = try folder.sss(Self.check)
        #expect(unrecorded.status == 2)
        #expect(unrecorded.output == "would create  App/.sss-generated.json\n")

        try folder.write(recordText, to: "App/.sss-generated.json")
        try folder.write("// mine\n", to: "App/WelcomeView.swift")
        try folder.write(Self.lobby.replacingOccurrences(of: "    title: String\n", with: "    headline: String\n"), to: "Lobby.sss.yml")
        let conflict = try folder.sss(Self.check)
        #expect(conflict.status == 2)
        #expect(conflict.output.hasPrefix("""
            would update  App/WelcomeRenderable.swift
                conflict  App/WelcomeView.swift (edited where the generated code changed, in 1 place)
            --- a/App/WelcomeView.swift

            """))

        try folder.write(Self.lobby.replacingOccurrences(of: "    renders: [Welcome]\n", with: "").replacingOccurrences(of: "renderables:\n  Welcome:\n    title: String\n", with: ""), to: "Lobby.sss.yml")
        try folder.write(recordText, to: "App/.sss-generated.json")
        let orphans = try folder.sss(Self.check)
        #expect(orphans.status == 2)
        #expect(orphans.output.contains("      orphan  App/WelcomeRenderable.swift (no longer generated for Lobby)\n"))
    }

    @Test func exitsWithOneOnErrors() throws {
        let folder = try generated()
        defer { folder.remove() }
        try folder.write("feature: Lobby\n", to: "Lobby.sss.yml")
        let broken = try folder.sss(Self.check)
        #expect(broken.status == 1)
        #expect(broken.output.isEmpty)
        #expect(broken.errorOutput.hasPrefix("Lobby.sss.yml:1:1: error: missing required key 'interactions'"))
        try folder.write("{\"version\": 2, \"files\": []}\n", to: "App/.sss-generated.json")
        try folder.write(Self.lobby, to: "Lobby.sss.yml")
        let badRecord = try folder.sss(Self.check)
        #expect(badRecord.status == 1)
        #expect(badRecord.errorOutput.hasPrefix("App/.sss-generated.json:1:13: error: unsupported record version 2; this sss reads version 1\n"))
    }
}
