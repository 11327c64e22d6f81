import UIKit

/// Builds the Settings screen.
@MainActor
protocol SettingsAssembling {
    func assemble() -> any UIViewController & NavigationControllerUsing
}

/// Builds a `SettingsViewController`, getting each interaction from its own Assembler.
@MainActor
struct SettingsAssembler: SettingsAssembling {
    private let preferencesInteractionAssembler: any PreferencesInteractionAssembling

    init(
        preferencesInteractionAssembler: any PreferencesInteractionAssembling = PreferencesInteractionAssembler()
    ) {
        self.preferencesInteractionAssembler = preferencesInteractionAssembler
    }

    func assemble() -> any UIViewController & NavigationControllerUsing {
        SettingsViewController(
            preferencesInteraction: preferencesInteractionAssembler.assemble()
        )
    }
}
