import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// What `sss generate` prints per file: Rails' column of verbs, coloured only on a terminal without
/// `NO_COLOR`, `would` in a dry run, and diffs under conflicts or, with `--diff`, every change.
struct GenerationReportTests {
    static let lobby = "feature: Lobby\nrenderables:\n  Banner:\n    text: String\ninteractions:\n  Desk:\n    renders: [Banner]\n"

    private func generated() -> InMemoryFileSystem {
        let fileSystem = InMemoryFileSystem(files: ["Lobby.sss.yml": Self.lobby])
        #expect(TestContext(fileSystem: fileSystem).run("generate", "Lobby.sss.yml", "-o", "out") == .success)
        return fileSystem
    }

    @Test func coloursTheVerbsOnATerminalLikeRails() throws {
        let fileSystem = InMemoryFileSystem(files: ["Lobby.sss.yml": Self.lobby, "out/BannerView.swift": "// mine\n"])
        let test = TestContext(fileSystem: fileSystem, outputIsTerminal: true)
        #expect(test.run("generate", "Lobby.sss.yml", "-o", "out") == .failure)
        let lines = test.output.text.split(separator: "\n")
        #expect(lines.first == "      \u{1B}[1;32mcreate\u{1B}[0m  out/NavigationControlling.swift")
        #expect(lines.contains("    \u{1B}[1;31mconflict\u{1B}[0m  out/BannerView.swift (not in the record of what sss generated)"))
        #expect(lines.contains("\u{1B}[31m-// mine\u{1B}[0m"))
        #expect(lines.contains("\u{1B}[36m@@ -1 +1,35 @@\u{1B}[0m"))
        #expect(lines.contains("--- a/out/BannerView.swift"))

        let identical = TestContext(fileSystem: generated(), outputIsTerminal: true)
        #expect(identical.run("generate", "Lobby.sss.yml", "-o", "out") == .success)
        #expect(identical.output.text.hasPrefix("   \u{1B}[1;34midentical\u{1B}[0m  out/NavigationControlling.swift\n"))
    }

    @Test func isPlainWhenPipedOrWithNoColor() throws {
        for (terminal, environment) in [(false, [String: String]()), (true, ["NO_COLOR": "1"])] {
            let fileSystem = InMemoryFileSystem(files: ["Lobby.sss.yml": Self.lobby])
            let test = TestContext(fileSystem: fileSystem, environment: environment, outputIsTerminal: terminal)
            #expect(test.run("generate", "Lobby.sss.yml", "-o", "out") == .success)
            #expect(test.output.text.hasPrefix("      create  out/NavigationControlling.swift\n"))
            #expect(!test.output.text.contains("\u{1B}"))
        }
    }

    @Test func aDryRunSaysWouldForWhatItWouldChange() throws {
        let fileSystem = generated()
        try fileSystem.writeFile(Array(Self.lobby.replacingOccurrences(of: "text:", with: "title:").utf8), atPath: "Lobby.sss.yml")
        try fileSystem.removeItem(atPath: "out/LobbyAssembler.swift")
        let before = GenerateTestSupport.snapshot(fileSystem)
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "Lobby.sss.yml", "-o", "out", "--dry-run") == .success)
        #expect(test.output.text == """
               identical  out/NavigationControlling.swift
            would update  out/BannerRenderable.swift
               identical  out/BannerRendering.swift
            would update  out/BannerView.swift
               identical  out/DeskInteraction.swift
               identical  out/DeskInteractionAssembler.swift
               identical  out/LobbyViewController.swift
            would create  out/LobbyAssembler.swift
            would update  out/.sss-generated.json

            """)
        #expect(GenerateTestSupport.changedPaths(before, GenerateTestSupport.snapshot(fileSystem)) == [])
    }

    @Test func diffShowsEveryChangeButTheRecord() throws {
        let fileSystem = generated()
        try fileSystem.writeFile(Array(Self.lobby.replacingOccurrences(of: "text:", with: "title:").utf8), atPath: "Lobby.sss.yml")
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "Lobby.sss.yml", "-o", "out", "--diff") == .success)
        #expect(test.output.text.contains("""
                  update  out/BannerRenderable.swift
            --- a/out/BannerRenderable.swift
            +++ b/out/BannerRenderable.swift
            @@ -1,4 +1,4 @@
             /// What a `BannerRendering` shows: plain values, fixed once created.
             struct BannerRenderable {
            -    let text: String
            +    let title: String
             }
               identical  out/BannerRendering.swift

            """))
        #expect(test.output.text.hasSuffix("      update  out/.sss-generated.json\n"))
        #expect(!test.output.text.contains("+++ b/out/.sss-generated.json"))
    }
}
