import Testing
import SSSCore
import SSSTestSupport

struct DocumentParserTests {
    private func tree(_ text: String) -> String {
        SpecTestSupport.outcome(text)
    }

    @Test func readsNestedMappingsBlockListsAndFlowListsAsRawText() {
        let text = """
            feature: DiscoveryOne
            renderables:
              DoorStatus:
                isOpen: Bool
                openAttempts: [String: Int]
            interactions:
              PodBayDoors:
                renders: [Banner, DoorStatus]
                events:
                  - didTapMainButton
                  - didEnterCode(code: String)
                navigates: true

            """
        #expect(tree(text) == """
            {feature: DiscoveryOne, renderables: {DoorStatus: {isOpen: Bool, openAttempts: [String: Int]}}, \
            interactions: {PodBayDoors: {renders: [Banner, DoorStatus], \
            events: [didTapMainButton, didEnterCode(code: String)], navigates: true}}}
            """)
    }

    @Test func keepsRepeatedKeysAsideWhenAskedSoTheReaderCanGoOn() throws {
        let parser = DocumentParser(keepsDuplicateKeys: true)
        let root = try parser.parse(SourceFile(path: "F.sss.yml", text: "a: 1\nb:\n  c: 2\n  c: 3\n  c: 4\na: 5\n"))
        #expect(SpecTestSupport.dump(root) == "{a: 1, b: {c: 2}}")
        guard case .mapping(let top) = root, case .mapping(let inner)? = top["b"]?.value else {
            Issue.record("expected mappings")
            return
        }
        #expect(top.duplicates.map { "\($0.key.name): \(SpecTestSupport.dump($0.value))" } == ["a: 5"])
        #expect(inner.duplicates.map { SpecTestSupport.dump($0.value) } == ["3", "4"])
        #expect(throws: DiagnosticError.self) { try DocumentParser().parse(SourceFile(path: "F.sss.yml", text: "a: 1\na: 2\n")) }
    }

    @Test func reportsRepeatedKeysAlongWithABrokenStructureEvenWhenKeepingThem() {
        do throws(DiagnosticError) {
            _ = try DocumentParser(keepsDuplicateKeys: true).parse(SourceFile(path: "F.sss.yml", text: "a: 1\na: 2\n\tb: 3\n"))
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["duplicate key 'a'", "tabs are not allowed in indentation; indent with spaces"])
        }
    }

    @Test func keepsSwiftTypeTextVerbatim() {
        let text = "a: [String: Int]\nb: Result<Int, Error>?\nc: [[String: [Int]]]\nd: (Int) -> Void # note\n"
        #expect(tree(text) == "{a: [String: Int], b: Result<Int, Error>?, c: [[String: [Int]]], d: (Int) -> Void}")
    }

    @Test func acceptsAnyIndentationWidthWhenSiblingsLineUp() {
        #expect(tree("a:\n   b:\n         c: 1\n   d: 2\ne: 3\n") == "{a: {b: {c: 1}, d: 2}, e: 3}")
        #expect(tree("  a: 1\n  b: 2\n") == "{a: 1, b: 2}")
    }

    @Test func acceptsListsAtTheColumnOfTheirKey() {
        #expect(tree("events:\n- a\n- b\nnext: 1\n") == "{events: [a, b], next: 1}")
    }

    @Test func readsMappingsAndListsInsideListItems() {
        #expect(tree("- a: 1\n  b: 2\n- - x\n  - y\n-\n  - z\n- \n") == "[{a: 1, b: 2}, [x, y], [z], ~]")
    }

    @Test func keepsKeysWithoutValueAsEmpty() {
        #expect(tree("a:\nb: # nothing here\n") == "{a: ~, b: ~}")
    }

    @Test func stripsCommentsButNotHashesInsideWordsOrQuotes() {
        let text = """
            # a comment line
            a: "x # y"   # trailing
            b: 'it''s # here'
            c: issue#12
            d: [x, "# y"] # done
              # an indented comment line

            """
        #expect(tree(text) == "{a: \"x # y\", b: 'it''s # here', c: issue#12, d: [x, \"# y\"]}")
    }

    @Test func readsQuotedKeys() {
        #expect(tree("\"**/*.swift\": 1\n'a b': 2\n") == "{**/*.swift: 1, a b: 2}")
    }

    @Test func handlesWindowsLineEndingsAndAByteOrderMark() {
        #expect(tree("\u{FEFF}a: 1\r\nb:\r\n  - x\r\n") == "{a: 1, b: [x]}")
        #expect(tree("a: 1\rb: 2") == "{a: 1, b: 2}")
    }

    @Test func recordsTheLocationOfEveryKeyAndValue() throws {
        let node = try DocumentParser().parse(SourceFile(path: "t.yml", text: "top:\n  name: Value   # c\n  list:\n    - [a,  b]\n"))
        guard case .mapping(let root) = node, case .mapping(let top) = root.entries[0].value,
              case .scalar(let value) = top.entries[0].value,
              case .sequence(let list) = top.entries[1].value, case .scalar(let flow) = list.items[0]
        else {
            Issue.record("unexpected shape \(SpecTestSupport.dump(node))")
            return
        }
        #expect(SpecTestSupport.position(root.entries[0].key.location) == "1:1")
        #expect(root.entries[0].key.location.length == 3)
        #expect(SpecTestSupport.position(top.entries[0].key.location) == "2:3")
        #expect(SpecTestSupport.position(value.location) == "2:9")
        #expect(value.location.length == 5)
        #expect(SpecTestSupport.position(list.location) == "4:5")
        #expect(SpecTestSupport.position(flow.location) == "4:7")
        #expect(flow.raw == "[a,  b]")
        #expect(SpecTestSupport.position(top.location) == "2:3")
    }

    @Test func placesAMissingValueJustAfterItsColon() throws {
        let node = try DocumentParser().parse(SourceFile(path: "t.yml", text: "key:   \nother: 1\n"))
        guard case .mapping(let root) = node, case .scalar(let empty) = root.entries[0].value else {
            Issue.record("unexpected shape")
            return
        }
        #expect(empty.isEmpty)
        #expect(SpecTestSupport.position(empty.location) == "1:5")
        #expect(empty.location.length == 0)
    }

    @Test func describesNodeShapesForMessages() throws {
        let node = try DocumentParser().parse(SourceFile(path: "t.yml", text: "a: x\nb: [x]\nc:\nd:\n  e: 1\nf:\n  - 1\n"))
        guard case .mapping(let root) = node else {
            Issue.record("not a mapping")
            return
        }
        #expect(root.entries.map(\.value.shapeDescription) == ["'x'", "a list", "nothing", "a mapping", "a list"])
        #expect(root["d"]?.key.name == "d")
        #expect(root["z"] == nil)
    }
}
