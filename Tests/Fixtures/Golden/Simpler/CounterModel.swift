import Foundation

/// What the Counter scene shows and remembers. The store keeps one; each event's logic returns
/// the next.
struct CounterModel: Equatable, Sendable {
    var count: Int = 0
    var history: [Int] = []
    var step: Int = 1
    var title: String = "Counter"
    var isLocked: Bool = false
    var lastTick: Date?
    var mode: CounterMode = .idle
    var labels: [String: String] = [:]
    var rate: Double = -1.5e2
    /// Whether the Settings scene is shown in a sheet.
    var isShowingSettings: Bool = false
    /// Whether the History scene is pushed.
    var isShowingHistory: Bool = false
}
