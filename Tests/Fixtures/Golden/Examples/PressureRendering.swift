/// A view that can show a `PressureRenderable`.
///
/// Interactions hold it weakly: the view belongs to the screen that shows it.
@MainActor
protocol PressureRendering: AnyObject {
    func render(_ renderable: PressureRenderable)
}
