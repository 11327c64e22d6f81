/// Does the PodBay service's work: fill in each method with a call to the network, a database or another
/// component.
@MainActor
final class PodBayService {
    /// What a method throws until it is written.
    struct NotWritten: Error {
        let requirement: String
    }
}

extension PodBayService: PodBayProviding {
    func doorsAreOpen() async throws -> Bool {
        // Write this method; until then it throws.
        throw NotWritten(requirement: "doorsAreOpen()")
    }

    func openDoors(code: String) async throws {
        // Write this method; until then it throws.
        throw NotWritten(requirement: "openDoors(code:)")
    }
}
