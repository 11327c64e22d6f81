final class ProfileNavigation: ProfileNavigating {
    private var ↓navigationController: NavigationControlling?
    private weak var banner: BannerRendering?

    init(↓banner: BannerRendering) {
        self.banner = banner
    }
}

protocol ProfileNavigating: AnyObject {}
