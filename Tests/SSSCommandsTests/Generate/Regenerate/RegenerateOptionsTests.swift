import Foundation
import Testing
import SSSTestSupport

/// `--skip`, `--prune`, orphans and ownership with the built `sss`: what each run prints, writes
/// and exits with.
struct RegenerateOptionsTests {
    static let lobby = """
        feature: Lobby
        renderables:
          Welcome:
            title: String
          Banner:
            text: String
        interactions:
          Welcome:
            renders: [Welcome, Banner]
            events: [didTapStart]

        """

    /// The lobby without its banner.
    static let bannerless = """
        feature: Lobby
        renderables:
          Welcome:
            title: String
        interactions:
          Welcome:
            renders: [Welcome]
            events: [didTapStart]

        """

    /// A hall whose banner has another field than the lobby's.
    static let hall = "feature: Hall\nrenderables:\n  Banner:\n    caption: String\ninteractions:\n  Door:\n    renders: [Banner]\n"

    private func generated(_ spec: String = lobby) throws -> RegenerateFolder {
        let folder = try RegenerateFolder()
        try folder.write(spec, to: "Lobby.sss.yml")
        let run = try folder.sss(["generate", "Lobby.sss.yml", "--output", "App"])
        #expect(run.status == 0, "\(run.errorOutput)")
        return folder
    }

    @Test func skipWritesOnlyFilesThatAreMissingAndKeepsTheirRecord() throws {
        let folder = try generated()
        defer { folder.remove() }
        try folder.write("// mine\n", to: "App/WelcomeView.swift")
        try FileManager.default.removeItem(at: folder.root.appendingPathComponent("App/LobbyAssembler.swift"))
        try folder.write(Self.lobby.replacingOccurrences(of: "    title: String\n", with: "    title: String\n    subtitle: String\n"), to: "Lobby.sss.yml")
        let skipped = try folder.sss(["generate", "Lobby.sss.yml", "--output", "App", "--skip"])
        #expect(skipped.status == 0, "\(skipped.errorOutput)")
        #expect(skipped.output.contains("        skip  App/WelcomeRenderable.swift\n"))
        #expect(skipped.output.contains("        skip  App/WelcomeView.swift\n"))
        #expect(skipped.output.contains("      create  App/LobbyAssembler.swift\n"))
        #expect(skipped.output.contains("   identical  App/BannerView.swift\n"))
        #expect(try folder.read("App/WelcomeView.swift") == "// mine\n")
        #expect(!(try folder.read("App/WelcomeRenderable.swift")).contains("subtitle"))

        let later = try folder.sss(["generate", "Lobby.sss.yml", "--output", "App"])
        #expect(later.status == 1, "the record still holds what the skipped files were generated from")
        #expect(later.output.contains("      update  App/WelcomeRenderable.swift\n"))
        #expect(later.output.contains("    conflict  App/WelcomeView.swift (edited where the generated code changed, in 1 place)\n"))
    }

    @Test func filesTheSpecNoLongerGeneratesAreOrphansAndPruneDeletesThoseNotEdited() throws {
        let folder = try generated()
        defer { folder.remove() }
        try folder.write(Self.bannerless, to: "Lobby.sss.yml")
        let generate = ["generate", "Lobby.sss.yml", "--output", "App"]
        let reported = try folder.sss(generate)
        #expect(reported.status == 0, "\(reported.errorOutput)")
        #expect(reported.output.contains("""
                  orphan  App/BannerRenderable.swift (no longer generated for Lobby)
                  orphan  App/BannerRendering.swift (no longer generated for Lobby)
                  orphan  App/BannerView.swift (no longer generated for Lobby)
                  update  App/.sss-generated.json

            """))
        #expect(folder.exists("App/BannerView.swift"))

        try folder.write("// kept\n", to: "App/BannerView.swift")
        let pruned = try folder.sss(generate + ["--prune"])
        #expect(pruned.status == 0, "\(pruned.errorOutput)")
        #expect(pruned.output.contains("""
                  remove  App/BannerRenderable.swift (no longer generated for Lobby)
                  remove  App/BannerRendering.swift (no longer generated for Lobby)
                  orphan  App/BannerView.swift (no longer generated for Lobby; edited, so left in place)
                  update  App/.sss-generated.json

            """))
        #expect(!folder.exists("App/BannerRenderable.swift"))
        #expect(!folder.exists("App/BannerRendering.swift"))
        #expect(try folder.read("App/BannerView.swift") == "// kept\n")
        #expect(try folder.sss(generate + ["--check"]).status == 2)

        try FileManager.default.removeItem(at: folder.root.appendingPathComponent("App/BannerView.swift"))
        let settled = try folder.sss(generate)
        #expect(!settled.output.contains("Banner"))
        #expect(settled.output.hasSuffix("      update  App/.sss-generated.json\n"))
        #expect(!(try folder.read("App/.sss-generated.json")).contains("Banner"))
        #expect(try folder.sss(generate + ["--check"]).status == 0)
    }

    @Test func aDryRunPruneSaysWhatItWouldRemove() throws {
        let folder = try generated()
        defer { folder.remove() }
        try folder.write(Self.bannerless, to: "Lobby.sss.yml")
        let dryRun = try folder.sss(["generate", "Lobby.sss.yml", "--output", "App", "--prune", "--dry-run"])
        #expect(dryRun.status == 0)
        #expect(dryRun.output.contains("would remove  App/BannerView.swift (no longer generated for Lobby)\n"))
        #expect(folder.exists("App/BannerView.swift"))
    }

    @Test func filesOfFeaturesOutsideTheRunAreNeitherOrphansNorTouched() throws {
        let folder = try generated()
        defer { folder.remove() }
        try folder.write(Self.hall.replacingOccurrences(of: "Banner", with: "Sign"), to: "Hall.sss.yml")
        let hall = try folder.sss(["generate", "Hall.sss.yml", "--output", "App"])
        #expect(hall.status == 0, "\(hall.errorOutput)")
        #expect(hall.output.contains("   identical  App/NavigationControlling.swift\n"))
        #expect(!hall.output.contains("Welcome"))
        let record = try folder.read("App/.sss-generated.json")
        #expect(record.contains("\"feature\" : \"Lobby\""))
        #expect(record.contains("\"feature\" : \"Hall\""))
    }

    @Test func aFileRecordedForAnotherFeatureIsNeverWrittenEvenWithForce() throws {
        let folder = try generated()
        defer { folder.remove() }
        try folder.write(Self.hall, to: "Hall.sss.yml")
        let before = try folder.snapshot("App")
        for extra in [[], ["--force"]] {
            let run = try folder.sss(["generate", "Hall.sss.yml", "--output", "App"] + extra)
            #expect(run.status == 1)
            #expect(run.output.contains("    conflict  App/BannerView.swift (generated for Lobby)\n"))
            #expect(run.output.contains("    conflict  App/BannerRenderable.swift (generated for Lobby)\n"))
            #expect(run.output.contains("   identical  App/BannerRendering.swift\n"), "the same bytes for both features")
            #expect(run.errorOutput.hasPrefix("""
                error: App/BannerRenderable.swift was generated for Lobby, which this run does not generate; sss never \
                writes one feature's file for another, not even with --force: rename what gives the file, or generate \
                Lobby in the same run

                """))
            #expect(run.errorOutput.hasSuffix("error: nothing was written\n"))
            #expect(try folder.snapshot("App") == before)
        }
        try folder.write(Self.hall.replacingOccurrences(of: "caption", with: "text"), to: "Hall.sss.yml")
        let alike = try folder.sss(["generate", "Hall.sss.yml", "--output", "App"])
        #expect(alike.status == 0, "\(alike.errorOutput)")
        #expect(alike.output.contains("   identical  App/BannerView.swift\n"))
        #expect(try folder.read("App/.sss-generated.json").contains("\"path\" : \"BannerView.swift\",\n      \"feature\" : \"Lobby\""))

        try folder.write(Self.bannerless, to: "Lobby.sss.yml")
        let moved = try folder.sss(["generate", "Lobby.sss.yml", "Hall.sss.yml", "--output", "App"])
        #expect(moved.status == 0, "\(moved.errorOutput)")
        #expect(moved.output.contains("   identical  App/BannerView.swift\n"))
        #expect(!moved.output.contains("orphan"))
        let record = try folder.read("App/.sss-generated.json")
        #expect(record.contains("\"path\" : \"BannerView.swift\",\n      \"feature\" : \"Hall\""))
    }
}
