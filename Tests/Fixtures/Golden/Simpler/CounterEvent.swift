import Foundation

/// Everything that can happen in the Counter scene: what the user did or a resource reported,
/// with the values it carries. Views and resources send these to the store, never change the model.
enum CounterEvent: Sendable {
    case increaseCount
    case decreaseCount
    case setCount(value: Int)
    case tickReceived(date: Date)
    case setTitle(title: String)
    case setIsLocked(isOn: Bool)
    case showSettings
    case openHistory
    case reset(mode: CounterMode, keepsHistory: Bool)
    /// The Settings sheet was dismissed.
    case settingsDismissed
    /// The History scene was popped.
    case historyDismissed
}
