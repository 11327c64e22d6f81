struct LoginAssembler {
    func assemble() -> UIViewController {
        let note = "LoginService() and Cache()"
        return LoginViewController(
            interaction: LoginInteractionAssembler().assemble(),
            service: ↓LoginService(name: note)
        )
    }

    func ↓helper() {}
}

final class ↓CacheAssembler {}

enum SearchAssembler {
    static func assemble(compact: Bool) -> UIViewController {
        compact ? CompactSearchViewController() : SearchViewController()
    }
}
