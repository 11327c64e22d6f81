/// What the Bare screen shows at one moment. The user interface is given a whole new one to
/// render each time something changes; code outside this module can read it but not change it.
public struct BareViewState: Equatable {
    public init() {}
}
