import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// What `sss generate` writes compiles in Swift 6 mode with warnings as errors, against the UIKit
/// stand-in, for the bundled examples and for specs that push on names and types.
struct GeneratedTypeCheckTests {
    /// Keyword names, optional and generic types, labels and `_`, an interaction without renders.
    static let oddities = """
        feature: Oddities
        renderables:
          Reading:
            default: Int
            in: String
            result: Result<Int, any Error>?
            grid: [[String: [Int]]]
            note: String?
            onClose: (() -> Void)?
            self: Bool
          Case:
            repeat: Bool
            inout: Set<String>
        interactions:
          Silent:
            events:
              - didWake
              - didFinish(_ result: Result<Int, any Error>, animated: Bool)
              - didSelect(at index: Int, in section: Int)
              - default
          Reader:
            renders: [Reading, Case]
            events: [didLoad(values: [Int], lookup: [String: Int], note: String?, ratio: Double, flag: Bool), repeat(in: Int), didSwap(inout value: Int, _ other: [[String: [Int]]])]
            navigates: true
        navigation:
          Oddities: modal
        """

    /// The enum flavour with the least a spec can say: no renderables, no events, no navigation.
    static let bare = """
        feature: Bare
        assembler: enum
        interactions:
          Idle:
            navigates: false
          Waiting:
            events: [didWait]
        """

    static func plan(_ specs: [(path: String, text: String)]) throws -> GenerationPlan {
        let read = try specs.map { try GenerateTestSupport.readSpec($0.text, path: $0.path) }
        return try GenerationPlanner(templates: TemplateSet.builtin()).plan(read, testModule: "App")
    }

    /// Type-checks the plan's sources, then its tests against them, recording what the compiler said.
    static func expectToTypeCheck(_ plan: GenerationPlan, adding extra: [String: String] = [:]) throws {
        let outcome = try GenerateTestSupport.typeCheck(plan, adding: extra)
        #expect(outcome.sources.succeeded, "\(outcome.sources)")
        #expect(outcome.tests.succeeded, "\(outcome.tests)")
    }

    @Test func theExamplesTypeCheckWithTheirTests() throws {
        let plan = try GenerateTestSupport.examplePlan()
        try Self.expectToTypeCheck(plan)
    }

    @Test(arguments: ["struct", "enum"])
    func oddNamesAndTypesTypeCheckWithTheirTests(flavor: String) throws {
        let oddities = Self.oddities.replacingOccurrences(of: "feature: Oddities\n", with: "feature: Oddities\nassembler: \(flavor)\n")
        let plan = try Self.plan([("Oddities.sss.yml", oddities), ("Bare.sss.yml", Self.bare)])
        #expect(plan.sources.contains { $0.contents.contains("enum OdditiesAssembler {") } == (flavor == "enum"))
        try Self.expectToTypeCheck(plan)
    }

    @Test func oddNamesAreEscapedWhereSwiftNeedsIt() throws {
        let plan = try Self.plan([("Oddities.sss.yml", Self.oddities), ("Bare.sss.yml", Self.bare)])
        let files = GenerateTestSupport.sources(plan.sources)
        let renderable = try #require(files["ReadingRenderable.swift"])
        #expect(renderable.contains("    let `default`: Int\n    let `in`: String\n"))
        #expect(renderable.contains("    let grid: [[String: [Int]]]\n"))
        let view = try #require(files["ReadingView.swift"])
        #expect(view.contains("defaultLabel.text = String(describing: renderable.`default`)\n"))
        #expect(view.contains("inLabel.text = renderable.`in`\n"))
        #expect(view.contains("resultLabel.text = renderable.result.map { String(describing: $0) }\n"))
        #expect(view.contains("noteLabel.text = renderable.note\n"))
        let interaction = try #require(files["ReaderInteraction.swift"])
        #expect(interaction.contains("    func use(_ `case`: any CaseRendering)\n"))
        #expect(interaction.contains("    func `repeat`(`in`: Int)\n"))
        #expect(interaction.contains("    func didSwap(`inout` value: Int, _ other: [[String: [Int]]])\n"))
        let silent = try #require(files["SilentInteraction.swift"])
        #expect(silent.contains("    func didSelect(at index: Int, `in` section: Int)\n"))
        #expect(silent.contains("final class SilentInteraction {}\n"))
        let screen = try #require(files["OdditiesViewController.swift"])
        #expect(screen.contains("// Call silentInteraction.didFinish(_:animated:) from whatever provides its value.\n"))
        #expect(screen.contains("makeButton(title: \"Default\") { [weak self] in\n            self?.silentInteraction.`default`()\n"))
        let bare = try #require(files["BareViewController.swift"])
        #expect(bare.contains("let stackView = UIStackView(arrangedSubviews: [])\n"))
    }

    @Test func eventsWithoutSampleValuesGetACommentInsteadOfATest() throws {
        let plan = try Self.plan([("Oddities.sss.yml", Self.oddities), ("Bare.sss.yml", Self.bare)])
        let tests = GenerateTestSupport.sources(plan.tests)
        let silent = try #require(tests["SilentInteractionTests.swift"])
        #expect(silent.contains("""
                // No test for didFinish(_:animated:): there is no sample value of type Result<Int, any Error> to call it with.
                // Write this test by hand, with a value that suits the feature.

                @Test func testDidSelect() async {
                    let interaction = SilentInteraction()

                    interaction.didSelect(at: 0, in: 0)

                    // The starter code has no effect a test can see yet: add expectations as it grows.
                }
            """))
        let reader = try #require(tests["ReaderInteractionTests.swift"])
        #expect(reader.contains("interaction.didLoad(values: [], lookup: [:], note: nil, ratio: 0.0, flag: false)\n"))
        #expect(reader.contains("interaction.`repeat`(in: 0)\n"))
        #expect(reader.contains("interaction.didSwap(`inout`: 0, [])\n"))
    }

    @Test func generatedFilesAreTidy() throws {
        let examples = try GenerateTestSupport.examplePlan()
        let odd = try Self.plan([("Oddities.sss.yml", Self.oddities), ("Bare.sss.yml", Self.bare)])
        for file in examples.sources + examples.tests + odd.sources + odd.tests {
            let text = file.contents
            #expect(text.hasSuffix("}\n") && !text.hasSuffix("\n\n"), "\(file.path) must end in exactly one newline")
            #expect(!text.contains(" \n") && !text.contains("\t"), "\(file.path) has trailing spaces or tabs")
            #expect(!text.contains("\n\n\n") && !text.contains("{\n\n") && !text.contains("\n\n    }"), "\(file.path) has stray blank lines")
            #expect(text.split(separator: "\n").count < 400, "\(file.path) is too long")
            for forbidden in ["fatalError", "@objc", "#selector", "@IBOutlet", "try!", "{{"] {
                #expect(!text.contains(forbidden), "\(file.path) contains \(forbidden)")
            }
        }
    }

    @Test func twoRunsGiveTheSameBytes() throws {
        #expect(try GenerateTestSupport.examplePlan() == GenerateTestSupport.examplePlan())
        let specs = [("Oddities.sss.yml", Self.oddities), ("Bare.sss.yml", Self.bare)]
        #expect(try Self.plan(specs) == Self.plan(specs))
    }

    /// How another module of the app starts a public feature: the three lines the README shows.
    static func client(module: String, isEnum: Bool) -> String {
        let assemble = isEnum ? "ProductListAssembler.assemble()" : "ProductListAssembler().assemble()"
        let login = isEnum ? "LoginAssembler.assemble(email: \"\", since: Date())" : "LoginAssembler().assemble(email: \"\", since: Date())"
        return """
            import Foundation
            import UIKit
            import \(module)

            @MainActor
            func start() -> [UIViewController] {
                let screen = \(assemble)
                let navigationController = UINavigationController(rootViewController: screen)
                screen.use(navigationController)
                let row = RowRenderable(id: UUID(), title: "", price: Decimal(), updated: Date(), image: nil)
                _ = row
                return [navigationController, \(login)]
            }

            """
    }

    @Test(arguments: [("struct", OutputLayout.feature), ("enum", .flat)])
    func theShopIsUsableFromAnotherModuleThroughItsPublicParts(flavor: String, layout: OutputLayout) throws {
        let plan = try GenerateTestSupport.shopPlan(flavor: flavor, options: GenerationOptions(layout: layout))
        let module = GenerateTestSupport.sources(plan.sources).merging(try GenerateTestSupport.shopModel()) { planned, _ in planned }
        let client = ["Start.swift": Self.client(module: "Shop", isEnum: flavor == "enum")]
        let outcome = try SwiftTypeChecker.shared().typeCheckClient(client, of: module, moduleName: "Shop")
        #expect(outcome.succeeded, "\(outcome)")
        let hidden = ["Hidden.swift": "import Shop\n\n@MainActor\nfunc peek() {\n    _ = ListInteraction.self\n}\n"]
        let refused = try SwiftTypeChecker.shared().typeCheckClient(hidden, of: module, moduleName: "Shop")
        #expect(refused.output.contains("cannot find 'ListInteraction' in scope"), "the class stays internal: \(refused)")
    }

    @Test func theStarterSpecTypeChecksWithItsTests() throws {
        let spec = try GenerateTestSupport.readSpec(StarterSpec.text(feature: "Lobby", path: "Lobby.sss.yml"), path: "Lobby.sss.yml")
        let plan = try GenerationPlanner(templates: TemplateSet.builtin()).plan([spec], testModule: "App")
        try Self.expectToTypeCheck(plan)
    }

    @Test func filesImportFoundationForTheTypesTheyNameAndUIKitOnlyForUIKitTypes() throws {
        let plan = try GenerateTestSupport.shopPlan(options: GenerationOptions(testModule: "Shop"))
        let files = GenerateTestSupport.sources(plan.sources)
        let uiKitFiles = Set(plan.sources.map(\.path).filter { path in
            ["View.swift", "ViewController.swift", "Navigation.swift", "NavigationControlling.swift"].contains { path.hasSuffix($0) }
                || (path.hasSuffix("Assembler.swift") && !["InteractionAssembler", "NavigationAssembler", "ServiceAssembler"].contains { path.hasSuffix($0 + ".swift") })
        })
        #expect(uiKitFiles.count == 16)
        for file in plan.sources {
            #expect(file.contents.contains("import UIKit\n") == uiKitFiles.contains(file.path), "\(file.path)")
        }
        for name in ["RowRenderable", "CatalogProviding", "CatalogService", "ListInteraction", "FormInteractionAssembler", "PreferencesInteraction"] {
            #expect(try #require(files[name + ".swift"]).hasPrefix("import Foundation\n\n"), "\(name) names a Foundation type")
        }
        for name in ["PreferenceRenderable", "PreferenceRendering", "PreferencesInteractionAssembler", "ListInteractionAssembler"] {
            #expect(try #require(files[name + ".swift"]).hasPrefix("///"), "\(name) names no type that needs an import")
        }
    }
}
