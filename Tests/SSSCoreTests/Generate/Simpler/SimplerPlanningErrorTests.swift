import Testing
import SSSCore
import SSSTestSupport

/// Problems of SIMPLER specs that show once the specs of a run are planned together, each an exact
/// message at its place.
struct SimplerPlanningErrorTests {
    private static let head = "architecture: simpler\n"

    private func errors(_ specs: [(String, String)]) throws -> String? {
        try SimplerTestSupport.planningErrors(specs.map { (path: $0.0, text: Self.head + $0.1) })
    }

    @Test func aResourceIsDeclaredOnceOrAlikeAndWrittenOnce() throws {
        let clock = "resources:\n  Clock:\n    provides: [ticks() -> AsyncStream<Date>]\n"
        let a = "feature: A\ninterfaces:\n  Display:\n    shows: []\n" + clock
        let b = "feature: B\ninterfaces:\n  Display:\n    shows: []\n" + clock
        #expect(try errors([("A.sss.yml", a), ("B.sss.yml", b)]) == nil)
        let specs = try [("A.sss.yml", a), ("B.sss.yml", b)].map { try SpecReader().read(SourceFile(path: $0.0, text: Self.head + $0.1)) }
        let plan = try GenerationPlanner(templates: TemplateSet.builtin()).plan(specs, options: GenerationOptions(testModule: "App"))
        #expect(plan.sources.filter { $0.path == "ClockResource.swift" }.count == 1)
        #expect(plan.tests.filter { $0.path == "ClockResourceSpy.swift" }.count == 1)
        let other = b.replacingOccurrences(of: "ticks() -> AsyncStream<Date>", with: "ticks() -> AsyncStream<Int>")
        #expect(try errors([("A.sss.yml", a), ("B.sss.yml", other)]) == """
            B.sss.yml:7:3: error: resource 'Clock' is declared again with other requirements; declare it once, or the same way in both specs
              Clock:
              ^~~~~
            A.sss.yml:7:3: note: 'Clock' is first declared here
              Clock:
              ^~~~~

            """)
    }

    @Test func aRequirementReturnsSomethingTheGeneratedCodeCanMake() throws {
        let text = "feature: A\ninterfaces:\n  Display:\n    shows: []\nresources:\n  Catalog:\n    provides: [product() -> Product, products() throws -> [Product], first() -> Product?]\n"
        #expect(try errors([("A.sss.yml", text)]) == """
            A.sss.yml:8:16: error: requirement 'product()' of resource 'Catalog' returns 'Product' without throwing, and the generator has no plain value of it for the live resource and the test spy to return; mark it 'throws', or return an optional
                provides: [product() -> Product, products() throws -> [Product], first() -> Product?]
                           ^~~~~~~

            """)
    }

    @Test func aFieldOrEventMayNotTakeANameGivenToADestination() throws {
        let text = "feature: A\nmodel:\n  isShowingSettings: Bool = false\nevents: [settingsDismissed]\ninterfaces:\n  Display:\n    shows: []\nnavigation:\n  Settings: sheet\n"
        let settings = "feature: Settings\ninterfaces:\n  Display:\n    shows: []\n"
        #expect(try errors([("A.sss.yml", text), ("Settings.sss.yml", settings)]) == """
            A.sss.yml:4:3: error: field 'isShowingSettings' is the field the model gets for destination 'Settings', which says whether it is shown; choose another name
              isShowingSettings: Bool = false
              ^~~~~~~~~~~~~~~~~
            A.sss.yml:10:3: note: 'Settings' is declared here
              Settings: sheet
              ^~~~~~~~
            A.sss.yml:5:10: error: event 'settingsDismissed' is the event sent when destination 'Settings' is dismissed; choose another name
            events: [settingsDismissed]
                     ^~~~~~~~~~~~~~~~~
            A.sss.yml:10:3: note: 'Settings' is declared here
              Settings: sheet
              ^~~~~~~~

            """)
    }

    @Test func aFeatureShowsOnlyFeaturesOfItsOwnArchitecture() throws {
        let scene = "architecture: simpler\nfeature: Counter\ninterfaces:\n  Display:\n    shows: []\nnavigation:\n  Settings: sheet\n"
        let settings = "feature: Settings\ninteractions:\n  Preferences:\n    events: [didTapDone]\n    navigates: true\nnavigation:\n  Counter: push\n"
        #expect(try SimplerTestSupport.planningErrors([("Counter.sss.yml", scene), ("Settings.sss.yml", settings)]) == """
            Counter.sss.yml:7:3: error: destination 'Settings' is a Super Simple Architecture feature, and a SIMPLER feature can only show features of its own architecture
              Settings: sheet
              ^~~~~~~~
            Settings.sss.yml:1:10: note: 'Settings' is declared here
            feature: Settings
                     ^~~~~~~~
            Settings.sss.yml:7:3: error: destination 'Counter' is a SIMPLER feature, and a Super Simple Architecture feature can only show features of its own architecture
              Counter: push
              ^~~~~~~
            Counter.sss.yml:2:10: note: 'Counter' is declared here
            feature: Counter
                     ^~~~~~~

            """)
        let twice = "feature: Counter\ninteractions:\n  Tally:\n    events: [didTap]\n"
        #expect(try SimplerTestSupport.planningErrors([("A.sss.yml", scene.replacingOccurrences(of: "navigation:\n  Settings: sheet\n", with: "")), ("B.sss.yml", twice)]) == """
            B.sss.yml:1:10: error: feature 'Counter' is generated twice in this run, as a SIMPLER and as a Super Simple Architecture feature; give one of them another name
            feature: Counter
                     ^~~~~~~
            A.sss.yml:2:10: note: 'Counter' is first declared here
            feature: Counter
                     ^~~~~~~

            """)
    }

    @Test func namesThatGiveOneFileTwiceAreRefusedWithBothPlaces() throws {
        let a = "feature: A\ninterfaces:\n  BScene:\n    shows: []\n"
        let ab = "feature: AB\ninterfaces:\n  Display:\n    shows: []\n"
        #expect(try errors([("A.sss.yml", a), ("AB.sss.yml", ab)]) == """
            AB.sss.yml:2:10: error: feature 'AB' gives the file 'ABScene.swift' a second time
            feature: AB
                     ^~
            A.sss.yml:4:3: note: interface 'BScene' is declared here
              BScene:
              ^~~~~~

            """)
    }

    @Test func aSimplerAndASuperSimpleFeatureAreGeneratedInOneRun() throws {
        let scene = "architecture: simpler\nfeature: Counter\ninterfaces:\n  Display:\n    shows: []\n"
        let lobby = "feature: Lobby\ninteractions:\n  Welcome:\n    events: [didTapStart]\n"
        let specs = try [("Counter.sss.yml", scene), ("Lobby.sss.yml", lobby)].map { try SpecReader().read(SourceFile(path: $0.0, text: $0.1)) }
        let plan = try GenerationPlanner(templates: TemplateSet.builtin()).plan(specs, options: GenerationOptions())
        #expect(plan.sources.map(\.path) == [
            "NavigationControlling.swift", "WelcomeInteraction.swift", "WelcomeInteractionAssembler.swift",
            "LobbyViewController.swift", "LobbyAssembler.swift",
            "CounterModel.swift", "CounterEvent.swift", "CounterLogic.swift", "CounterStore.swift", "CounterDisplay.swift", "CounterScene.swift",
        ])
    }
}
