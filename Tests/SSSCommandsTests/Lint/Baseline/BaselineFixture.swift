import SSSCore
@testable import SSSCommands
import SSSTestSupport

/// A small codebase with six findings in five baseline entries, and the baseline that records them.
enum BaselineFixture {
    static let files = [
        "App/LoginInteraction.swift": "class LoginInteraction: LoginInteracting {}\n",
        "App/LoginAssembler.swift": """
            enum LoginAssembler {
                static func assemble() -> LoginViewController {
                    let interaction = LoginInteraction()
                    let navigation = LoginNavigation()
                    return LoginViewController(interaction: interaction, navigation: navigation)
                }
            }

            """,
        "App/Profile.swift": "class ProfileInteraction: ProfileInteracting {}\nclass ProfileNavigation {}\n",
    ]

    static let baseline = """
        {
          "version" : 1,
          "entries" : [
            {
              "file" : "App/LoginAssembler.swift",
              "declaration" : "LoginAssembler.assemble()",
              "rule" : "assembler_single_initializer",
              "count" : 2
            },
            {
              "file" : "App/LoginInteraction.swift",
              "declaration" : "LoginInteraction",
              "rule" : "final_component",
              "count" : 1
            },
            {
              "file" : "App/Profile.swift",
              "declaration" : "ProfileInteraction",
              "rule" : "final_component",
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

        """

    /// The fixture's files with `baseline` saved as `/work/sss-baseline.json`, plus `changes`.
    static func fileSystem(changes: [String: String] = [:], baseline: String? = BaselineFixture.baseline) -> InMemoryFileSystem {
        var all = files.merging(changes) { $1 }
        if let baseline { all["sss-baseline.json"] = baseline }
        return InMemoryFileSystem(currentDirectory: "/work", files: all)
    }
}
