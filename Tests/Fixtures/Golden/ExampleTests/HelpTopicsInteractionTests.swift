import UIKit
import Testing
@testable import App

/// Drives each HelpTopics event and checks what the interaction renders, asks for and shows.
@MainActor
struct HelpTopicsInteractionTests {
    @Test func testDidLoad() async {
        let article = ArticleRenderingSpy()
        let navigation = HelpNavigatingSpy()
        let interaction = HelpTopicsInteraction(
            topic: 0,
            navigation: navigation
        )
        interaction.use(article)

        interaction.didLoad()

        // The starter code does nothing yet: change these expectations together with it.
        #expect(article.renderables.isEmpty)
        #expect(navigation.presentedInterfaces.isEmpty)
        #expect(navigation.closeCount == 0)
    }

    @Test func testDidSelectTopic() async {
        let article = ArticleRenderingSpy()
        let navigation = HelpNavigatingSpy()
        let interaction = HelpTopicsInteraction(
            topic: 0,
            navigation: navigation
        )
        interaction.use(article)

        interaction.didSelectTopic(index: 0)

        // The starter code does nothing yet: change these expectations together with it.
        #expect(article.renderables.isEmpty)
        #expect(navigation.presentedInterfaces.isEmpty)
        #expect(navigation.closeCount == 0)
    }

    @Test func testDidTapDone() async {
        let article = ArticleRenderingSpy()
        let navigation = HelpNavigatingSpy()
        let interaction = HelpTopicsInteraction(
            topic: 0,
            navigation: navigation
        )
        interaction.use(article)

        interaction.didTapDone()

        // The starter code closes the screen: change these expectations together with it.
        #expect(article.renderables.isEmpty)
        #expect(navigation.presentedInterfaces.isEmpty)
        #expect(navigation.closeCount == 1)
    }

    @Test func testUseHandsTheNavigationControllerToTheNavigation() async {
        let navigation = HelpNavigatingSpy()
        let interaction = HelpTopicsInteraction(
            topic: 0,
            navigation: navigation
        )
        let navigationController = UINavigationController()

        interaction.use(navigationController)

        #expect(navigation.navigationController === navigationController)
    }
}

@MainActor
private final class ArticleRenderingSpy: ArticleRendering {
    private(set) var renderables: [ArticleRenderable] = []

    func render(_ renderable: ArticleRenderable) {
        renderables.append(renderable)
    }
}

@MainActor
private final class HelpNavigatingSpy: HelpNavigating {
    private(set) weak var navigationController: (any NavigationControlling)?
    private(set) var presentedInterfaces: [String] = []
    private(set) var closeCount = 0

    func use(_ navigationController: any NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentDiscoveryOneInterface() {
        presentedInterfaces.append("DiscoveryOne")
    }

    func closeInterface() {
        closeCount += 1
    }
}
