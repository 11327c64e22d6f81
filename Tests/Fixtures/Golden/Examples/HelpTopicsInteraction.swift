/// The HelpTopics interaction as its screen sees it: the views it renders into arrive through `use(_:)`,
/// and each event says what happened, never what to do about it.
@MainActor
protocol HelpTopicsInteracting: AnyObject {
    func use(_ article: any ArticleRendering)
    func use(_ navigationController: any NavigationControlling)
    func didLoad()
    func didSelectTopic(index: Int)
    func didTapDone()
}

/// Decides what happens after each HelpTopics event.
@MainActor
final class HelpTopicsInteraction {
    private weak var article: (any ArticleRendering)?
    private let topic: Int
    private let navigation: any HelpNavigating

    init(
        topic: Int,
        navigation: any HelpNavigating
    ) {
        self.topic = topic
        self.navigation = navigation
    }
}

extension HelpTopicsInteraction: HelpTopicsInteracting {
    func use(_ article: any ArticleRendering) {
        self.article = article
    }

    func use(_ navigationController: any NavigationControlling) {
        navigation.use(navigationController)
    }

    func didLoad() {
        // Decide what this event means: render into the views handed over with use(_:),
        // or show another screen through `navigation`.
    }

    func didSelectTopic(index: Int) {
        // Decide what this event means: render into the views handed over with use(_:),
        // or show another screen through `navigation`.
    }

    func didTapDone() {
        navigation.closeInterface()
    }
}
