import Testing
import SSSCore
import SSSTestSupport

/// Specs far larger or deeper than any real one still give a spec or clean diagnostics. Expected
/// output is compared in short pieces so a failure does not print megabytes. Linear time for these
/// inputs is measured by Scripts/scaling.sh, not here.
struct SpecHugeInputTests {
    let depth = 100_000

    private func spec(fieldType type: String) -> String {
        "feature: Deep\nrenderables:\n  Box:\n    value: \(type)\ninteractions:\n  Show:\n    renders: [Box]\n"
    }

    @Test func acceptsAFieldTypeNestedAHundredThousandBracketsDeep() throws {
        let type = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
        let spec = try SpecTestSupport.read(spec(fieldType: type)).get()
        #expect(spec.renderables.first?.fields.first?.type.text == type)
    }

    @Test func reportsTheOutermostOfAHundredThousandUnclosedBrackets() {
        let printed = SpecTestSupport.specErrors(spec(fieldType: String(repeating: "[", count: depth) + "Int"))
        #expect(printed == """
            F.sss.yml:4:12: error: unbalanced brackets: '[' is not closed on this line
                value: \(String(repeating: "[", count: 160 - 11))...
                       ^

            """)
    }

    @Test func reportsAMismatchAHundredThousandBracketsDeep() {
        let printed = SpecTestSupport.specErrors(spec(fieldType: String(repeating: "(", count: depth) + "Int]"))
        #expect(printed == """
            F.sss.yml:4:\(12 + depth + 3): error: unbalanced brackets: expected ')' to close '(', found ']'
            ...\(String(repeating: "(", count: 160 - 4))Int]
            \(String(repeating: " ", count: 3 + 160 - 1))^

            """)
    }

    @Test func readsAFlowListNestedAHundredThousandDeepAsOneUnknownName() {
        let inner = String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1)
        let printed = SpecTestSupport.specErrors("feature: Deep\ninteractions:\n  Show:\n    renders: [\(inner)]\n")
        let lines = printed.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first == "F.sss.yml:4:15: error: unknown renderable '\(inner)'; declare it under 'renderables'")
        #expect(lines.last.map(String.init) == String(repeating: " ", count: 14) + "^" + String(repeating: "~", count: 160 - 14 - 1))
    }

    @Test func readsATenMegabyteFeatureName() throws {
        let name = "A" + String(repeating: "b", count: 10_000_000)
        let spec = try SpecTestSupport.read("feature: \(name)\ninteractions:\n  Show:\n    navigates: false\n").get()
        #expect(spec.name.text.utf8.count == 10_000_001)
    }

    @Test func pointsIntoATenMegabyteQuotedValue() {
        let value = "\"" + String(repeating: "x", count: 10_000_000) + "\\q\""
        let printed = SpecTestSupport.specErrors("feature: \(value)\ninteractions:\n  Show:\n    navigates: false\n")
        #expect(printed == """
            F.sss.yml:1:\(10 + 1 + 10_000_000): error: unknown escape sequence '\\q'; write '\\\\' for a backslash
            ...\(String(repeating: "x", count: 160 - 3))\\q"
            \(String(repeating: " ", count: 3 + 160 - 3))^~

            """)
    }

    @Test func reportsEveryErrorOfAFiftyThousandLineSpec() {
        var text = "feature: Big\ninteractions:\n"
        for index in 0..<16_666 {
            text += "  I\(index):\n    evnts: [didTap]\n    navigates: false\n"
        }
        let lines = SpecTestSupport.specErrors(text).split(separator: "\n")
        #expect(lines.count == 16_666 * 3)
        #expect(lines.first == "F.sss.yml:4:5: error: unknown key 'evnts'; did you mean 'events'?")
        #expect(lines[lines.count - 3] == "F.sss.yml:\(2 + 16_666 * 3 - 1):5: error: unknown key 'evnts'; did you mean 'events'?")
    }

    @Test func reportsEveryBadEscapeOfAMegabyteLine() {
        let count = 250_000
        let printed = SpecTestSupport.specErrors("feature: \"" + String(repeating: "\\q", count: count) + "\"\ninteractions:\n  I:\n    events: [didTap]\n")
        let lines = printed.split(separator: "\n")
        #expect(lines.count == count * 3)
        #expect(lines[lines.count - 3] == "F.sss.yml:1:\(10 + 2 * count - 1): error: unknown escape sequence '\\q'; write '\\\\' for a backslash")
    }
}
