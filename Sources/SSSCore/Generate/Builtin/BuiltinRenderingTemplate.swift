// Generated from Templates/Rendering.swift.template by BuiltinTemplateTests; do not edit.
// Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

extension BuiltinTemplates {
    static let rendering = #"""
{{! <name>Rendering.swift: the protocol a view conforms to so that interactions can render into it.
    name     the renderable's name, such as Banner
    article  "a" or "an", whichever reads right before the name
    access   "public " when the feature is public, otherwise empty }}
/// A view that can show {{ article }} `{{ name }}Renderable`.
///
/// Interactions hold it weakly: the view belongs to the screen that shows it.
@MainActor
{{ access }}protocol {{ name }}Rendering: AnyObject {
    func render(_ renderable: {{ name }}Renderable)
}

"""#
}
