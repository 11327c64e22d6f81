import UIKit
import XCTest
@testable import App

/// Drives each HelpTopics event and checks what the interaction renders and where it navigates.
@MainActor
final class HelpTopicsInteractionTests: XCTestCase {
    func testDidSelectTopic() async {
        let article = ArticleRenderingSpy()
        let navigation = HelpNavigatingSpy()
        let interaction = HelpTopicsInteraction(navigation: navigation)
        interaction.use(article)

        interaction.didSelectTopic(index: 0)

        // The starter code neither renders nor navigates: change these expectations together with it.
        XCTAssertTrue(article.renderables.isEmpty)
        XCTAssertTrue(navigation.presentedInterfaces.isEmpty)
    }

    func testUseHandsTheNavigationControllerToTheNavigation() async {
        let navigation = HelpNavigatingSpy()
        let interaction = HelpTopicsInteraction(navigation: navigation)
        let navigationController = UINavigationController()

        interaction.use(navigationController)

        XCTAssertIdentical(navigation.navigationController, navigationController)
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
    private(set) weak var navigationController: NavigationControlling?
    private(set) var presentedInterfaces: [String] = []

    func use(_ navigationController: NavigationControlling) {
        self.navigationController = navigationController
    }

    func presentDiscoveryOneInterface() {
        presentedInterfaces.append("DiscoveryOne")
    }
}
