import Foundation

/// What the Profile screen shows at one moment. The user interface is given a whole new one to
/// render each time something changes; code outside this module can read it but not change it.
public struct ProfileViewState: Equatable {
    public internal(set) var account: Account?
    public internal(set) var isOnline: Bool = false

    public init() {}
}
