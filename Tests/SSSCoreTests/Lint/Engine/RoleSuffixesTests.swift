import Testing
@testable import SSSCore
import SSSTestSupport

struct RoleSuffixesTests {
    @Test func theDefaultSuffixesGiveTheirRoles() {
        let suffixes = RoleSuffixes()
        #expect(suffixes.role(of: "LoginAssembler") == .assembler)
        #expect(suffixes.role(of: "LoginInteraction") == .interaction)
        #expect(suffixes.role(of: "LoginNavigation") == .navigation)
        #expect(suffixes.role(of: "LoginRenderable") == .renderable)
        #expect(suffixes.role(of: "LoginRendering") == .rendering)
        #expect(suffixes.role(of: "Rendering") == .rendering)
    }

    @Test func namesWithoutASuffixHaveNoRole() {
        let suffixes = RoleSuffixes()
        for name in ["", "n", "Login", "LoginInteractions", "LoginRenderer", "assembler", "Assemble"] {
            #expect(suffixes.role(of: name) == nil, "\(name)")
        }
    }

    @Test func theLongestMatchingSuffixWins() {
        let suffixes = RoleSuffixes([.interaction: ["Interactor"], .assembler: ["InteractorAssembler", "Assembler"]])
        #expect(suffixes.role(of: "LoginInteractor") == .interaction)
        #expect(suffixes.role(of: "LoginInteractorAssembler") == .assembler)
        #expect(suffixes.role(of: "LoginInteraction") == nil)
    }

    /// Names longer than a small string, and names spelt beyond ASCII, are read as bytes like any other.
    @Test func readsLongAndNonASCIINames() {
        let suffixes = RoleSuffixes([.navigation: ["Navigation", "Navegación"]])
        #expect(suffixes.role(of: "AVeryLongFeatureNameThatIsNotStoredInlineNavigation") == .navigation)
        #expect(suffixes.role(of: "InicioNavegación") == .navigation)
        #expect(suffixes.role(of: "InicioNavegacion") == nil)
    }
}
