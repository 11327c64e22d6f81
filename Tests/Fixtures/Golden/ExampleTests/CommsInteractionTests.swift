import XCTest
@testable import App

/// Drives each Comms event and checks what the interaction renders.
@MainActor
final class CommsInteractionTests: XCTestCase {
    func testDidOpenChannel() async {
        let banner = BannerRenderingSpy()
        let interaction = CommsInteraction()
        interaction.use(banner)

        interaction.didOpenChannel()

        // The starter code renders nothing: change these expectations together with it.
        XCTAssertTrue(banner.renderables.isEmpty)
    }

    func testDidReceiveMessage() async {
        let banner = BannerRenderingSpy()
        let interaction = CommsInteraction()
        interaction.use(banner)

        interaction.didReceiveMessage(text: "")

        // The starter code renders nothing: change these expectations together with it.
        XCTAssertTrue(banner.renderables.isEmpty)
    }
}

@MainActor
private final class BannerRenderingSpy: BannerRendering {
    private(set) var renderables: [BannerRenderable] = []

    func render(_ renderable: BannerRenderable) {
        renderables.append(renderable)
    }
}
