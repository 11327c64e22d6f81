import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// The bundled examples are the contract between the spec reader and the generator.
struct ExampleSpecTests {
    private func example(_ name: String) throws -> FeatureSpec {
        let url = Repository.url("Examples/\(name).sss.yml")
        let file = SourceFile(path: "Examples/\(name).sss.yml", bytes: Array(try Data(contentsOf: url)))
        return try FeatureSpecReader().read(file)
    }

    @Test func everyExampleReadsWithoutErrors() throws {
        let files = Repository.files(under: "Examples", suffix: ".sss.yml")
        #expect(files.map(\.lastPathComponent) == ["Airlock.sss.yml", "DiscoveryOne.sss.yml", "Help.sss.yml", "Settings.sss.yml"])
        for url in files {
            let file = SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
            do throws(DiagnosticError) {
                _ = try FeatureSpecReader().read(file)
            } catch {
                Issue.record("\(url.lastPathComponent): \(SpecTestSupport.printed(error))")
            }
        }
    }

    @Test func discoveryOneHasTheAgreedContent() throws {
        #expect(SpecTestSupport.summary(try example("DiscoveryOne")) == """
            feature DiscoveryOne (struct)
            renderable Banner {message: String; subtitle: String?}
            renderable DoorStatus {isOpen: Bool; openAttempts: [String: Int]}
            interaction PodBayDoors renders ["Banner", "DoorStatus"] events ["didTapMainButton", "didEnterCode(code: String)"] navigates
            interaction Comms renders ["Banner"] events ["didOpenChannel", "didReceiveMessage(text: String)"]
            destination Settings push
            destination Help modal
            """)
    }

    @Test func settingsHasTheAgreedContent() throws {
        #expect(SpecTestSupport.summary(try example("Settings")) == """
            feature Settings (struct)
            renderable Preference {title: String; isEnabled: Bool}
            interaction Preferences renders ["Preference"] events ["didToggleSetting(isEnabled: Bool)", "didTapDone"]
            """)
    }

    @Test func helpNavigatesBackToDiscoveryOne() throws {
        #expect(SpecTestSupport.summary(try example("Help")) == """
            feature Help (struct)
            renderable Article {title: String; body: String}
            interaction HelpTopics renders ["Article"] events ["didSelectTopic(index: Int)"] navigates
            destination DiscoveryOne push
            """)
    }

    @Test func airlockUsesTheEnumFlavourAndNavigatesToItself() throws {
        #expect(SpecTestSupport.summary(try example("Airlock")) == """
            feature Airlock (enum)
            renderable Pressure {kilopascals: Double}
            interaction Hatch renders ["Pressure"] events ["didRequestCycle"] navigates
            destination Airlock push
            """)
    }
}
