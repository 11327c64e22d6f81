/// What the PodBay service does for the interactions that use it.
///
/// Interactions depend on this protocol instead of `PodBayService`, so a test can hand them a spy.
@MainActor
protocol PodBayProviding {
    func doorsAreOpen() async throws -> Bool
    func openDoors(code: String) async throws
}
