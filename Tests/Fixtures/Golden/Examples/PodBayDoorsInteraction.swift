/// The PodBayDoors interaction as its screen sees it: the views it renders into arrive through `use(_:)`,
/// and each event says what happened, never what to do about it.
@MainActor
protocol PodBayDoorsInteracting: AnyObject {
    func use(_ banner: BannerRendering)
    func use(_ doorStatus: DoorStatusRendering)
    func use(_ navigationController: NavigationControlling)
    func didTapMainButton()
    func didEnterCode(code: String)
}

/// Decides what happens after each PodBayDoors event.
@MainActor
final class PodBayDoorsInteraction {
    private weak var banner: BannerRendering?
    private weak var doorStatus: DoorStatusRendering?
    private let navigation: DiscoveryOneNavigating

    init(navigation: DiscoveryOneNavigating) {
        self.navigation = navigation
    }
}

extension PodBayDoorsInteraction: PodBayDoorsInteracting {
    func use(_ banner: BannerRendering) {
        self.banner = banner
    }

    func use(_ doorStatus: DoorStatusRendering) {
        self.doorStatus = doorStatus
    }

    func use(_ navigationController: NavigationControlling) {
        navigation.use(navigationController)
    }

    func didTapMainButton() {
        // Decide what this event means: render into the views handed over with use(_:),
        // or show another screen through `navigation`.
    }

    func didEnterCode(code: String) {
        // Decide what this event means: render into the views handed over with use(_:),
        // or show another screen through `navigation`.
    }
}
