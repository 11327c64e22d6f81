import Testing
@testable import SSSCommands
@testable import SSSCore
import SSSTestSupport

/// A suffix `.sss.yml` adds to a role must end some declared type's name, checked whenever a run
/// reads every file the configuration chooses, and never for a few files named on the command line.
struct RoleSuffixCheckTests {
    static let misspeltAssembler: [String: String] = [
        ".sss.yml": "roles:\n  assembler: [Assemblr]\n",
        "App/LoginAssembler.swift": "final class LoginAssembler {}\n",
        "App/LoginInteraction.swift": "final class LoginInteraction {}\n",
    ]

    static let misspeltAssemblerError = """
        .sss.yml:2:15: error: suffix 'Assemblr' of role 'assembler' matches no type in the linted files; did you mean 'Assembler'?
          assembler: [Assemblr]
                      ^~~~~~~~

        """

    /// `sss lint --quiet` with `arguments` over `files` in `/work`: exit code and standard error.
    private func lint(_ files: [String: String], _ arguments: String...) -> (code: ExitCode, errors: String) {
        let test = ConfigurationTestSupport.context(files)
        let code = test.run(["lint", "--quiet"] + arguments)
        return (code, test.errorOutput.text)
    }

    @Test func aMisspeltSuffixSuggestsTheNearestEndingOfADeclaredType() {
        let result = lint(Self.misspeltAssembler)
        #expect(result.code == .failure)
        #expect(result.errors == Self.misspeltAssemblerError)
    }

    @Test(arguments: [["."], ["/work"], ["App", "/"], ["./App/.."]])
    func pathsThatHoldTheConfigurationsFolderAreChecked(_ paths: [String]) {
        let test = ConfigurationTestSupport.context(Self.misspeltAssembler)
        let code = test.run(["lint", "--quiet"] + paths)
        #expect(code == .failure)
        #expect(test.errorOutput.text == Self.misspeltAssemblerError)
        #expect(test.output.text.isEmpty)
    }

    @Test(arguments: [["App"], ["App/LoginAssembler.swift"], ["App/LoginInteraction.swift", "App/LoginAssembler.swift"]])
    func aFewFilesOrASubfolderAreNotChecked(_ paths: [String]) {
        let test = ConfigurationTestSupport.context(Self.misspeltAssembler)
        let code = test.run(["lint", "--quiet"] + paths)
        #expect(code == .success)
        #expect(test.errorOutput.text.isEmpty)
    }

    @Test func pathsThatHoldEveryIncludedEntryAreChecked() {
        var files = Self.misspeltAssembler
        files[".sss.yml"] = "included: [App, \"Modules/*/Sources\"]\nroles:\n  assembler: [Assemblr]\n"
        files["Modules/Login/Sources/LoginNavigation.swift"] = "final class LoginNavigation {}\n"
        #expect(lint(files, "App", "Modules").code == .failure)
        #expect(lint(files, "Modules", "App/LoginAssembler.swift").code == .success)
        #expect(lint(files, "App").code == .success)
    }

    @Test func withoutACloseEndingTheRolesDefaultSuffixesAreSuggested() {
        let result = lint([
            ".sss.yml": "roles:\n  navigation: [Navigaton]\n",
            "App/LoginInteraction.swift": "final class LoginInteraction {}\n",
        ], ".")
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix(".sss.yml:2:16: error: suffix 'Navigaton' of role 'navigation' matches no type in the linted files; did you mean 'Navigation'?\n"))
    }

    @Test func suffixesThatAlreadyGiveARoleAreNotSuggested() {
        let result = lint([
            ".sss.yml": "roles:\n  interaction: [Interaction, Interactin]\n",
            "App/LoginInteraction.swift": "final class LoginInteraction {}\n",
        ])
        #expect(result.code == .failure)
        #expect(result.errors.hasPrefix(".sss.yml:2:30: error: suffix 'Interactin' of role 'interaction' matches no type in the linted files\n"))
    }

    @Test func endingsStartAtEachWord() {
        #expect(RoleSuffixCheck.endings(of: ["URLSessionAssembler", "Login_view2Rendering", "A"]) == [
            "A", "Assembler", "Login_view2Rendering", "Rendering", "SessionAssembler", "URLSessionAssembler",
        ])
    }
}
