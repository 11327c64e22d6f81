/// What the Archive resource provides. It does its work on its own time, away from the scene's
/// main loop; a store holds it as `any ArchiveResource`, so tests can give the store a spy.
protocol ArchiveResource: Sendable {
    func save(count: Int) async throws
    func load() async throws -> Int
}

/// The Archive resource the app runs with: fill in each method.
struct LiveArchiveResource: ArchiveResource {
    func save(count: Int) async throws {
        // Write this method.
    }

    func load() async throws -> Int {
        // Write this method; until then it returns a placeholder.
        0
    }
}
