/// A view that can show an `ArticleRenderable`.
///
/// Interactions hold it weakly: the view belongs to the screen that shows it.
@MainActor
protocol ArticleRendering: AnyObject {
    func render(_ renderable: ArticleRenderable)
}
