import Testing
import SSSCore
import SSSTestSupport

struct JSONParserTests {
    /// The value as compact text, to compare parsed trees by hand.
    private func render(_ value: LocatedJSON) -> String {
        switch value.value {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let text): text
        case .string(let text): "<\(text)>"
        case .array(let elements): "[" + elements.map(render).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { "\($0.key)@\($0.keyOffset)=\(render($0.value))" }.joined(separator: ",") + "}"
        }
    }

    private func parse(_ text: String) throws -> String {
        render(try JSONParser.parse(Array(text.utf8)))
    }

    private func error(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func readsEveryKindOfValueWithKeyOffsets() throws {
        #expect(try parse(#" {"a": [1, -2.5e+3, true, false, null], "b": {}} "#) == "{a@2=[1,-2.5e+3,true,false,null],b@40={}}")
        #expect(try parse("\u{FEFF}[]") == "[]")
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        #expect(try parse(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00""#) == "<a\"b\\c/d\n\té😀>")
        #expect(try parse("\"héllo\"") == "<héllo>")
    }

    @Test func pointsAtTheFirstProblem() {
        #expect(error(#"{"a" 1}"#) == JSONSyntaxError(message: "expected ':' after the key", offset: 5))
        #expect(error("[1,]") == JSONSyntaxError(message: "expected a value (an object, array, string, number, true, false or null)", offset: 3))
        #expect(error("[1 2]") == JSONSyntaxError(message: "expected ',' or ']' after the value", offset: 3))
        #expect(error(#"{"a": 1,}"#) == JSONSyntaxError(message: "expected a key in double quotes", offset: 8))
        #expect(error("\"abc") == JSONSyntaxError(message: "unterminated string", offset: 0))
        #expect(error(#""\x""#) == JSONSyntaxError(message: "unknown escape '\\x'", offset: 1))
        #expect(error(#""\ud800""#) == JSONSyntaxError(message: "'\\u' escape names no Unicode scalar (a lone surrogate)", offset: 1))
        #expect(error("\"a\nb\"") == JSONSyntaxError(message: "control character in a string; write it as an escape such as \\n", offset: 2))
        #expect(error("1.") == JSONSyntaxError(message: "expected a digit after '.'", offset: 2))
        #expect(error("{} {}") == JSONSyntaxError(message: "unexpected text after the JSON value", offset: 3))
        #expect(error("nul") != nil)
    }

    @Test func limitsNestingInsteadOfExhaustingTheStack() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(error(deep)?.message == "values are nested more than 200 deep")
        #expect(error(String(repeating: "[", count: 200) + String(repeating: "]", count: 200)) == nil)
    }
}
