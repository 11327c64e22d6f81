struct LoginAssembler {
    private let service: LoginService
    private let store: TokenStore?

    init(service: LoginService, store: TokenStore? = nil) {
        self.service = service
        self.store = store
    }

    func assemble() -> LoginInteracting {
        LoginInteraction(
            service: service,
            clock: ClockAssembler().assemble(),
            client: NetworkAssembler().assemble(),
            store: TokenStoreAssembler().assemble()
        )
    }
}
