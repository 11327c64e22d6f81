import Testing
@testable import SSSCore
import SSSTestSupport

struct GeneratedNamesTests {
    @Test(arguments: [
        ("Article", "an"), ("Airlock", "an"), ("Banner", "a"), ("Element", "an"), ("Item", "an"),
        ("Order", "an"), ("Umbrella", "an"), ("User", "a"), ("Unit", "a"), ("HTTPClient", "an"),
        ("SMSCode", "an"), ("UIKitPanel", "a"), ("URLPreview", "a"), ("Hatch", "a"),
    ])
    func articlesFollowTheSound(name: String, article: String) {
        #expect(GeneratedNames.article(for: name) == article)
    }

    @Test(arguments: [
        ("didTapMainButton", "Tap Main Button"), ("willClose", "Close"), ("did", "Did"),
        ("refresh", "Refresh"), ("didOpenURLLink", "Open URL Link"), ("default", "Default"),
    ])
    func buttonTitlesDropDidAndWill(event: String, title: String) {
        #expect(GeneratedNames.buttonTitle(forEvent: event) == title)
    }

    @Test func propertiesAreLoweredAndEscaped() {
        #expect(GeneratedNames.property(for: "PodBayDoors") == "podBayDoors")
        #expect(GeneratedNames.property(for: "URLPreview") == "urlPreview")
        #expect(GeneratedNames.property(for: "Default") == "`default`")
        #expect(GeneratedNames.lowered("Default") + "View" == "defaultView")
        #expect(GeneratedNames.testName(forEvent: "didTap") == "testDidTap")
        #expect(GeneratedNames.callLabel("inout") == "`inout`")
        #expect(GeneratedNames.callLabel("in") == "in")
    }
}

struct SwiftTypeTextTests {
    @Test(arguments: [
        ("String", "\"\""), ("Substring", "\"\""), ("Int", "0"), ("UInt8", "0"), ("Double", "0.0"),
        ("CGFloat", "0.0"), ("Bool", "false"), ("[Int]", "[]"), ("[String: Int]", "[:]"),
        ("[[String: [Int]]]", "[]"), ("Set<String>", "[]"), ("Array<Int>", "[]"),
        ("Dictionary<String, Int>", "[:]"), ("String?", "nil"), ("Result<Int, Error>?", "nil"),
        ("Optional<Int>", "nil"), ("Int!", "nil"), ("(() -> Void)?", "nil"), ("  Int  ", "0"),
        ("UUID", "UUID()"), ("Date", "Date(timeIntervalSince1970: 0)"), ("URL", "URL(fileURLWithPath: \"/\")"),
        ("Data", "Data()"), ("Decimal", "Decimal()"),
    ])
    func knownTypesHaveASampleValue(type: String, sample: String) {
        #expect(SwiftTypeText(type).sampleValue == sample)
    }

    @Test(arguments: ["Result<Int, Error>", "Product", "() -> Void", "() -> Int?", "[Int] -> [Int]", "(Int, Int)", "Character", "[Int].Index"])
    func otherTypesHaveNone(type: String) {
        #expect(SwiftTypeText(type).sampleValue == nil)
    }

    @Test func tellsWhatALabelShows() {
        #expect(SwiftTypeText("String").isText && SwiftTypeText("String?").isText)
        #expect(!SwiftTypeText("Int?").isText && SwiftTypeText("Int?").isOptional)
        #expect(!SwiftTypeText("() -> Int?").isOptional && SwiftTypeText("() -> Int?").isFunction)
        #expect(SwiftTypeText("(() -> Int)?").isOptional && !SwiftTypeText("(() -> Int)?").isFunction)
        #expect(!SwiftTypeText("[String: Int]").isOptional)
    }

    @Test(arguments: [
        ("String", false), ("[String: [Int]]?", false), ("Result<Int, any Error>", false), ("(@MainActor () -> Void)?", false),
        ("UUID", true), ("[Date]", true), ("Product?", true), ("(Int) -> URL", true),
    ])
    func tellsWhetherATypeNeedsFoundation(type: String, needsImport: Bool) {
        #expect(SwiftTypeText(type).namesMoreThanTheStandardLibrary == needsImport)
    }

    @Test func overloadedEventsAreTestedUnderTheirParameterNames() throws {
        let spec = try GenerateTestSupport.readSpec("feature: F\ninteractions:\n  I:\n    events: [didSelect(row: Int), didSelect(_ section: Int)]\n", path: "F.sss.yml")
        let events = try #require(spec.interactions.first).events
        #expect(events.map(GeneratedNames.testName(forOverload:)) == ["testDidSelectRow", "testDidSelectSection"])
        #expect(GeneratedNames.argument(label: "_", value: "0") == "0")
        #expect(GeneratedNames.argument(label: "inout", value: "0") == "`inout`: 0")
    }
}
