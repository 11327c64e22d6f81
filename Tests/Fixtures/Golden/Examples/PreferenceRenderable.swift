/// What a `PreferenceRendering` shows: plain values, fixed once created.
struct PreferenceRenderable {
    let title: String
    let isEnabled: Bool
}
