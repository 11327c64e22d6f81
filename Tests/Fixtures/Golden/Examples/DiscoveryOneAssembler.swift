import UIKit

/// Builds the DiscoveryOne screen.
@MainActor
protocol DiscoveryOneAssembling {
    func assemble() -> UIViewController & NavigationControllerUsing
}

/// Builds a `DiscoveryOneViewController`, getting each interaction from its own Assembler.
@MainActor
struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    private let podBayDoorsInteractionAssembler: PodBayDoorsInteractionAssembling
    private let commsInteractionAssembler: CommsInteractionAssembling

    init(
        podBayDoorsInteractionAssembler: PodBayDoorsInteractionAssembling = PodBayDoorsInteractionAssembler(),
        commsInteractionAssembler: CommsInteractionAssembling = CommsInteractionAssembler()
    ) {
        self.podBayDoorsInteractionAssembler = podBayDoorsInteractionAssembler
        self.commsInteractionAssembler = commsInteractionAssembler
    }

    func assemble() -> UIViewController & NavigationControllerUsing {
        DiscoveryOneViewController(
            podBayDoorsInteraction: podBayDoorsInteractionAssembler.assemble(),
            commsInteraction: commsInteractionAssembler.assemble()
        )
    }
}
