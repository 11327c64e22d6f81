import Testing
@testable import SSSCore
import SSSTestSupport

struct TypeReferenceTests {
    @Test(arguments: [
        ("BannerRendering", "Rendering", true),
        ("(any BannerRendering)?", "Rendering", true),
        ("Optional<NavigationControlling>", "NavigationControlling", true),
        ("Renderin", "Rendering", false),
        ("RRendering", "Rendering", true),
        ("RenderRendering", "Rendering", true),
        ("Rendering", "Rendering", true),
        ("", "Rendering", false),
        ("Int", "", true),
        ("Ünïcödé Rendering", "Rendering", true),
        ("Ünïcödé", "cöd", true),
    ])
    func containsFindsAPartAnywhere(_ text: String, _ part: String, _ expected: Bool) {
        #expect(TypeReference.contains(part, in: text) == expected)
    }
}
