import Foundation

/// A product of the catalog: a model type of the app, written by hand, that the specs name.
public struct Product: Sendable, Equatable {
    public let id: UUID
    public let title: String

    public init(id: UUID, title: String) {
        self.id = id
        self.title = title
    }
}
