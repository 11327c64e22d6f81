/// What a `PressureRendering` shows: plain values, fixed once created.
struct PressureRenderable {
    let kilopascals: Double
}
