/// What the History scene shows and remembers. The store keeps one; each event's logic returns
/// the next.
struct HistoryModel: Equatable, Sendable {
    var entries: [Int] = []
}
