/// What a `BannerRendering` shows: plain values, fixed once created.
struct BannerRenderable {
    let message: String
    let subtitle: String?
}
