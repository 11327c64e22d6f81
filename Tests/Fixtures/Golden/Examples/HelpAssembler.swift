import UIKit

/// Builds the Help screen.
@MainActor
protocol HelpAssembling {
    func assemble(topic: Int) -> any UIViewController & NavigationControllerUsing
}

/// Builds a `HelpViewController`, getting each interaction from its own Assembler.
@MainActor
struct HelpAssembler: HelpAssembling {
    private let helpTopicsInteractionAssembler: any HelpTopicsInteractionAssembling

    init(
        helpTopicsInteractionAssembler: any HelpTopicsInteractionAssembling = HelpTopicsInteractionAssembler()
    ) {
        self.helpTopicsInteractionAssembler = helpTopicsInteractionAssembler
    }

    func assemble(topic: Int) -> any UIViewController & NavigationControllerUsing {
        HelpViewController(
            helpTopicsInteraction: helpTopicsInteractionAssembler.assemble(topic: topic)
        )
    }
}
