import Testing
@testable import SSSCore
import SSSTestSupport

struct SuggestionTests {
    @Test func suggestsTheNearestCandidate() {
        #expect(Suggestion.closest(to: "interactons", in: ["feature", "interactions", "navigation"]) == "interactions")
        #expect(Suggestion.closest(to: "genrate", in: ["generate", "lint", "rules"]) == "generate")
    }

    @Test func countsASwapOfNeighboursAsOneEdit() {
        #expect(Suggestion.editDistance(Array("lnit".unicodeScalars), Array("lint".unicodeScalars)) == 1)
        #expect(Suggestion.closest(to: "lnit", in: ["lint", "init"]) == "lint")
    }

    @Test func prefersACaseOnlyDifference() {
        #expect(Suggestion.closest(to: "Feature", in: ["feature", "features"]) == "feature")
    }

    @Test func suggestsNothingForAnUnrelatedWord() {
        #expect(Suggestion.closest(to: "banana", in: ["generate", "lint"]) == nil)
        #expect(Suggestion.hint(for: "xyz", in: ["generate"]) == "")
    }

    @Test func formatsTheHint() {
        #expect(Suggestion.hint(for: "--forse", in: ["--force", "--output"]) == "; did you mean '--force'?")
    }
}
