import Testing

/// What each SIMPLER rule says about a finding, word for word, with the severity and role it reports.
struct SimplerRuleReasonTests {
    private static let source = """
        final class CounterEvent {}
        extension CounterModel {
            mutating func increaseCount() {}
            func log() {}
        }
        final class CounterStore {
            func send(_ event: CounterEvent) {
                switch event {
                case .increaseCount: break
                default: break
                }
            }
        }
        struct CounterControls: View {
            @State private var store = CounterStore()
            var body: some View {
                Button("Increase") {
                    count += 1
                }
            }
        }

        """

    @Test func eachRuleExplainsItsFinding() throws {
        let lines = try RuleFindingLines.of(rulesPrefixed: "simpler_", expectedCount: 5, in: Self.source)
        #expect(lines == [
            "1:13 error simpler_event_enum [event] Event 'CounterEvent' is a class; declare it as an enum with a case per event",
            "3:19 warning simpler_pure_logic [model] 'increaseCount' mutates Model 'CounterModel'; return the next model instead, and let the store keep it",
            "4:10 warning simpler_pure_logic [model] 'log' of Model 'CounterModel' returns nothing; logic returns the next model",
            "10:9 warning simpler_exhaustive_pipe [store] 'default:' in the switch over 'event' answers every CounterEvent not named; handle each event by its case",
            "15:24 warning simpler_scene_owns_state [-] 'CounterControls' holds Store 'CounterStore' in @State, but only a Scene owns a store; take its values and 'send' from the scene",
            "17:9 warning simpler_thin_interface [-] the closure given to 'Button' in 'CounterControls' does more than send an event (an assignment); send an event and let the logic decide",
        ])
    }
}
