import Testing
import SSSCore
import SSSTestSupport

/// Names that are fine one by one but clash once the generator adds suffixes, lowers first letters
/// or meets the names it uses itself, reported at the spec with a note at the other place.
struct NameCollisionTests {
    private func errors(_ specs: [(path: String, text: String)], tests: Bool = false) throws -> String {
        try GenerateTestSupport.planningErrors(specs, testModule: tests ? "App" : nil) ?? "no errors"
    }

    @Test func twoSpecsDeclaringTheSameRenderable() throws {
        let first = "feature: Ship\nrenderables:\n  Banner:\n    text: String\ninteractions:\n  Deck:\n    renders: [Banner]\n"
        let second = "feature: Dock\nrenderables:\n  Banner:\n    title: String\ninteractions:\n  Pier:\n    renders: [Banner]\n"
        #expect(try errors([("Ship.sss.yml", first), ("Dock.sss.yml", second)]) == """
            Dock.sss.yml:3:3: error: renderable 'Banner' gives 'BannerRenderable', as does renderable 'Banner' in Ship.sss.yml; rename one of them
              Banner:
              ^~~~~~
            Ship.sss.yml:3:3: note: renderable 'Banner' is declared here
              Banner:
              ^~~~~~

            """)
    }

    @Test func aFeatureWhoseNameEndsLikeAnInteractionSuffix() throws {
        let spec = "feature: PodInteraction\ninteractions:\n  Pod:\n    events: [didTap]\n"
        #expect(try errors([("Pod.sss.yml", spec)]) == """
            Pod.sss.yml:3:3: error: interaction 'Pod' gives 'PodInteractionAssembler', as does feature 'PodInteraction'; rename one of them
              Pod:
              ^~~
            Pod.sss.yml:1:10: note: feature 'PodInteraction' is declared here
            feature: PodInteraction
                     ^~~~~~~~~~~~~~

            """)
    }

    @Test func anEventCalledUse() throws {
        let spec = "feature: Lobby\ninteractions:\n  Desk:\n    events: [didRing, use]\n"
        #expect(try errors([("Lobby.sss.yml", spec)]) == """
            Lobby.sss.yml:4:23: error: event 'use' gives 'use' in 'DeskInteraction', which the generated code uses there already; choose another name
                events: [didRing, use]
                                  ^~~

            """)
    }

    @Test func aRenderableCalledNavigationInANavigatingInteraction() throws {
        let spec = """
            feature: Lobby
            renderables:
              Navigation:
                title: String
            interactions:
              Desk:
                renders: [Navigation]
                navigates: true
            navigation:
              Hall: push
            """
        #expect(try errors([("Lobby.sss.yml", spec)]) == """
            Lobby.sss.yml:7:15: error: renderable 'Navigation' gives 'navigation' in 'DeskInteraction', which the generated code uses there already; choose another name
                renders: [Navigation]
                          ^~~~~~~~~~

            """)
    }

    @Test func namesThatOnlyDifferInTheCaseOfAnAcronym() throws {
        let spec = """
            feature: Lobby
            renderables:
              URLPreview:
                url: String
              UrlPreview:
                url: String
            interactions:
              Desk:
                events: [didTap]
                navigates: true
            navigation:
              URLPage: push
              UrlPage: modal
            """
        #expect(try errors([("Lobby.sss.yml", spec)]) == """
            Lobby.sss.yml:5:3: error: renderable 'UrlPreview' gives 'urlPreviewView' in 'LobbyViewController', as does renderable 'URLPreview'; rename one of them
              UrlPreview:
              ^~~~~~~~~~
            Lobby.sss.yml:3:3: note: renderable 'URLPreview' is declared here
              URLPreview:
              ^~~~~~~~~~
            Lobby.sss.yml:13:3: error: destination 'UrlPage' gives 'urlPageAssembler' in 'LobbyNavigation', as does destination 'URLPage'; rename one of them
              UrlPage: modal
              ^~~~~~~
            Lobby.sss.yml:12:3: note: destination 'URLPage' is declared here
              URLPage: push
              ^~~~~~~

            """)
    }

    @Test func namesTheGeneratedCodeOrUIKitUseAlready() throws {
        let spec = """
            feature: Lobby
            renderables:
              UI:
                title: String
              Stack:
                accessibility: String
              Self:
                title: String
            interactions:
              Desk:
                renders: [Self]
                events: [didTap]
            """
        #expect(try errors([("Lobby.sss.yml", spec)]) == """
            Lobby.sss.yml:3:3: error: renderable 'UI' gives 'UIView', which is a UIKit class the generated code uses; choose another name
              UI:
              ^~
            Lobby.sss.yml:5:3: error: renderable 'Stack' gives 'stackView' in 'LobbyViewController', which the generated code uses there already; choose another name
              Stack:
              ^~~~~
            Lobby.sss.yml:6:5: error: field 'accessibility' gives 'accessibilityLabel' in 'StackView', which UIView declares already; choose another name
                accessibility: String
                ^~~~~~~~~~~~~
            Lobby.sss.yml:11:15: error: renderable 'Self' gives 'self' in 'DeskInteraction', which Swift reserves for the instance itself; choose another name
                renders: [Self]
                          ^~~~

            """)
    }

    @Test func anEventNamedLikeAPropertyOfItsInteraction() throws {
        let spec = "feature: Lobby\nrenderables:\n  Banner:\n    text: String\ninteractions:\n  Desk:\n    renders: [Banner]\n    events: [banner]\n"
        #expect(try errors([("Lobby.sss.yml", spec)]) == """
            Lobby.sss.yml:8:14: error: event 'banner' gives 'banner' in 'DeskInteraction', as does renderable 'Banner'; rename one of them
                events: [banner]
                         ^~~~~~
            Lobby.sss.yml:7:15: note: renderable 'Banner' is declared here
                renders: [Banner]
                          ^~~~~~

            """)
    }

    @Test func namesThatClashOnlyInTheTestsAreCheckedOnlyWithTests() throws {
        let spec = "feature: Lobby\nrenderables:\n  Interaction:\n    text: String\ninteractions:\n  Desk:\n    renders: [Interaction]\n    events: [run]\n"
        #expect(try errors([("Lobby.sss.yml", spec)]) == "no errors")
        #expect(try errors([("Lobby.sss.yml", spec)], tests: true) == """
            Lobby.sss.yml:7:15: error: renderable 'Interaction' gives 'interaction' in 'DeskInteractionTests', which the generated code uses there already; choose another name
                renders: [Interaction]
                          ^~~~~~~~~~~
            Lobby.sss.yml:8:14: error: event 'run' gives 'testRun' in 'DeskInteractionTests', which XCTestCase declares already; choose another name
                events: [run]
                         ^~~

            """)
    }

    @Test func fileNamesThatDifferOnlyInCase() throws {
        let first = "feature: Ship\nrenderables:\n  Hud:\n    text: String\ninteractions:\n  Deck:\n    renders: [Hud]\n"
        let second = "feature: Dock\nrenderables:\n  HUD:\n    text: String\ninteractions:\n  Pier:\n    renders: [HUD]\n"
        #expect(try errors([("Ship.sss.yml", first), ("Dock.sss.yml", second)]) == """
            Dock.sss.yml:3:3: error: renderable 'HUD' gives the file 'HUDRenderable.swift', which differs only in case from 'HudRenderable.swift'; the two would be one file on a case-insensitive file system
              HUD:
              ^~~
            Ship.sss.yml:3:3: note: renderable 'Hud' is declared here
              Hud:
              ^~~

            """)
    }

    @Test func aDestinationOfTheOtherAssemblerFlavour() throws {
        let ship = "feature: Ship\ninteractions:\n  Deck:\n    navigates: true\nnavigation:\n  Dock: push\n"
        let dock = "feature: Dock\nassembler: enum\ninteractions:\n  Pier:\n    events: [didMoor]\n"
        #expect(try errors([("Ship.sss.yml", ship), ("Dock.sss.yml", dock)]) == """
            Ship.sss.yml:6:3: error: destination 'Dock' uses 'assembler: enum', but Ship uses 'assembler: struct'; features that lead to each other need the same flavour
              Dock: push
              ^~~~
            Dock.sss.yml:2:12: note: Dock chooses its flavour here
            assembler: enum
                       ^~~~

            """)
    }

    @Test func aDestinationNamedNavigationControllerDoesNotClash() throws {
        let spec = "feature: Lobby\ninteractions:\n  Desk:\n    navigates: true\nnavigation:\n  NavigationController: push\n"
        let read = try GenerateTestSupport.readSpec(spec, path: "Lobby.sss.yml")
        let plan = try GenerationPlanner(templates: TemplateSet.builtin()).plan([read])
        let navigation = try #require(plan.sources.first { $0.path == "LobbyNavigation.swift" })
        #expect(navigation.contents.contains("    private weak var navigationController: (any NavigationControlling)?\n"))
        #expect(navigation.contents.contains("    private let navigationControllerAssembler: any NavigationControllerAssembling\n"))
    }
}
