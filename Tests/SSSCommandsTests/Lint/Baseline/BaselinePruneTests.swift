import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// `sss baseline prune <file> [<path> ...]`.
struct BaselinePruneTests {
    let fixed = [
        "App/LoginInteraction.swift": "final class LoginInteraction: LoginInteracting {}\n",
        "App/LoginAssembler.swift": """
            enum LoginAssembler {
                static func assemble() -> LoginViewController {
                    LoginViewController(interaction: LoginInteraction())
                }
            }

            """,
        "App/Profile.swift": "final class ProfileInteraction: ProfileInteracting {}\nclass ProfileNavigation {}\n",
    ]

    @Test func removesEntriesThatMatchNothingAndLowersCountsThatAreTooHigh() throws {
        let fileSystem = BaselineFixture.fileSystem(changes: fixed)
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("baseline", "prune", "sss-baseline.json") == .success)
        #expect(test.output.text.isEmpty)
        #expect(test.errorOutput.text == "Pruned 3 entries (3 findings) from sss-baseline.json; 3 entries kept.\n")
        #expect(try #require(fileSystem.files["/work/sss-baseline.json"]) == """
            {
              "version" : 1,
              "entries" : [
                {
                  "file" : "App/LoginAssembler.swift",
                  "declaration" : "LoginAssembler.assemble()",
                  "rule" : "assembler_single_initializer",
                  "count" : 1
                },
                {
                  "file" : "App/Profile.swift",
                  "declaration" : "ProfileNavigation",
                  "rule" : "component_conformance",
                  "count" : 1
                },
                {
                  "file" : "App/Profile.swift",
                  "declaration" : "ProfileNavigation",
                  "rule" : "final_component",
                  "count" : 1
                }
              ]
            }

            """)
        let again = TestContext(fileSystem: fileSystem)
        #expect(again.run("baseline", "prune", "sss-baseline.json") == .success)
        #expect(again.errorOutput.text == "No stale entries in sss-baseline.json; 3 entries kept.\n")
        let lint = TestContext(fileSystem: fileSystem)
        #expect(lint.run("lint", "--baseline", "sss-baseline.json", "--strict-baseline") == .success)
    }

    @Test func keepsEntriesForFilesOutsideTheGivenPaths() throws {
        let fileSystem = BaselineFixture.fileSystem(changes: fixed)
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("baseline", "prune", "sss-baseline.json", "App/Profile.swift") == .success)
        #expect(test.errorOutput.text == "Pruned 1 entry (1 finding) from sss-baseline.json; 4 entries kept.\n")
        let text = try #require(fileSystem.files["/work/sss-baseline.json"])
        #expect(text.contains("\"declaration\" : \"LoginInteraction\""))
        #expect(!text.contains("\"declaration\" : \"ProfileInteraction\""))
    }

    @Test func leavesAFileThatIsUpToDateUntouched() throws {
        let fileSystem = BaselineFixture.fileSystem()
        fileSystem.failure = { _, path in FileSystemError(path: path, reason: "nothing may be written") }
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("baseline", "prune", "sss-baseline.json") == .success)
        #expect(test.errorOutput.text == "No stale entries in sss-baseline.json; 5 entries kept.\n")
    }

    @Test func rejectsAnUnknownActionAndAMalformedBaseline() {
        let test = TestContext(fileSystem: BaselineFixture.fileSystem())
        #expect(test.run("baseline", "prnue", "sss-baseline.json") == .failure)
        #expect(test.errorOutput.text.hasPrefix("error: unknown action 'prnue'; did you mean 'prune'?\n"))
        let malformed = TestContext(fileSystem: BaselineFixture.fileSystem(baseline: "{\"version\": 1}\n"))
        #expect(malformed.run("baseline", "prune", "sss-baseline.json") == .failure)
        #expect(malformed.errorOutput.text == """
            sss-baseline.json:1:1: error: missing key 'entries' in the baseline
            {"version": 1}
            ^

            """)
    }
}
