import UIKit

/// Builds the Help screen.
@MainActor
protocol HelpAssembling {
    func assemble() -> UIViewController & NavigationControllerUsing
}

/// Builds a `HelpViewController`, getting each interaction from its own Assembler.
@MainActor
struct HelpAssembler: HelpAssembling {
    private let helpTopicsInteractionAssembler: HelpTopicsInteractionAssembling

    init(
        helpTopicsInteractionAssembler: HelpTopicsInteractionAssembling = HelpTopicsInteractionAssembler()
    ) {
        self.helpTopicsInteractionAssembler = helpTopicsInteractionAssembler
    }

    func assemble() -> UIViewController & NavigationControllerUsing {
        HelpViewController(
            helpTopicsInteraction: helpTopicsInteractionAssembler.assemble()
        )
    }
}
