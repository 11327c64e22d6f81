import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

struct SuppressionsCommandTests {
    let files = [
        "App/Login.swift": """
            // sss:disable:next final_component - subclassed by the legacy flow until the rewrite
            class LoginInteraction: LoginInteracting {
                func start() {
                    // sss:disable:next assembler_single_initializer
                    let help = "// sss:disable all"
                }
            }

            """,
        "App/Generated.swift": "// sss:disable all\nstruct Banner {}\n// sss:enable all\n",
        "App/Clean.swift": "/// sss:disable all\nstruct Clean {}\n",
    ]

    @Test func listsEveryDisableCommandWithItsReason() {
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
        #expect(test.run("suppressions") == .success)
        #expect(test.output.text == """
            App/Generated.swift:1:4: disable all (no reason)
            App/Login.swift:1:4: disable:next final_component - subclassed by the legacy flow until the rewrite
            App/Login.swift:4:12: disable:next assembler_single_initializer (no reason)

            """)
        #expect(test.errorOutput.text == "3 suppressions in 2 files; 2 without a reason.\n")
    }

    @Test func printsJSONWithTheEnclosingDeclaration() {
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
        #expect(test.run("suppressions", "App/Login.swift", "--format", "json", "-q") == .success)
        #expect(test.output.text == """
            [
              {
                "character" : 4,
                "declaration" : "",
                "file" : "App/Login.swift",
                "form" : "disable:next",
                "line" : 1,
                "reason" : "subclassed by the legacy flow until the rewrite",
                "rules" : [
                  "final_component"
                ]
              },
              {
                "character" : 12,
                "declaration" : "LoginInteraction.start()",
                "file" : "App/Login.swift",
                "form" : "disable:next",
                "line" : 4,
                "reason" : null,
                "rules" : [
                  "assembler_single_initializer"
                ]
              }
            ]

            """)
        #expect(test.errorOutput.text.isEmpty)
    }

    @Test func requireReasonExitsWithTwoWhenOneIsMissing() {
        let withReasons = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: [
            "A.swift": "// sss:disable:next final_component - legacy\nclass AInteraction {}\n",
        ]))
        #expect(withReasons.run("suppressions", "--require-reason") == .success)
        #expect(withReasons.errorOutput.text == "1 suppression in 1 file.\n")
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
        #expect(test.run("suppressions", "--require-reason", "-q") == .violations)
    }

    @Test func rejectsAnUnknownFormatAndAMissingPath() {
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
        #expect(test.run("suppressions", "--format", "jsn") == .failure)
        #expect(test.errorOutput.text.hasPrefix("error: unknown format 'jsn'; did you mean 'json'?\n"))
        let missing = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
        #expect(missing.run("suppressions", "Nowhere") == .failure)
        #expect(missing.errorOutput.text == "Nowhere: error: no such file or folder\n")
    }

    @Test func readsRulesAndReasonsAsWritten() {
        let code = [
            "//sss:disable:this final_component",
            "//\tsss:disable:this a b\tc -",
            "// sss:disable:this final_component - ",
            "// sss:disable:this final_component - one - two  ",
            "// sss:disable:this foo-bar - why\r",
            "/// sss:disable:this final_component - a doc comment",
        ].joined(separator: "\n")
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: ["A.swift": code]))
        #expect(test.run("suppressions", "-q") == .success)
        #expect(test.output.text == """
            A.swift:1:3: disable:this final_component (no reason)
            A.swift:2:4: disable:this a b c (no reason)
            A.swift:3:4: disable:this final_component (no reason)
            A.swift:4:4: disable:this final_component - one - two
            A.swift:5:4: disable:this foo-bar - why

            """)
    }
}
