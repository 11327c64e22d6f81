// Events are enums; anything else named as an Event is reported at its name.
enum CounterEvent {
    case increaseCount
    case setCount(value: Int)
}

struct ↓LoginEvent {
    let name: String
    let password: String?
}

final class ↓SyncEvent: Sendable {}

let sample = "struct FakeEvent {}"
/* class CommentEvent {} */

enum Settings {
    struct ↓Event {}
    enum Action {}
}

#if DEBUG
actor ↓DebugEvent {}
#endif

protocol AnalyticsEvent {}
extension CounterEvent: Equatable {}
struct EventLog {}
