/// What a `DoorStatusRendering` shows: plain values, fixed once created.
struct DoorStatusRenderable {
    let isOpen: Bool
    let openAttempts: [String: Int]
}
