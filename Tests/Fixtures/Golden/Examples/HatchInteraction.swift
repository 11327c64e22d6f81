/// The Hatch interaction as its screen sees it: the views it renders into arrive through `use(_:)`,
/// and each event says what happened, never what to do about it.
@MainActor
protocol HatchInteracting: AnyObject {
    func use(_ pressure: any PressureRendering)
    func use(_ navigationController: any NavigationControlling)
    func didAppear()
    func didRequestCycle()
}

/// Decides what happens after each Hatch event.
@MainActor
final class HatchInteraction {
    private weak var pressure: (any PressureRendering)?
    private let navigation: any AirlockNavigating

    init(navigation: any AirlockNavigating) {
        self.navigation = navigation
    }
}

extension HatchInteraction: HatchInteracting {
    func use(_ pressure: any PressureRendering) {
        self.pressure = pressure
    }

    func use(_ navigationController: any NavigationControlling) {
        navigation.use(navigationController)
    }

    func didAppear() {
        // Decide what this event means: render into the views handed over with use(_:),
        // or show another screen through `navigation`.
    }

    func didRequestCycle() {
        // Decide what this event means: render into the views handed over with use(_:),
        // or show another screen through `navigation`.
    }
}
