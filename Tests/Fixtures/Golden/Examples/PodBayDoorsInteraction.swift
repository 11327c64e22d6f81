/// The PodBayDoors interaction as its screen sees it: the views it renders into arrive through `use(_:)`,
/// and each event says what happened, never what to do about it.
@MainActor
protocol PodBayDoorsInteracting: AnyObject {
    func use(_ banner: any BannerRendering)
    func use(_ doorStatus: any DoorStatusRendering)
    func use(_ navigationController: any NavigationControlling)
    func didLoad()
    func didTapMainButton()
    func didEnterCode(code: String)
    func didTapSettings()
    func didAskForHelp(topic: Int)
}

/// Decides what happens after each PodBayDoors event.
@MainActor
final class PodBayDoorsInteraction {
    private weak var banner: (any BannerRendering)?
    private weak var doorStatus: (any DoorStatusRendering)?
    private let podBay: any PodBayProviding
    private let navigation: any DiscoveryOneNavigating

    init(
        podBay: any PodBayProviding,
        navigation: any DiscoveryOneNavigating
    ) {
        self.podBay = podBay
        self.navigation = navigation
    }
}

extension PodBayDoorsInteraction: PodBayDoorsInteracting {
    func use(_ banner: any BannerRendering) {
        self.banner = banner
    }

    func use(_ doorStatus: any DoorStatusRendering) {
        self.doorStatus = doorStatus
    }

    func use(_ navigationController: any NavigationControlling) {
        navigation.use(navigationController)
    }

    func didLoad() {
        Task {
            do {
                _ = try await podBay.doorsAreOpen()
                // Turn what it returns into renderables and render them into the views handed over with use(_:).
            } catch {
                // Show that loading failed.
            }
        }
    }

    func didTapMainButton() {
        // Decide what this event means: render into the views handed over with use(_:),
        // or show another screen through `navigation`.
    }

    func didEnterCode(code: String) {
        // Decide what this event means: render into the views handed over with use(_:),
        // or show another screen through `navigation`.
    }

    func didTapSettings() {
        navigation.presentSettingsInterface()
    }

    func didAskForHelp(topic: Int) {
        navigation.presentHelpInterface(topic: topic)
    }
}
