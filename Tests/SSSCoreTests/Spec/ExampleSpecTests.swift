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
            feature DiscoveryOne (struct, internal)
            renderable Banner {message: String; subtitle: String?}
            renderable DoorStatus {isOpen: Bool; openAttempts: [String: Int]}
            service PodBay {doorsAreOpen() async throws -> Bool; openDoors(code: String) async throws}
            interaction PodBayDoors renders ["Banner", "DoorStatus"] uses ["PodBay"] events ["didLoad", "didTapMainButton", "didEnterCode(code: String)", "didTapSettings", "didAskForHelp(topic: Int)"] navigates
            interaction Comms renders ["Banner"] events ["didAppear", "didOpenChannel", "didTypeMessage(text: String)"]
            destination Settings push
            destination Help(topic: Int) modal
            """)
    }

    @Test func settingsIsAClosablePushedScreen() throws {
        #expect(SpecTestSupport.summary(try example("Settings")) == """
            feature Settings (struct, internal)
            closable
            renderable Preference {title: String; isEnabled: Bool}
            interaction Preferences renders ["Preference"] events ["willAppear", "didToggleSetting(isEnabled: Bool)", "didTapDone"] navigates
            """)
    }

    @Test func helpIsAClosableModalOpenedWithATopicThatNavigatesBackToDiscoveryOne() throws {
        #expect(SpecTestSupport.summary(try example("Help")) == """
            feature Help (struct, internal)
            input (topic: Int)
            closable
            renderable Article {title: String; body: String}
            interaction HelpTopics renders ["Article"] events ["didLoad", "didSelectTopic(index: Int)", "didTapDone"] navigates
            destination DiscoveryOne push
            """)
    }

    @Test func airlockUsesTheEnumFlavourAndNavigatesToItself() throws {
        #expect(SpecTestSupport.summary(try example("Airlock")) == """
            feature Airlock (enum, internal)
            renderable Pressure {kilopascals: Double}
            interaction Hatch renders ["Pressure"] events ["didAppear", "didRequestCycle"] navigates
            destination Airlock push
            """)
    }
}
