import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// `sss lint --write-baseline` and `--baseline`, through the command line.
struct BaselineLintTests {
    @Test func writesTheFindingsAsSortedJSONAndStillReportsThem() throws {
        let fileSystem = BaselineFixture.fileSystem(baseline: nil)
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("lint", "App", "--write-baseline", "sss-baseline.json", "-q") == .violations)
        #expect(test.output.text.split(separator: "\n").count == 6)
        #expect(try #require(fileSystem.files["/work/sss-baseline.json"]) == BaselineFixture.baseline)
        #expect(test.errorOutput.text.isEmpty)
    }

    @Test func aRunAgainstTheBaselineItWroteIsClean() {
        let fileSystem = BaselineFixture.fileSystem(baseline: nil)
        #expect(TestContext(fileSystem: fileSystem).run("lint", "App", "--write-baseline", "sss-baseline.json", "-q") == .violations)
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("lint", "App", "--baseline", "sss-baseline.json") == .success)
        #expect(test.output.text.isEmpty)
        #expect(test.errorOutput.text == "Found 0 violations, 0 serious in 3 files.\n")
    }

    @Test func movingReorderingAndReformattingCodeKeepsItRecorded() {
        let moved = [
            "App/LoginInteraction.swift": """
                import Foundation

                // The login screen's decisions.
                struct LoginCredentials {
                    let name: String
                }

                class   LoginInteraction :  LoginInteracting {
                }

                """,
            "App/LoginAssembler.swift": """
                /// Builds the login screen.
                enum LoginAssembler {

                    static let title = "Login"

                    static func assemble() -> LoginViewController {
                        let navigation = LoginNavigation()
                        let interaction = LoginInteraction()
                        return LoginViewController(
                            interaction: interaction,
                            navigation: navigation
                        )
                    }
                }

                """,
            "App/Profile.swift": "class ProfileNavigation {}\n\n\nclass ProfileInteraction: ProfileInteracting {}\n",
        ]
        let test = TestContext(fileSystem: BaselineFixture.fileSystem(changes: moved))
        #expect(test.run("lint", "App", "--baseline", "sss-baseline.json") == .success)
        #expect(test.output.text.isEmpty)
        #expect(test.errorOutput.text == "Found 0 violations, 0 serious in 3 files.\n")
    }

    @Test func reportsNewFindingsIncludingAnExtraOneInARecordedDeclaration() {
        let changes = [
            "App/LoginAssembler.swift": """
                enum LoginAssembler {
                    static func assemble() -> LoginViewController {
                        let interaction = LoginInteraction()
                        let navigation = LoginNavigation()
                        let analytics = Analytics()
                        return LoginViewController(interaction: interaction, navigation: navigation)
                    }
                }

                """,
            "App/SignupInteraction.swift": "class SignupInteraction: SignupInteracting {}\n",
        ]
        let test = TestContext(fileSystem: BaselineFixture.fileSystem(changes: changes))
        #expect(test.run("lint", "App", "--baseline", "sss-baseline.json") == .violations)
        #expect(test.output.text == """
            /work/App/LoginAssembler.swift:6:16: error: Assembler Single Initializer Violation: 'LoginAssembler.assemble()' calls more than one initializer on one path; get this dependency from its own Assembler (assembler_single_initializer)
            /work/App/SignupInteraction.swift:1:7: error: Final Component Violation: Interaction 'SignupInteraction' is not final; declare it 'final class' (final_component)

            """)
        #expect(test.errorOutput.text == """
            Found 2 violations, 2 serious in 4 files.
              assembler_single_initializer: 1 (sss rules assembler_single_initializer)
              final_component: 1 (sss rules final_component)

            """)
    }

    @Test func warnsAboutStaleEntriesAndStrictMakesThemErrors() {
        let changes = [
            "App/LoginInteraction.swift": "final class LoginInteraction: LoginInteracting {}\n",
            "App/LoginAssembler.swift": """
                enum LoginAssembler {
                    static func assemble() -> LoginViewController {
                        LoginViewController(interaction: LoginInteraction())
                    }
                }

                """,
        ]
        let fileSystem = BaselineFixture.fileSystem(changes: changes)
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("lint", "App", "--baseline", "sss-baseline.json") == .success)
        #expect(test.output.text.isEmpty)
        #expect(test.errorOutput.text == """
            sss-baseline.json:4:5: warning: stale baseline entry: 'assembler_single_initializer' in App/LoginAssembler.swift at 'LoginAssembler.assemble()' records 2 findings but only 1 was found
            sss-baseline.json:10:5: warning: stale baseline entry: 'final_component' in App/LoginInteraction.swift at 'LoginInteraction' matches no finding
            note: run 'sss baseline prune sss-baseline.json' to remove stale entries
            Found 0 violations, 0 serious in 3 files.

            """)
        let strict = TestContext(fileSystem: fileSystem)
        #expect(strict.run("lint", "App", "--baseline", "sss-baseline.json", "--strict-baseline", "-q") == .violations)
        #expect(strict.errorOutput.text == """
            sss-baseline.json:4:5: error: stale baseline entry: 'assembler_single_initializer' in App/LoginAssembler.swift at 'LoginAssembler.assemble()' records 2 findings but only 1 was found
            sss-baseline.json:10:5: error: stale baseline entry: 'final_component' in App/LoginInteraction.swift at 'LoginInteraction' matches no finding
            note: run 'sss baseline prune sss-baseline.json' to remove stale entries

            """)
    }

    @Test func gitHubActionsLoggingAnnotatesStaleEntriesInTheBaselineFile() {
        let changes = ["App/LoginInteraction.swift": "final class LoginInteraction: LoginInteracting {}\n"]
        let fileSystem = BaselineFixture.fileSystem(changes: changes)
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("lint", "App", "--baseline", "sss-baseline.json", "--reporter", "github-actions-logging", "-q") == .success)
        #expect(test.output.text == """
            ::warning file=sss-baseline.json,line=10,col=5::stale baseline entry: 'final_component' in App/LoginInteraction.swift at 'LoginInteraction' matches no finding; 'sss baseline prune sss-baseline.json' removes it

            """)
        let strict = TestContext(fileSystem: fileSystem)
        #expect(strict.run("lint", "App", "--baseline", "sss-baseline.json", "--strict-baseline", "--reporter", "github-actions-logging", "-q") == .violations)
        #expect(strict.output.text.hasPrefix("::error file=sss-baseline.json,line=10,col=5::stale baseline entry: 'final_component'"))
    }

    @Test func entriesForFilesOutsideTheLintedPathsAreNotStaleButDeletedFilesInsideAre() throws {
        let fileSystem = BaselineFixture.fileSystem()
        let one = TestContext(fileSystem: fileSystem)
        #expect(one.run("lint", "App/Profile.swift", "--baseline", "sss-baseline.json", "--strict-baseline") == .success)
        #expect(one.errorOutput.text == "Found 0 violations, 0 serious in 1 file.\n")
        try fileSystem.removeItem(atPath: "/work/App/LoginInteraction.swift")
        let all = TestContext(fileSystem: fileSystem)
        #expect(all.run("lint", "--baseline", "sss-baseline.json", "--strict-baseline", "-q") == .violations)
        #expect(all.errorOutput.text.hasPrefix(
            "sss-baseline.json:10:5: error: stale baseline entry: 'final_component' in App/LoginInteraction.swift at 'LoginInteraction' matches no finding\n"
        ))
    }

    @Test func suppressedFindingsAreNotRecorded() throws {
        let changes = ["App/LoginInteraction.swift": "// sss:disable:next final_component - legacy\nclass LoginInteraction: LoginInteracting {}\n"]
        let fileSystem = BaselineFixture.fileSystem(changes: changes, baseline: nil)
        #expect(TestContext(fileSystem: fileSystem).run("lint", "App", "--write-baseline", "b.json", "-q") == .violations)
        #expect(try !#require(fileSystem.files["/work/b.json"]).contains("LoginInteraction.swift"))
    }

    @Test func aBaselineThatCannotBeReadOrWrittenFailsWithOne() {
        let missing = TestContext(fileSystem: BaselineFixture.fileSystem(baseline: nil))
        #expect(missing.run("lint", "App", "--baseline", "sss-baseline.json") == .failure)
        #expect(missing.output.text.isEmpty)
        #expect(missing.errorOutput.text == "sss-baseline.json: error: cannot read baseline: No such file or directory\n")

        let fileSystem = BaselineFixture.fileSystem(baseline: nil)
        fileSystem.failure = { operation, path in
            path.contains("/.b.json.tmp-") ? FileSystemError(path: path, reason: "Read-only file system") : nil
        }
        let unwritable = TestContext(fileSystem: fileSystem)
        #expect(unwritable.run("lint", "App", "--write-baseline", "b.json", "-q") == .failure)
        #expect(unwritable.errorOutput.text == "b.json: error: cannot write baseline: Read-only file system\n")
    }

    @Test func strictBaselineNeedsABaseline() {
        let test = TestContext(fileSystem: BaselineFixture.fileSystem())
        #expect(test.run("lint", "--strict-baseline") == .failure)
        #expect(test.errorOutput.text.hasPrefix("error: '--strict-baseline' needs '--baseline <file>'\n"))
    }
}
