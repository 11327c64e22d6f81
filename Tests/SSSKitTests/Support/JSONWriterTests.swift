import Testing
import SSSKit

struct JSONWriterTests {
    @Test func writesPrettyJSONInGivenOrder() {
        let value = JSON.object([("b", .int(1)), ("a", .array([.bool(true), .null, .string("x")])), ("c", .object([]))])
        #expect(JSONWriter().write(value) == """
            {
              "b" : 1,
              "a" : [
                true,
                null,
                "x"
              ],
              "c" : {}
            }
            """)
    }

    @Test func sortsKeysWhenAsked() {
        let value = JSON.object([("b", .int(1)), ("a", .int(2))])
        #expect(JSONWriter(pretty: false, sortsKeys: true).write(value) == #"{"a":2,"b":1}"#)
    }

    @Test func escapesQuotesBackslashesAndControlCharacters() {
        let value = JSON.string("say \"hi\"\\\n\t\u{01}é")
        #expect(JSONWriter(pretty: false).write(value) == #""say \"hi\"\\\n\t\u0001é""#)
    }
}
