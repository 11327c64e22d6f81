import UIKit

/// Builds the Settings screen.
@MainActor
protocol SettingsAssembling {
    func assemble() -> UIViewController & NavigationControllerUsing
}

/// Builds a `SettingsViewController`, getting each interaction from its own Assembler.
@MainActor
struct SettingsAssembler: SettingsAssembling {
    private let preferencesInteractionAssembler: PreferencesInteractionAssembling

    init(
        preferencesInteractionAssembler: PreferencesInteractionAssembling = PreferencesInteractionAssembler()
    ) {
        self.preferencesInteractionAssembler = preferencesInteractionAssembler
    }

    func assemble() -> UIViewController & NavigationControllerUsing {
        SettingsViewController(
            preferencesInteraction: preferencesInteractionAssembler.assemble()
        )
    }
}
