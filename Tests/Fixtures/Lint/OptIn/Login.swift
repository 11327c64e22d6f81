protocol LoginInteracting: AnyObject {
    func use(_ renderer: LoginRendering)
    func didTapLogin()
    func ↓login()
}

protocol LoginRendering: AnyObject {}

final class LoginInteraction: LoginInteracting {
    private let ↓service: LoginService
    private let clock: Clock
    private var ↓store: Optional<TokenStore>
    private let stores: [TokenStore] = []
    private let note = "let service: LoginService"
    // private let client: Network.Client
    private var current: LoginService { service }
    private weak var renderer: LoginRendering?

    init(↓service: LoginService, clock: Clock, ↓client: Network.Client, store: TokenStoring) {
        self.service = service
        self.clock = clock
        self.store = nil
        _ = client
    }

    func use(_ renderer: LoginRendering) {
        self.renderer = renderer
    }

    func didTapLogin() {}

    func login() {}
}
