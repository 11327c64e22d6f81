import Foundation
import Testing
@testable import SSSCore
import SSSTestSupport

/// The hand-written reference output of `sss generate` compiles in Swift 6 mode with warnings as errors,
/// its tests compile against it, and the checker that says so does reject bad code.
struct GoldenTypeCheckTests {
    static let golden = "Tests/Fixtures/Golden"
    static let examples = Repository.files(under: golden + "/Examples", suffix: ".swift")
    static let exampleTests = Repository.files(under: golden + "/ExampleTests", suffix: ".swift")

    @Test func theGoldenExamplesHoldOneFilePerComponent() {
        let names = Self.examples.map { $0.deletingPathExtension().lastPathComponent }
        #expect(names == [
            "AirlockAssembler", "AirlockNavigation", "AirlockNavigationAssembler", "AirlockViewController",
            "ArticleRenderable", "ArticleRendering", "ArticleView",
            "BannerRenderable", "BannerRendering", "BannerView",
            "CommsInteraction", "CommsInteractionAssembler",
            "DiscoveryOneAssembler", "DiscoveryOneNavigation", "DiscoveryOneNavigationAssembler",
            "DiscoveryOneViewController",
            "DoorStatusRenderable", "DoorStatusRendering", "DoorStatusView",
            "HatchInteraction", "HatchInteractionAssembler",
            "HelpAssembler", "HelpNavigation", "HelpNavigationAssembler",
            "HelpTopicsInteraction", "HelpTopicsInteractionAssembler",
            "HelpViewController",
            "NavigationControlling",
            "PodBayDoorsInteraction", "PodBayDoorsInteractionAssembler",
            "PodBayProviding", "PodBayService", "PodBayServiceAssembler",
            "PreferenceRenderable", "PreferenceRendering", "PreferenceView",
            "PreferencesInteraction", "PreferencesInteractionAssembler",
            "PressureRenderable", "PressureRendering", "PressureView",
            "SettingsAssembler", "SettingsNavigation", "SettingsNavigationAssembler", "SettingsViewController",
        ])
        let testNames = Self.exampleTests.map { $0.deletingPathExtension().lastPathComponent }
        #expect(testNames == [
            "AirlockNavigationTests", "CommsInteractionTests", "DiscoveryOneNavigationTests", "HatchInteractionTests",
            "HelpNavigationTests", "HelpTopicsInteractionTests", "PodBayDoorsInteractionTests",
            "PreferencesInteractionTests", "SettingsNavigationTests",
        ])
    }

    @Test func theGoldenExamplesTypeCheck() throws {
        let outcome = try SwiftTypeChecker.shared().typeCheck(Self.examples)
        #expect(outcome.succeeded, "\(outcome)")
    }

    @Test func theGoldenTestsTypeCheckAgainstTheExamples() throws {
        let outcome = try SwiftTypeChecker.shared().typeCheckTests(Self.exampleTests, against: Self.examples)
        #expect(outcome.succeeded, "\(outcome)")
    }

    @Test func theGoldenFilesAreTidy() throws {
        for file in Self.examples + Self.exampleTests {
            let text = try String(contentsOf: file, encoding: .utf8)
            let name = file.lastPathComponent
            #expect(text.hasSuffix("}\n") && !text.hasSuffix("\n\n"), "\(name) must end in exactly one newline")
            #expect(!text.contains("\t") && !text.contains("\r"), "\(name) must indent with spaces and end lines with LF")
            #expect(!text.contains(" \n"), "\(name) has trailing spaces")
            #expect(!text.contains("\n\n\n"), "\(name) has more than one blank line in a row")
            for forbidden in ["fatalError", "@objc", "#selector", "@IBOutlet", "try!"] {
                #expect(!text.contains(forbidden), "\(name) uses \(forbidden)")
            }
        }
    }

    @Test func aTypeErrorIsRejected() throws {
        let outcome = try SwiftTypeChecker.shared().typeCheck(sources: [
            "Broken.swift": """
            let number: Int = "one"

            """,
        ])
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains(
            "Broken.swift:1:19: error: cannot convert value of type 'String' to specified type 'Int'"
        ), "\(outcome)")
    }

    @Test func aWarningIsRejected() throws {
        let outcome = try SwiftTypeChecker.shared().typeCheck(sources: [
            "Unused.swift": """
            func count() {
                let unused = 1
            }

            """,
        ])
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains(
            "Unused.swift:2:9: error: initialization of immutable value 'unused' was never used"
        ), "\(outcome)")
    }

    @Test func touchingAViewOffTheMainActorIsRejected() throws {
        let outcome = try SwiftTypeChecker.shared().typeCheck(sources: [
            "Background.swift": """
            import UIKit

            nonisolated func makeView() -> UIView {
                UIView()
            }

            """,
        ])
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains(
            "Background.swift:4:5: error: call to main actor-isolated initializer 'init()'"
        ), "\(outcome)")
    }

    @Test func aTestThatCallsAMissingMemberIsRejected() throws {
        let outcome = try SwiftTypeChecker.shared().typeCheckTests(
            sources: [
                "DoorTests.swift": """
                import XCTest
                @testable import App

                final class DoorTests: XCTestCase {
                    func testOpen() {
                        Door().close()
                    }
                }

                """,
            ],
            against: ["Door.swift": "struct Door {\n    func open() {}\n}\n"]
        )
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains(
            "DoorTests.swift:6:16: error: value of type 'Door' has no member 'close'"
        ), "\(outcome)")
    }

    @Test func aModuleThatDoesNotCompileFailsItsTests() throws {
        let outcome = try SwiftTypeChecker.shared().typeCheckTests(
            sources: ["DoorTests.swift": "import XCTest\n@testable import App\n"],
            against: ["Door.swift": "struct Door: Missing {}\n"]
        )
        #expect(!outcome.succeeded)
        #expect(outcome.output.contains("Door.swift:1:14: error: cannot find type 'Missing' in scope"), "\(outcome)")
    }
}
