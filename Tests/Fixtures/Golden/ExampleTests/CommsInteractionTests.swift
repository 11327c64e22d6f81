import Testing
@testable import App

/// Drives each Comms event and checks what the interaction renders and asks for.
@MainActor
struct CommsInteractionTests {
    @Test func testDidAppear() async {
        let banner = BannerRenderingSpy()
        let interaction = CommsInteraction()
        interaction.use(banner)

        interaction.didAppear()

        // The starter code does nothing yet: change these expectations together with it.
        #expect(banner.renderables.isEmpty)
    }

    @Test func testDidOpenChannel() async {
        let banner = BannerRenderingSpy()
        let interaction = CommsInteraction()
        interaction.use(banner)

        interaction.didOpenChannel()

        // The starter code does nothing yet: change these expectations together with it.
        #expect(banner.renderables.isEmpty)
    }

    @Test func testDidTypeMessage() async {
        let banner = BannerRenderingSpy()
        let interaction = CommsInteraction()
        interaction.use(banner)

        interaction.didTypeMessage(text: "")

        // The starter code does nothing yet: change these expectations together with it.
        #expect(banner.renderables.isEmpty)
    }
}

@MainActor
private final class BannerRenderingSpy: BannerRendering {
    private(set) var renderables: [BannerRenderable] = []

    func render(_ renderable: BannerRenderable) {
        renderables.append(renderable)
    }
}
