import Foundation
import Testing
import SSSTestSupport

/// The README's regenerate example is what the built `sss` prints for it.
struct RegenerateReadmeTests {
    @Test func theReadmeShowsTheRealOutputOfTheCycle() throws {
        let readme = try String(contentsOf: Repository.url("README.md"), encoding: .utf8)
        let folder = try RegenerateFolder()
        defer { folder.remove() }
        try folder.write(RegenerateCycleTests.lobby, to: "Lobby.sss.yml")
        try folder.write(RegenerateCycleTests.settings, to: "Settings.sss.yml")
        try folder.write(RegenerateCycleTests.help, to: "Help.sss.yml")
        let arguments = ["generate", "Lobby.sss.yml", "Settings.sss.yml", "Help.sss.yml", "--output", "App"]
        let command = "$ sss " + arguments.joined(separator: " ") + "\n"
        let first = try folder.sss(arguments)
        #expect(first.status == 0)
        #expect(readme.contains("```sh\n" + command + first.output + "```\n"), "README.md shows another first run")

        let path = "App/WelcomeInteraction.swift"
        let filledIn = RegenerateFolder.replacingBody(
            of: "    func didTapStart() {", in: try folder.read(path),
            with: ["        guard canStart() else { return }", "        navigation.presentSettingsInterface()"],
            insertingAfter: ["", "    private func canStart() -> Bool {", "        true", "    }"]
        )
        try folder.write(try #require(filledIn), to: path)
        try folder.write(RegenerateCycleTests.grownLobby, to: "Lobby.sss.yml")
        let second = try folder.sss(arguments)
        #expect(second.status == 0)
        #expect(readme.contains("```sh\n" + command + second.output + "```\n"), "README.md shows another regenerating run")
        let merged = try folder.read(path)
        let tail = try #require(merged.range(of: "    func didTapStart() {\n"))
        #expect(readme.contains("```swift\n" + merged[tail.lowerBound...] + "```\n"), "README.md shows another merged file")
    }
}
