/// The names a SIMPLER feature's generated code gives what the generator adds for a destination.
enum SimplerNames {
    /// The model field that says whether `destination` is shown: `isShowingSettings`.
    static func showingField(for destination: String) -> String {
        "isShowing" + destination
    }

    /// The event sent when `destination` is dismissed: `settingsDismissed`.
    static func dismissedEvent(for destination: String) -> String {
        CaseConversion.lowerFirst(destination) + "Dismissed"
    }
}
