import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// `--templates DIR` replaces built-in templates by file name, and reports every problem in the
/// folder at the file (and line) where it is.
struct TemplateOverrideTests {
    let settings = "Examples/Settings.sss.yml"

    @Test func aTemplateInTheFolderReplacesTheBuiltInOneOfTheSameName() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem([
            "Mine/Renderable.swift.template": "{{! Mine }}\nstruct {{ name }}Renderable: Equatable {\n    {{#each fields}}\n    let {{ name }}: {{ type }}\n    {{/each}}\n}\n",
            "Mine/.DS_Store": "\u{0}",
        ])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", settings, "--templates", "Mine", "-o", "out") == .success)
        #expect(fileSystem.files["/work/out/PreferenceRenderable.swift"] == """
            struct PreferenceRenderable: Equatable {
                let title: String
                let isEnabled: Bool
            }

            """)
        #expect(fileSystem.files["/work/out/PreferenceView.swift"] == (try GenerateTestSupport.golden("PreferenceView.swift")))
        #expect(try TemplateSet.overriding(with: "Mine", fileSystem: fileSystem).overridden == [.renderable])
    }

    @Test func unknownFileNamesAreErrorsWithASuggestion() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem([
            "Mine/Veiw.swift.template": "x",
            "Mine/README.md": "notes",
            "Mine/Assembler.swift.template": "fine",
        ])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", settings, "--templates", "Mine", "-o", "out") == .failure)
        #expect(test.errorOutput.text == """
            Mine/README.md: error: 'README.md' is not the name of a template; see 'sss templates list' for the template names
            Mine/Veiw.swift.template: error: 'Veiw.swift.template' is not the name of a template; did you mean 'View.swift.template'?

            """)
        #expect(fileSystem.files["/work/out/SettingsAssembler.swift"] == nil)
    }

    @Test func syntaxErrorsAreReportedInTheTemplateWithTheSpecErrors() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem([
            "Mine/View.swift.template": "final class {{ name }}View {\n    {{#each fields}}\n    let {{ label }} = UILabel()\n}\n",
            "Broken.sss.yml": "feature: Broken\n",
        ])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("generate", "Broken.sss.yml", settings, "--templates", "Mine") == .failure)
        #expect(test.errorOutput.text == """
            Broken.sss.yml:1:1: error: missing required key 'interactions'; a feature needs at least one interaction
            feature: Broken
            ^
            Mine/View.swift.template:2:5: error: '{{#each}}' is never closed; expected '{{/each}}'
                {{#each fields}}
                ^~~~~~~~~~~~~~~~

            """)
    }

    @Test func renderErrorsPointIntoTheTemplateOnce() throws {
        let fileSystem = try GenerateTestSupport.exampleFileSystem([
            "Mine/Rendering.swift.template": "protocol {{ nme }}Rendering {}\n",
        ])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run(["generate"] + GenerateTestSupport.exampleSpecArguments + ["--templates", "Mine"]) == .failure)
        #expect(test.errorOutput.text == """
            Mine/Rendering.swift.template:1:13: error: unknown variable 'nme'; did you mean 'name'?
            protocol {{ nme }}Rendering {}
                        ^~~

            """)
        #expect(test.output.text.isEmpty)
    }

    @Test func aMissingFolderIsAnError() {
        let test = TestContext(fileSystem: InMemoryFileSystem(files: ["A.sss.yml": "feature: A\ninteractions:\n  B:\n    events: [didC]\n"]))
        #expect(test.run("generate", "A.sss.yml", "--templates", "Nowhere") == .failure)
        #expect(test.errorOutput.text == "Nowhere: error: cannot read templates: no such folder\n")
    }
}
