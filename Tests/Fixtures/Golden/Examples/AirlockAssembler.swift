import UIKit

/// Builds an `AirlockViewController`, getting each interaction from its own Assembler.
@MainActor
enum AirlockAssembler {
    static func assemble() -> any UIViewController & NavigationControllerUsing {
        AirlockViewController(
            hatchInteraction: HatchInteractionAssembler.assemble()
        )
    }
}
