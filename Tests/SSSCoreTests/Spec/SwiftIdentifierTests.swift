import Testing
import SSSCore
import SSSTestSupport

struct SwiftIdentifierTests {
    @Test func checksTheCaseAndTheCharacters() {
        #expect(SwiftIdentifier.isValid("PodBayDoors", .upperCamelCase))
        #expect(SwiftIdentifier.isValid("URL2", .upperCamelCase))
        #expect(!SwiftIdentifier.isValid("podBayDoors", .upperCamelCase))
        #expect(SwiftIdentifier.isValid("didTap2", .lowerCamelCase))
        #expect(!SwiftIdentifier.isValid("DidTap", .lowerCamelCase))
        for bad in ["", "_x", "did_tap", "did tap", "dïd", "a-b", "`in`", "a/b", "9lives"] {
            #expect(!SwiftIdentifier.isValid(bad, .lowerCamelCase), "\(bad)")
        }
    }

    @Test func escapesReservedWordsOnly() {
        #expect(SwiftIdentifier.needsBackticks("default"))
        #expect(SwiftIdentifier.needsBackticks("in"))
        #expect(SwiftIdentifier.needsBackticks("self"))
        #expect(!SwiftIdentifier.needsBackticks("message"))
        #expect(!SwiftIdentifier.needsBackticks("get"))
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.escaped("isOpen") == "isOpen")
    }

    @Test func suggestsANameBuiltFromTheWords() {
        #expect(SwiftIdentifier.suggestion(for: "pod-bay doors", .upperCamelCase) == "PodBayDoors")
        #expect(SwiftIdentifier.suggestion(for: "pod-bay doors", .lowerCamelCase) == "podBayDoors")
        #expect(SwiftIdentifier.suggestion(for: "DidTap", .lowerCamelCase) == "didTap")
        #expect(SwiftIdentifier.suggestion(for: "`default`", .lowerCamelCase) == "default")
        #expect(SwiftIdentifier.suggestion(for: "Banner", .upperCamelCase) == nil)
        #expect(SwiftIdentifier.suggestion(for: "1Up", .upperCamelCase) == nil)
        #expect(SwiftIdentifier.suggestion(for: "Über", .upperCamelCase) == nil)
        #expect(SwiftIdentifier.suggestion(for: "--", .upperCamelCase) == nil)
    }
}
