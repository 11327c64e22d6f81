/// A view that can show a `PreferenceRenderable`.
///
/// Interactions hold it weakly: the view belongs to the screen that shows it.
@MainActor
protocol PreferenceRendering: AnyObject {
    func render(_ renderable: PreferenceRenderable)
}
