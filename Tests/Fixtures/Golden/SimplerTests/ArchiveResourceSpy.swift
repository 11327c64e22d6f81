@testable import App

/// Stands in for the Archive resource in tests, answering each call with a plain value.
struct ArchiveResourceSpy: ArchiveResource {
    func save(count: Int) async throws {}

    func load() async throws -> Int {
        0
    }
}
