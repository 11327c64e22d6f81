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

    /// A name is compared with the suffixes that end in its own last byte: a one-byte suffix, a name
    /// that is a suffix itself and a name shorter than every suffix of its last byte are read right.
    @Test func readsSuffixesThatShareTheirLastByte() {
        let suffixes = RoleSuffixes([.model: ["M"], .store: ["Store"], .scene: ["Scene"]])
        #expect(suffixes.role(of: "ItemM") == .model)
        #expect(suffixes.role(of: "M") == .model)
        #expect(suffixes.role(of: "Store") == .store)
        #expect(suffixes.role(of: "CartStore") == .store)
        #expect(suffixes.role(of: "CartScene") == .scene)
        #expect(suffixes.role(of: "ore") == nil)
        #expect(suffixes.role(of: "CartScore") == nil)
        #expect(suffixes.role(of: "Itemm") == nil)
    }

    /// Names longer than a small string, and names spelt beyond ASCII, are read as bytes like any other.
    @Test func readsLongAndNonASCIINames() {
        let suffixes = RoleSuffixes([.navigation: ["Navigation", "Navegación"]])
        #expect(suffixes.role(of: "AVeryLongFeatureNameThatIsNotStoredInlineNavigation") == .navigation)
        #expect(suffixes.role(of: "InicioNavegación") == .navigation)
        #expect(suffixes.role(of: "InicioNavegacion") == nil)
    }
}
