import Testing
@testable import SSSCore
import SSSTestSupport

struct TemplateValueTests {
    @Test func literalsBuildTheMatchingCases() {
        let value: TemplateValue = ["name": "Banner", "isOpen": true, "fields": ["a", "b"]]
        #expect(value == .object([
            "name": .string("Banner"),
            "isOpen": .bool(true),
            "fields": .list([.string("a"), .string("b")]),
        ]))
    }

    @Test func aKeyWrittenTwiceKeepsItsLastValue() {
        let value: TemplateValue = ["name": "first", "name": "second"]
        #expect(value == .object(["name": .string("second")]))
    }

    @Test func truthiness() {
        #expect(TemplateValue.bool(true).isTruthy)
        #expect(!TemplateValue.bool(false).isTruthy)
        #expect(TemplateValue.string("x").isTruthy)
        #expect(!TemplateValue.string("").isTruthy)
        #expect(TemplateValue.list([.bool(false)]).isTruthy)
        #expect(!TemplateValue.list([]).isTruthy)
        #expect(TemplateValue.object([:]).isTruthy)
    }
}
