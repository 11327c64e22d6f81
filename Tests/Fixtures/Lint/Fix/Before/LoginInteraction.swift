@MainActor
protocol LoginInteracting: AnyObject {
    func use(_ banner: any BannerRendering)
    func didTapLogin()
}

@MainActor
class LoginInteraction: LoginInteracting {
    private var banner: (any BannerRendering)?
    private var renderable = LoginRenderable(title: "Log in", attempts: 0)

    func use(_ banner: any BannerRendering) {
        self.banner = banner
    }

    func didTapLogin() {
        renderable = LoginRenderable(title: renderable.title, attempts: renderable.attempts + 1)
        banner?.show(renderable.title)
    }
}

// sss:disable:next final_component - subclassed by the legacy flow until it is rewritten
class LegacyInteraction: LoginInteracting {
    func use(_ banner: any BannerRendering) {}
    func didTapLogin() {}
}

open class PublicNavigation {}
