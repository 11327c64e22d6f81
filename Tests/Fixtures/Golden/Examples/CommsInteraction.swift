/// The Comms interaction as its screen sees it: the views it renders into arrive through `use(_:)`,
/// and each event says what happened, never what to do about it.
@MainActor
protocol CommsInteracting: AnyObject {
    func use(_ banner: any BannerRendering)
    func didAppear()
    func didOpenChannel()
    func didTypeMessage(text: String)
}

/// Decides what happens after each Comms event.
@MainActor
final class CommsInteraction {
    private weak var banner: (any BannerRendering)?
}

extension CommsInteraction: CommsInteracting {
    func use(_ banner: any BannerRendering) {
        self.banner = banner
    }

    func didAppear() {
        // Decide what this event means and render the result into the views handed over with use(_:).
    }

    func didOpenChannel() {
        // Decide what this event means and render the result into the views handed over with use(_:).
    }

    func didTypeMessage(text: String) {
        // Decide what this event means and render the result into the views handed over with use(_:).
    }
}
