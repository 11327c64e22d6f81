/// What the Settings scene shows and remembers. The store keeps one; each event's logic returns
/// the next.
struct SettingsModel: Equatable, Sendable {
    var step: Int = 1
}
