import Testing
@testable import SSSCore
import SSSTestSupport

/// A finding is fixed only where its fix is the only one, and never in a way that changes what the code
/// means elsewhere.
struct FixerTests {
    private func fixed(_ code: String, _ rule: any Rule.Type, otherFiles: [String] = []) throws -> String {
        try FixHarness.fixed(code, otherFiles: otherFiles, rules: [rule])
    }

    @Test func addsFinalBeforeClassButLeavesAnOpenClass() throws {
        #expect(try fixed("@MainActor\nprivate class LoginInteraction {}\n", FinalComponentRule.self)
            == "@MainActor\nprivate final class LoginInteraction {}\n")
        #expect(try fixed("open class LoginInteraction {}\n", FinalComponentRule.self) == "open class LoginInteraction {}\n")
        #expect(try fixed("func test() {\n    class SpyNavigation {}\n}\n", FinalComponentRule.self)
            == "func test() {\n    final class SpyNavigation {}\n}\n")
    }

    @Test func bindsAProtocolToAnyObjectAfterItsLastEntry() throws {
        #expect(try fixed("protocol BannerRendering: Drawing /* kept */ , Sendable where Self: Equatable {}\n", ClassBoundRenderingRule.self,
                          otherFiles: ["protocol Drawing {}"])
            == "protocol BannerRendering: Drawing /* kept */ , Sendable, AnyObject where Self: Equatable {}\n")
        #expect(try fixed("protocol NavigationControlling where Self: Equatable {}\n", ClassBoundRenderingRule.self)
            == "protocol NavigationControlling: AnyObject where Self: Equatable {}\n")
    }

    @Test func makesAViewWeakAndItsTypeOptionalOnlyWhenItIsNot() throws {
        let code = """
            final class LoginInteraction {
                var banner: BannerRendering!
                static let status: StatusRendering & Sendable = make()
                @IBOutlet var outlet: BannerRendering?
                var first, second: BannerRendering?
            }
            """
        #expect(try fixed(code, WeakRenderingRule.self) == """
            final class LoginInteraction {
                weak var banner: BannerRendering!
                static weak var status: (StatusRendering & Sendable)! = make()
                @IBOutlet weak var outlet: BannerRendering?
                weak var first, second: BannerRendering?
            }
            """)
    }

    @Test func leavesAViewWhoseFixWouldChangeMoreThanItsDeclaration() throws {
        let code = """
            final class LoginInteraction {
                @Published var banner: BannerRendering?
                lazy var status: StatusRendering = make()
                var view: BannerRendering?, title: String = ""
            }
            """
        #expect(try fixed(code, WeakRenderingRule.self) == code)
    }

    @Test func makesARenderablesVarALetOnlyWhenNothingAssignsIt() throws {
        let code = """
            struct BannerRenderable {
                public private(set) var title: String
                var message: String
                var count: Int
                var limit = 3
                var tags: [String]

                init(title: String, message: String, count: Int, tags: [String]) {
                    self.title = title
                    self.message = message
                    self.count = count
                    self.tags = tags
                }
            }
            """
        let elsewhere = "func update(_ banner: inout BannerRenderable, other: inout Other) {\n    other.message = \"\"\n    banner.tags.append(\"x\")\n    bump(&banner.count)\n}\n"
        #expect(try fixed(code, ImmutableRenderableRule.self, otherFiles: [elsewhere]) == """
            struct BannerRenderable {
                public let title: String
                var message: String
                var count: Int
                var limit = 3
                var tags: [String]

                init(title: String, message: String, count: Int, tags: [String]) {
                    self.title = title
                    self.message = message
                    self.count = count
                    self.tags = tags
                }
            }
            """)
    }

    @Test func fixesEveryFileOfACodebaseAndOnlyTheFixableFindings() throws {
        let files = [
            "Login.swift": "class LoginInteraction: LoginInteracting {}\nprotocol LoginInteracting {}\n",
            "Banner.swift": "protocol BannerRendering {}\nstruct BannerRenderable {\n    var text: String\n}\nfinal class BannerRenderable2 {}\n",
        ]
        let fixed = try FixHarness.fixedFiles(files, rules: RuleRegistry.all.filter { !$0.description.isOptIn })
        #expect(fixed == [
            "/example/Login.swift": "final class LoginInteraction: LoginInteracting {}\nprotocol LoginInteracting {}\n",
            "/example/Banner.swift": "protocol BannerRendering: AnyObject {}\nstruct BannerRenderable {\n    let text: String\n}\nfinal class BannerRenderable2 {}\n",
        ])
    }

    @Test func overlappingEditsAreNotMade() {
        let bytes = Array("abc".utf8)
        #expect(TextEdit.apply([.insert("x", at: 1), .insert("y", at: 1)], to: bytes) == nil)
        #expect(TextEdit.apply([TextEdit(range: 0..<2, replacement: "z"), .insert("y", at: 1)], to: bytes) == nil)
        #expect(TextEdit.apply([.insert("x", at: 1), .insert("x", at: 1), .insert("y", at: 3)], to: bytes) == Array("axbcy".utf8))
    }
}
