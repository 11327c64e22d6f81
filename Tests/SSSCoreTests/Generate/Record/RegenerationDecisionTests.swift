import Testing
@testable import SSSCore

/// What happens to one planned file, for each combination of what is generated now, what the file
/// holds and what was generated for it last time.
struct RegenerationDecisionTests {
    static let base = "struct A {\n    func one() {\n        // fill in\n    }\n}\n"

    private func decide(
        generated: String, current: String?, base: String? = base, owner: String? = "Lobby",
        feature: String? = "Lobby", features: Set<String> = ["Lobby"], policy: RegenerationPolicy = RegenerationPolicy()
    ) -> RegenerationDecision {
        RegenerationDecision.decide(
            generated: Array(generated.utf8), current: current.map { Array($0.utf8) },
            entry: base.map { GenerationRecord.Entry(path: "A.swift", feature: owner, text: $0) },
            feature: feature, features: features, policy: policy
        )
    }

    private func text(_ decision: RegenerationDecision) -> String {
        String(decoding: decision.contents, as: UTF8.self)
    }

    @Test func createsWhatIsMissingAndFindsWhatIsEqualIdentical() {
        let created = decide(generated: Self.base, current: nil)
        #expect(created.action == .create && created.recorded == .generated)
        let identical = decide(generated: Self.base, current: Self.base, base: nil)
        #expect(identical.action == .identical && identical.recorded == .generated)
    }

    @Test func replacesAFileNobodyEditedAndKeepsOneTheSpecDidNotChange() {
        let new = Self.base.replacingOccurrences(of: "one", with: "two")
        let updated = decide(generated: new, current: Self.base)
        #expect(updated.action == .update && text(updated) == new && updated.recorded == .generated)
        let edited = Self.base.replacingOccurrences(of: "// fill in", with: "print(1)")
        let kept = decide(generated: Self.base, current: edited)
        #expect(kept.action == .keep && text(kept) == edited && kept.recorded == .generated)
    }

    @Test func mergesAnEditAndASpecChangeThatDoNotMeet() {
        let edited = Self.base.replacingOccurrences(of: "// fill in", with: "print(1)")
        let new = Self.base.replacingOccurrences(of: "}\n}\n", with: "}\n\n    func two() {\n        // fill in\n    }\n}\n")
        let merged = decide(generated: new, current: edited)
        #expect(merged.action == .merge)
        #expect(text(merged) == "struct A {\n    func one() {\n        print(1)\n    }\n\n    func two() {\n        // fill in\n    }\n}\n")
        #expect(merged.recorded == .generated)
        let sendable = Self.base.replacingOccurrences(of: "struct A {", with: "struct A: Sendable {")
        let alreadyThere = decide(generated: sendable, current: sendable.replacingOccurrences(of: "// fill in", with: "print(1)"))
        #expect(alreadyThere.action == .keep, "the edited file already holds the spec's change")
        #expect(text(alreadyThere) == "struct A: Sendable {\n    func one() {\n        print(1)\n    }\n}\n")
    }

    @Test func anEditWhereTheSpecChangedIsAConflictOrMarkersOrForced() {
        let edited = Self.base.replacingOccurrences(of: "func one()", with: "func one() // first")
        let new = Self.base.replacingOccurrences(of: "func one()", with: "func one(value: Int)")
        let conflict = decide(generated: new, current: edited)
        #expect(conflict.action == .conflict && conflict.conflict == .overlapping(places: 1) && conflict.recorded == .unchanged)
        #expect(conflict.reason == "edited where the generated code changed, in 1 place")
        let markedText = """
            struct A {
            <<<<<<< edited
                func one() // first {
            ||||||| generated before
                func one() {
            =======
                func one(value: Int) {
            >>>>>>> generated now
                    // fill in
                }
            }

            """
        #expect(text(conflict) == markedText)
        let marked = decide(generated: new, current: edited, policy: RegenerationPolicy(markers: true))
        #expect(marked.action == .markers && text(marked) == markedText && marked.recorded == .generated)
        let forced = decide(generated: new, current: edited, policy: RegenerationPolicy(force: true, markers: true))
        #expect(forced.action == .overwrite && text(forced) == new && forced.recorded == .generated)
    }

    @Test func aFileStillHoldingMarkersIsAConflictUnlessForced() {
        let marked = "struct A {\n<<<<<<< edited\n    func one() // first {\n=======\n    func one(value: Int) {\n>>>>>>> generated now\n}\n"
        let new = Self.base.replacingOccurrences(of: "fill in", with: "decide")
        let conflict = decide(generated: new, current: marked, policy: RegenerationPolicy(markers: true))
        #expect(conflict.action == .conflict && conflict.conflict == .unresolved && conflict.recorded == .unchanged)
        #expect(decide(generated: Self.base, current: marked).action == .conflict, "even when the spec changed nothing")
        #expect(decide(generated: new, current: marked, policy: RegenerationPolicy(force: true)).action == .overwrite)
        let crlf = marked.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(RegenerationDecision.hasMarkers(Array(crlf.utf8)))
        #expect(!RegenerationDecision.hasMarkers(Array("<<<<<<< edited\n".utf8)), "an opening marker alone is text")
        #expect(!RegenerationDecision.hasMarkers(Array(">>>>>>> generated now\n<<<<<<< edited\n".utf8)))
    }

    @Test func aFileTheRecordDoesNotHaveIsAConflictUnlessForced() {
        let unrecorded = decide(generated: Self.base, current: "// mine\n", base: nil)
        #expect(unrecorded.action == .conflict && unrecorded.conflict == .notRecorded && unrecorded.recorded == .unchanged)
        let markers = decide(generated: Self.base, current: "// mine\n", base: nil, policy: RegenerationPolicy(markers: true))
        #expect(markers.action == .conflict, "no base, nothing to mark")
        let forced = decide(generated: Self.base, current: "// mine\n", base: nil, policy: RegenerationPolicy(force: true))
        #expect(forced.action == .overwrite && forced.recorded == .generated)
    }

    @Test func skipLeavesEveryFileThatIsThereAndItsRecord() {
        let skip = RegenerationPolicy(skip: true)
        let new = Self.base.replacingOccurrences(of: "one", with: "two")
        #expect(decide(generated: new, current: Self.base, policy: skip).action == .skip)
        #expect(decide(generated: new, current: "// mine\n", base: nil, policy: skip).action == .skip)
        #expect(decide(generated: new, current: Self.base, policy: skip).recorded == .unchanged)
        #expect(decide(generated: new, current: nil, policy: skip).action == .create)
        #expect(decide(generated: new, current: new, policy: skip).action == .identical)
    }

    @Test func aFileRecordedForAFeatureOutsideTheRunIsNeverWrittenForAnother() {
        for policy in [RegenerationPolicy(), RegenerationPolicy(force: true), RegenerationPolicy(markers: true)] {
            for current in [Self.base, nil, "// mine\n"] {
                let decision = decide(generated: "// Hall's\n", current: current, owner: "Lobby", feature: "Hall", features: ["Hall"], policy: policy)
                #expect(decision.action == .conflict && decision.conflict == .ownedBy("Lobby") && decision.recorded == .unchanged)
                #expect(decision.reason == "generated for Lobby")
            }
        }
        let same = decide(generated: Self.base, current: Self.base, owner: "Lobby", feature: "Hall", features: ["Hall"])
        #expect(same.action == .identical && same.recorded == .unchanged, "the same bytes: nothing to write, and the file stays Lobby's")
        let moved = decide(generated: Self.base, current: Self.base, owner: "Lobby", feature: "Hall", features: ["Hall", "Lobby"])
        #expect(moved.action == .identical && moved.recorded == .generated, "both features are in the run: the file moves")
        let shared = decide(generated: Self.base, current: Self.base, owner: nil, feature: "Hall", features: ["Hall"])
        #expect(shared.action == .identical)
        let sharedNow = decide(generated: Self.base, current: Self.base, owner: "Lobby", feature: nil, features: ["Hall"])
        #expect(sharedNow.action == .identical)
    }
}
