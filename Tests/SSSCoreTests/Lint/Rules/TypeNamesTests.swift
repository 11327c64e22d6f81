import Testing
@testable import SSSCore
import SSSTestSupport

struct TypeNamesTests {
    private func plain(_ text: String) -> String {
        TypeNames.plainName(TypeReference(text: text, offset: 0))
    }

    @Test func readsSimpleNamesWithOptionality() {
        #expect(plain("BannerRendering") == "BannerRendering")
        #expect(plain("BannerRendering?") == "BannerRendering")
        #expect(plain("BannerRendering!") == "BannerRendering")
    }

    @Test func peelsParenthesesExistentialsGenericsAndModules() {
        #expect(plain("(any BannerRendering)?") == "BannerRendering")
        #expect(plain("some StatusRendering") == "StatusRendering")
        #expect(plain("((any Tree.Node<Int>)?)!") == "Node")
        #expect(plain("UIKit.UINavigationController") == "UINavigationController")
        #expect(plain("Box<[String: Int]>") == "Box")
        #expect(plain("any  P ?") == "P")
    }

    @Test func readsTheMembersOfACompositionAndNothingInsideOtherTypes() {
        func direct(_ text: String) -> [String] { TypeNames.namedParts(TypeReference(text: text, offset: 0)) }
        #expect(direct("(any SignInIxResponder)?") == ["SignInIxResponder"])
        #expect(direct("(any SignInIxResponder & AnyObject)?") == ["SignInIxResponder", "AnyObject"])
        #expect(direct("Optional<any Module.A & B>") == ["A", "B"])
        #expect(direct("A & B!") == ["A", "B"])
        #expect(direct("[any A & B]").isEmpty)
        #expect(direct("(A & B) -> Void").isEmpty)
        #expect(direct("Box<A & B>") == ["Box"])
    }

    @Test func unwrapsOptionalWrittenOut() {
        #expect(plain("Optional<BannerRendering>") == "BannerRendering")
        #expect(plain("Swift.Optional<any BannerRendering>?") == "BannerRendering")
        #expect(plain("(Optional<Optional<Tree.Node<Int>>>)") == "Node")
        #expect(plain("Optional<[BannerRendering]>") == "")
        #expect(plain("Optionality<BannerRendering>") == "Optionality")
    }

    @Test func keepsTheQualificationWhenAsked() {
        let qualified = { (text: String) in TypeNames.plainName(TypeReference(text: text, offset: 0), keepingQualification: true) }
        #expect(qualified("Tree.Node<Int>?") == "Tree.Node")
        #expect(qualified("Optional<any Network.Client>") == "Network.Client")
        #expect(qualified("Client!") == "Client")
        #expect(qualified("[Network.Client]") == "")
    }

    @Test func givesNothingForTypesThatAreNotPlainNames() {
        #expect(plain("[BannerRendering]") == "")
        #expect(plain("() -> Void") == "")
        #expect(plain("(A, B)") == "")
        #expect(plain("A & B") == "")
        #expect(plain("[String: Int]?") == "")
    }

    @Test func readsTheMembersOfProtocolCompositions() {
        let parts = { (text: String) in TypeNames.namedParts(TypeReference(text: text, offset: 0)) }
        #expect(parts("BannerRendering") == ["BannerRendering"])
        #expect(parts("BannerRendering & Extra") == ["BannerRendering", "Extra"])
        #expect(parts("(BannerRendering & Extra)?") == ["BannerRendering", "Extra"])
        #expect(parts("(any UIKit.BannerRendering & Box<A & B>)!") == ["BannerRendering", "Box"])
        #expect(parts("Optional<some A & B>") == ["A", "B"])
        #expect(parts("(A) & (B)") == ["A", "B"])
        #expect(parts("(A & B) -> Void") == [])
        #expect(parts("[A & B]") == [])
        #expect(TypeNames.namedParts(TypeReference(text: "Net.Client & Sendable", offset: 0), keepingQualification: true) == ["Net.Client", "Sendable"])
    }

    @Test func takesTheLastNonEmptyDottedComponent() {
        #expect(plain("(Tree.)") == "Tree")
        #expect(plain("(.)") == "")
        #expect(plain("(Module..Name)") == "Name")
    }
}
