import Testing
import SSSCore
import SSSTestSupport

/// Runs every rule's documented examples: triggering ones must produce findings exactly at their `↓`
/// markers, non-triggering ones none; both again after an emoji prefix, inside comments and inside a
/// string literal.
struct RuleExampleTests {
    @Test(arguments: RuleRegistry.identifiers)
    func triggeringExamplesFindExactlyTheMarkedSpots(_ identifier: String) throws {
        let rule = try #require(RuleRegistry.rule(identifier: identifier))
        let description = rule.description
        #expect(!description.triggeringExamples.isEmpty)
        for example in description.triggeringExamples {
            #expect(!MarkedSource(example.code).markerOffsets.isEmpty || example.otherFiles.contains { $0.contains("↓") })
            for wrapping in wrappings(for: example) {
                let result = RuleExampleVerifier(rule: rule).verify(example, wrapping: wrapping)
                #expect(result.actual == result.expected, "\(identifier), \(wrapping): \(result.messages)\n\(example.code)")
            }
        }
    }

    @Test(arguments: RuleRegistry.identifiers)
    func nonTriggeringExamplesFindNothing(_ identifier: String) throws {
        let rule = try #require(RuleRegistry.rule(identifier: identifier))
        #expect(!rule.description.nonTriggeringExamples.isEmpty)
        for example in rule.description.nonTriggeringExamples {
            #expect(MarkedSource(example.code).markerOffsets.isEmpty)
            for wrapping in wrappings(for: example) {
                let result = RuleExampleVerifier(rule: rule).verify(example, wrapping: wrapping)
                #expect(result.actual.isEmpty, "\(identifier), \(wrapping): \(result.messages)\n\(example.code)")
            }
        }
    }

    @Test func theVerifierNoticesAMisplacedMarker() throws {
        let example = RuleExample("↓class LoginInteraction {}")
        let result = RuleExampleVerifier(rule: FinalComponentRule.self).verify(example, wrapping: .none)
        #expect(result.expected != result.actual)
    }

    @Test func rulesHaveUniqueIdentifiersAndNames() {
        let descriptions = RuleRegistry.descriptions
        #expect(Set(descriptions.map(\.identifier)).count == descriptions.count)
        #expect(Set(descriptions.map(\.name)).count == descriptions.count)
        for description in descriptions {
            #expect(description.identifier.allSatisfy { $0.isLowercase || $0 == "_" })
        }
    }

    private func wrappings(for example: RuleExample) -> [RuleExampleVerifier.Wrapping] {
        example.runsInWrappers ? RuleExampleVerifier.Wrapping.allCases : [.none]
    }
}
