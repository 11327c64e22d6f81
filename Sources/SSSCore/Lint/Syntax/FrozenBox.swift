/// A value in a box that never changes once made. The declarations keep their fields in one, so that
/// copying a declaration costs one reference count rather than one per array and string; a change
/// makes a new box.
final class FrozenBox<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
