import Testing
import SSSCore
import SSSTestSupport

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

    @Test func everyStringReadsBackAsWritten() throws {
        let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        let texts = ["", controls, "\"\\/\u{7F}", "é 🦊 e\u{301} \u{FFFF}", "a\"b\\c\nd", String(repeating: "x\"", count: 300)]
        for pretty in [true, false] {
            let written = JSONWriter(pretty: pretty).write(.object(texts.map { ($0, .array([.string($0)])) }))
            let read = try JSONParser.parse(Array(written.utf8))
            guard case .object(let members) = read.value else {
                Issue.record("not an object: \(written)")
                continue
            }
            #expect(members.map(\.key) == texts)
            for member in members {
                guard case .array(let elements) = member.value.value, case .string(let text) = elements.first?.value else {
                    Issue.record("not an array of one string: \(member.key)")
                    continue
                }
                #expect(Array(text.unicodeScalars) == Array(member.key.unicodeScalars))
            }
        }
    }
}
