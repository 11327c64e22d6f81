/// A view that can show a `DoorStatusRenderable`.
///
/// Interactions hold it weakly: the view belongs to the screen that shows it.
@MainActor
protocol DoorStatusRendering: AnyObject {
    func render(_ renderable: DoorStatusRenderable)
}
