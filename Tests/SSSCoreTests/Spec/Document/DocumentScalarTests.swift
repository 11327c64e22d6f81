import Testing
import SSSCore
import SSSTestSupport

struct DocumentScalarTests {
    /// The scalar value of key `v` in `text`.
    private func scalar(_ value: String) throws -> DocumentScalar {
        let node = try DocumentParser().parse(SourceFile(path: "s.yml", text: "v: \(value)\n"))
        guard case .mapping(let root) = node, case .scalar(let scalar) = root.entries[0].value else {
            throw DiagnosticError(.error("not a scalar"))
        }
        return scalar
    }

    @Test func unquotesAndResolvesEscapes() throws {
        #expect(try scalar("plain text").string == "plain text")
        #expect(try scalar(#""a \"b\" \\ \n\t\r""#).string == "a \"b\" \\ \n\t\r")
        #expect(try scalar(#""caf\u00E9 \U0001F600""#).string == "café 😀")
        #expect(try scalar("'it''s \\n'").string == "it's \\n")
        #expect(try scalar("\"\"").string == "")
        #expect(try scalar("\"\"").isEmpty == false)
    }

    @Test func readsOnlyPlainTrueAndFalseAsBools() throws {
        #expect(try scalar("true").bool == true)
        #expect(try scalar("false").bool == false)
        #expect(try scalar("yes").bool == nil)
        #expect(try scalar("\"true\"").bool == nil)
    }

    @Test func splitsFlowListsOnTopLevelCommasOnly() throws {
        let list = try scalar("[a, didEnter(code: String, retry: Bool), Result<Int, Error>, [String: [Int]], \"x, y\", (Int) -> Void]")
        let elements = try list.flowListElements()
        #expect(elements.map(\.raw) == [
            "a", "didEnter(code: String, retry: Bool)", "Result<Int, Error>", "[String: [Int]]", "\"x, y\"", "(Int) -> Void",
        ])
        #expect(elements[4].string == "x, y")
        #expect(elements.map { $0.location.lineColumn.column } == [5, 8, 45, 65, 82, 90])
    }

    @Test func acceptsEmptyListsAndATrailingComma() throws {
        #expect(try scalar("[]").flowListElements().isEmpty)
        #expect(try scalar("[  ]").flowListElements().isEmpty)
        #expect(try scalar("[a, b, ]").flowListElements().map(\.raw) == ["a", "b"])
    }

    @Test func rejectsMissingElementsAndTextAfterTheList() throws {
        #expect(printedErrors(of: try scalar("[a, , b]")) == """
            s.yml:1:8: error: missing list element before ','
            v: [a, , b]
                   ^

            """)
        #expect(printedErrors(of: try scalar("[Banner]?")) == """
            s.yml:1:12: error: unexpected text after the list's closing ']'
            v: [Banner]?
                       ^

            """)
        #expect(printedErrors(of: try scalar("Banner")) == """
            s.yml:1:4: error: expected a list in brackets, such as [a, b]
            v: Banner
               ^~~~~~

            """)
    }

    private func printedErrors(of scalar: DocumentScalar) -> String {
        do throws(DiagnosticError) {
            _ = try scalar.flowListElements()
            return "no error"
        } catch {
            return SpecTestSupport.printed(error)
        }
    }
}
