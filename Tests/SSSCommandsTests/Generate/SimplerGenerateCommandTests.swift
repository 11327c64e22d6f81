import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// `sss generate` with SIMPLER specs: what it writes and says, and the keys of another architecture
/// it refuses.
struct SimplerGenerateCommandTests {
    static let counter = """
        architecture: simpler
        feature: Counter
        model:
          count: Int = 0
        events: [increaseCount, showSettings]
        interfaces:
          Controls:
            sends: [increaseCount, showSettings]
        navigation:
          Settings: sheet

        """

    @Test func writesTheFeatureAndWarnsAboutASceneItPresentsButNobodyGenerates() {
        let fileSystem = InMemoryFileSystem(files: ["Counter.sss.yml": Self.counter])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "Counter.sss.yml", "--output", "App") == .success)
        #expect(test.output.text == """
                  create  App/CounterModel.swift
                  create  App/CounterEvent.swift
                  create  App/CounterLogic.swift
                  create  App/CounterStore.swift
                  create  App/CounterControls.swift
                  create  App/CounterScene.swift
                  create  App/.sss-generated.json

            """)
        #expect(test.errorOutput.text == """
            Counter.sss.yml:10:3: warning: destination 'Settings' is not generated in this run and the output folder has no SettingsScene.swift; the generated code needs it to compile, so generate the spec of Settings into the same folder (in this run or another)
              Settings: sheet
              ^~~~~~~~

            """)
        let again = TestContext(fileSystem: InMemoryFileSystem(files: ["Counter.sss.yml": Self.counter, "App/Settings/SettingsScene.swift": "struct SettingsScene {}\n"]))
        #expect(again.run("generate", "Counter.sss.yml", "--output", "App") == .success)
        #expect(again.errorOutput.text.isEmpty)
    }

    @Test func refusesTheKeysOfASuperSimpleSpecAndTheOtherWayRound() {
        let fileSystem = InMemoryFileSystem(files: [
            "Counter.sss.yml": Self.counter + "renderables:\n  Row:\n    title: String\n",
            "Lobby.sss.yml": "feature: Lobby\ninteractions:\n  Welcome:\n    events: [didTapStart]\nresources:\n  Clock:\n    provides: [ticks() -> AsyncStream<Date>]\n",
        ])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "Counter.sss.yml", "Lobby.sss.yml") == .failure)
        #expect(test.output.text.isEmpty)
        #expect(test.errorOutput.text == """
            Counter.sss.yml:11:1: error: 'renderables' is a key of Super Simple Architecture specs; a SIMPLER spec ('architecture: simpler') does not take it
            renderables:
            ^~~~~~~~~~~
            Lobby.sss.yml:5:1: error: 'resources' is a key of SIMPLER specs, and without 'architecture:' this is a Super Simple Architecture spec; write 'architecture: simpler' to describe a SIMPLER feature
            resources:
            ^~~~~~~~~

            """)
        #expect(fileSystem.files.keys.sorted() == ["/work/Counter.sss.yml", "/work/Lobby.sss.yml"])
    }
}
