import Testing
import SSSCore
import SSSTestSupport

struct TemplateRenderingTests {
    @Test func copiesTextWithoutTagsByteForByte() throws {
        let text = "struct A { var b: [String: Int] = [:] }}\n\t<&>\"' 😀\r\nlast"
        #expect(try TemplateTesting.render(text) == text)
        #expect(try TemplateTesting.render("") == "")
    }

    @Test func insertsValuesWithOrWithoutSpacesInTheTag() throws {
        let context: TemplateValue = ["name": "Banner", "kind": "struct"]
        #expect(try TemplateTesting.render("{{kind}} {{ name }}Renderable {{\tname\t}}", context) == "struct BannerRenderable Banner")
    }

    @Test func insertsWithoutEscaping() throws {
        #expect(try TemplateTesting.render("{{ type }}", ["type": "[String: Int] <&> \"quoted\""]) == "[String: Int] <&> \"quoted\"")
    }

    @Test func insertsBooleansAsSwiftLiterals() throws {
        #expect(try TemplateTesting.render("{{ yes }}/{{ no }}", ["yes": true, "no": false]) == "true/false")
    }

    @Test func followsDottedPaths() throws {
        let context: TemplateValue = ["renderable": ["name": "Banner", "owner": ["name": "PodBayDoors"]]]
        #expect(try TemplateTesting.render("{{ renderable.name }} in {{ renderable.owner.name }}", context) == "Banner in PodBayDoors")
    }

    @Test func appliesChainedHelpersFromLeftToRight() throws {
        let context: TemplateValue = ["name": "PodBayDoors", "raw": "pod_bay doors", "type": "URLSession"]
        #expect(try TemplateTesting.render("""
            {{ name | lowerFirst }} {{ raw | camelCase }} {{ raw | pascalCase }} {{ type | snakeCase }}
            {{ name | uppercase }} {{ name | lowercase }} {{ name|lowerFirst|upperFirst }} {{ name | snakeCase | uppercase }}
            """, context) == """
            podBayDoors podBayDoors PodBayDoors url_session
            PODBAYDOORS podbaydoors PodBayDoors POD_BAY_DOORS
            """)
    }

    /// The table in docs/templates.md.
    @Test func helpersGiveTheDocumentedResults() throws {
        let rows: [(String, [String])] = [
            ("lowerFirst", ["podBayDoors", "urlSession", "pod_bay doors"]),
            ("upperFirst", ["PodBayDoors", "URLSession", "Pod_bay doors"]),
            ("camelCase", ["podBayDoors", "urlSession", "podBayDoors"]),
            ("pascalCase", ["PodBayDoors", "URLSession", "PodBayDoors"]),
            ("snakeCase", ["pod_bay_doors", "url_session", "pod_bay_doors"]),
            ("uppercase", ["PODBAYDOORS", "URLSESSION", "POD_BAY DOORS"]),
            ("lowercase", ["podbaydoors", "urlsession", "pod_bay doors"]),
        ]
        for (helper, expected) in rows {
            let template = "{{ a | \(helper) }},{{ b | \(helper) }},{{ c | \(helper) }}"
            let rendered = try TemplateTesting.render(template, ["a": "PodBayDoors", "b": "URLSession", "c": "pod_bay doors"])
            #expect(rendered == expected.joined(separator: ","), "\(helper)")
        }
    }

    @Test func iteratesAListWithItsPositionInScope() throws {
        let context: TemplateValue = ["events": [["name": "didTapMainButton"], ["name": "didEnterCode"], ["name": "didLeave"]]]
        let template = "{{#each events}}{{ @index }}:{{ name }}{{#if @first}}(first){{/if}}{{#if @last}}(last){{/if}} {{/each}}"
        #expect(try TemplateTesting.render(template, context) == "0:didTapMainButton(first) 1:didEnterCode 2:didLeave(last) ")
    }

    @Test func aSingleElementIsBothFirstAndLast() throws {
        let template = "{{#each xs}}{{ @first }} {{ @last }}{{/each}}"
        #expect(try TemplateTesting.render(template, ["xs": [[:]]]) == "true true")
    }

    @Test func eachRendersItsElseBranchOnlyForAnEmptyList() throws {
        let template = "{{#each xs}}<{{ v }}>{{else}}none{{/each}}."
        #expect(try TemplateTesting.render(template, ["xs": []]) == "none.")
        #expect(try TemplateTesting.render(template, ["xs": [["v": "1"], ["v": "2"]]]) == "<1><2>.")
        #expect(try TemplateTesting.render("{{#each xs}}x{{/each}}.", ["xs": []]) == ".")
    }

    @Test func ifChoosesABranchByTruthiness() throws {
        let template = "{{#if v}}yes{{else}}no{{/if}}"
        let cases: [(TemplateValue, String)] = [
            (true, "yes"), (false, "no"), ("text", "yes"), ("", "no"),
            (["a"], "yes"), ([], "no"), ([:], "yes"), (["k": false], "yes"),
        ]
        for (value, expected) in cases {
            #expect(try TemplateTesting.render(template, ["v": value]) == expected)
        }
        #expect(try TemplateTesting.render("[{{#if v}}yes{{/if}}]", ["v": false]) == "[]")
    }

    @Test func unlessIsTheOppositeOfIf() throws {
        let template = "{{#unless v}}off{{else}}on{{/unless}}"
        #expect(try TemplateTesting.render(template, ["v": false]) == "off")
        #expect(try TemplateTesting.render(template, ["v": true]) == "on")
        #expect(try TemplateTesting.render("[{{#unless v}}off{{/unless}}]", ["v": "x"]) == "[]")
    }

    @Test func dropsComments() throws {
        #expect(try TemplateTesting.render("a{{! a note }}b{{!\nspanning\nlines }}c") == "abc")
    }

    @Test func nestsSectionsInsideEachOther() throws {
        let context: TemplateValue = [
            "interactions": [
                ["name": "PodBayDoors", "events": ["a", "b"], "navigates": true],
                ["name": "Comms", "events": [], "navigates": false],
            ],
        ]
        let template = "{{#each interactions}}{{ name }}[{{#each events}}e{{else}}-{{/each}}]{{#if navigates}}!{{/if}};{{/each}}"
        #expect(try TemplateTesting.render(template, context) == "PodBayDoors[ee]!;Comms[-];")
    }

    @Test func rendersTheSameTemplateWithDifferentValues() throws {
        let template = try Template(source: SourceFile(path: "A.template", text: "let {{ name | lowerFirst }}: {{ name }}"))
        #expect(try template.render(["name": "Banner"]) == "let banner: Banner")
        #expect(try template.render(["name": "DoorStatus"]) == "let doorStatus: DoorStatus")
    }
}
