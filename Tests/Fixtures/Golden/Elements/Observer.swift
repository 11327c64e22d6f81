/// Something that listens to the world outside one screen while the screen is shown, such as a
/// keyboard or a store of state, and tells the screen what it hears.
@MainActor
protocol Observer {
    func startObserving()
    func stopObserving()
}
