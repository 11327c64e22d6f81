import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// SIMPLER specs that read without errors, and what they hold.
struct SimplerSpecReaderTests {
    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: Repository.url("Tests/Fixtures/Simpler/\(name).sss.yml"), encoding: .utf8)
    }

    private func spec(_ text: String) throws -> SimplerSpec {
        let spec = try SpecTestSupport.readAny(text).get()
        return try #require(spec.simpler)
    }

    @Test func readsEveryKeyOfTheCounter() throws {
        let counter = try spec(Self.fixture("Counter"))
        #expect(SpecTestSupport.summary(counter) == """
            feature Counter
            field count: Int = 0
            field history: [Int] = []
            field step: Int = 1
            field title: String = "Counter"
            field isLocked: Bool = false
            field lastTick: Date?
            field mode: CounterMode = .idle
            field labels: [String: String] = [:]
            field rate: Double = -1.5e2
            event increaseCount
            event decreaseCount
            event setCount(value: Int)
            event tickReceived(date: Date)
            event setTitle(title: String)
            event setIsLocked(isOn: Bool)
            event showSettings
            event openHistory
            event reset(mode: CounterMode, keepsHistory: Bool)
            interface Display shows ["count", "history", "title", "lastTick"] sends []
            interface Controls shows [] sends ["increaseCount", "decreaseCount", "setCount", "setTitle", "setIsLocked", "showSettings", "openHistory", "reset"]
            interface Status shows ["mode", "isLocked"] sends []
            resource Clock {ticks() -> AsyncStream<Date>; now() -> Date} sends tickReceived
            resource Archive {save(count: Int) async throws; load() async throws -> Int}
            destination Settings sheet
            destination History push
            """)
        #expect(counter.resources.first?.stream?.name.text == "ticks")
    }

    @Test func theIssuesCounterReadsAsWritten() throws {
        let counter = try spec("""
            architecture: simpler
            feature: Counter                    # CounterScene and the names below
            model:                              # CounterModel: a struct of `var` fields, Equatable
              count: Int = 0                    # `= literal` defaults
              history: [Int] = []
            events:                             # CounterEvent: one case per event
              - increaseCount
              - decreaseCount
              - setCount(value: Int)            # case setCount(value: Int)
              - tickReceived(date: Date)
            interfaces:                         # views of the scene
              Display:                          # CounterDisplay: shows model fields
                shows: [count]
              Controls:                         # CounterControls: a control per event it sends
                sends: [increaseCount, decreaseCount, setCount]
            resources:
              Clock:                            # ClockResource protocol + LiveClockResource
                provides:
                  - ticks() -> AsyncStream<Date>
                sends: tickReceived             # each value becomes this event through the pipe
            navigation:
              Settings: sheet                   # sheet | push (NavigationStack destination)

            """)
        #expect(counter.model.map(\.initialValue?.text) == ["0", "[]"])
        #expect(counter.events.map(\.name.text) == ["increaseCount", "decreaseCount", "setCount", "tickReceived"])
        #expect(counter.resources.map(\.sends?.text) == ["tickReceived"])
        #expect(counter.destinations.map(\.style) == [.sheet])
    }

    @Test func aSceneNeedsOnlyAFeatureAndAnInterface() throws {
        let minimal = try spec("architecture: simpler\nfeature: Banner\ninterfaces:\n  Message:\n    shows: []\n")
        #expect(SpecTestSupport.summary(minimal) == "feature Banner\ninterface Message shows [] sends []")
    }

    @Test func acceptsEveryKindOfInitialValue() throws {
        let literals = ["0", "-12", "1_000", "0.25", "2e10", "1.5E-3", "\"\"", "\"a \\\"b\\\" \\\\ c\\n\"", "true", "false", "nil", "[]", "[:]", ".idle", "._private", ".case2"]
        for literal in literals {
            let text = "architecture: simpler\nfeature: A\nmodel:\n  value: Kind? = \(literal)\ninterfaces:\n  Display:\n    shows: [value]\n"
            #expect(SpecTestSupport.anyErrors(text) == "no errors", "\(literal)")
        }
    }
}
