import UIKit

/// Builds the DiscoveryOne screen.
@MainActor
protocol DiscoveryOneAssembling {
    func assemble() -> any UIViewController & NavigationControllerUsing
}

/// Builds a `DiscoveryOneViewController`, getting each interaction from its own Assembler.
@MainActor
struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    private let podBayDoorsInteractionAssembler: any PodBayDoorsInteractionAssembling
    private let commsInteractionAssembler: any CommsInteractionAssembling

    init(
        podBayDoorsInteractionAssembler: any PodBayDoorsInteractionAssembling = PodBayDoorsInteractionAssembler(),
        commsInteractionAssembler: any CommsInteractionAssembling = CommsInteractionAssembler()
    ) {
        self.podBayDoorsInteractionAssembler = podBayDoorsInteractionAssembler
        self.commsInteractionAssembler = commsInteractionAssembler
    }

    func assemble() -> any UIViewController & NavigationControllerUsing {
        DiscoveryOneViewController(
            podBayDoorsInteraction: podBayDoorsInteractionAssembler.assemble(),
            commsInteraction: commsInteractionAssembler.assemble()
        )
    }
}
