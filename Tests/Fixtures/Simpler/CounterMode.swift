/// What the counter is doing; written by hand, as a type of the app.
enum CounterMode: Equatable, Sendable {
    case idle
    case counting
}
