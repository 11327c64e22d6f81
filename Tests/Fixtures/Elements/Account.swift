/// A type of the app that the specs name: public, as the view state that holds it is.
public struct Account: Equatable {
    public let name: String

    public init(name: String) {
        self.name = name
    }
}
