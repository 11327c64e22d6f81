/// A view that can show a `BannerRenderable`.
///
/// Interactions hold it weakly: the view belongs to the screen that shows it.
@MainActor
protocol BannerRendering: AnyObject {
    func render(_ renderable: BannerRenderable)
}
