/// The HelpTopics interaction as its screen sees it: the views it renders into arrive through `use(_:)`,
/// and each event says what happened, never what to do about it.
@MainActor
protocol HelpTopicsInteracting: AnyObject {
    func use(_ article: ArticleRendering)
    func use(_ navigationController: NavigationControlling)
    func didSelectTopic(index: Int)
}

/// Decides what happens after each HelpTopics event.
@MainActor
final class HelpTopicsInteraction {
    private weak var article: ArticleRendering?
    private let navigation: HelpNavigating

    init(navigation: HelpNavigating) {
        self.navigation = navigation
    }
}

extension HelpTopicsInteraction: HelpTopicsInteracting {
    func use(_ article: ArticleRendering) {
        self.article = article
    }

    func use(_ navigationController: NavigationControlling) {
        navigation.use(navigationController)
    }

    func didSelectTopic(index: Int) {
        // Decide what this event means: render into the views handed over with use(_:),
        // or show another screen through `navigation`.
    }
}
