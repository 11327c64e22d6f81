/// Builds the PodBay service.
@MainActor
protocol PodBayServiceAssembling {
    func assemble() -> any PodBayProviding
}

/// Builds a `PodBayService`.
@MainActor
struct PodBayServiceAssembler: PodBayServiceAssembling {
    func assemble() -> any PodBayProviding {
        PodBayService()
    }
}
