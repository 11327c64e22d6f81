/// The parsed templates one run of `sss generate` renders: the built-in ones, any of which a
/// folder of the user's own may replace.
public struct TemplateSet: Sendable {
    private let templates: [TemplateName: Template]
    /// The templates that come from the user's folder, in ``TemplateName`` order.
    public let overridden: [TemplateName]

    /// The built-in templates.
    public static func builtin() throws(DiagnosticError) -> TemplateSet {
        try TemplateSet(overrides: [:])
    }

    /// The built-in templates, with those in `folder` (files named like the built-in ones) in their
    /// place.
    ///
    /// - Throws: every problem at once: an unreadable folder or file, a file name that names no
    ///   template (with "did you mean"), and every syntax error of every template.
    public static func overriding(with folder: String, fileSystem: any FileSystem) throws(DiagnosticError) -> TemplateSet {
        try TemplateSet(overrides: TemplateFolder(path: folder, fileSystem: fileSystem).read())
    }

    /// The text of a built-in template, as `sss templates show` prints it.
    public static func builtinSource(of name: TemplateName) -> String {
        BuiltinTemplates.source(of: name)
    }

    private init(overrides: [TemplateName: SourceFile]) throws(DiagnosticError) {
        var templates: [TemplateName: Template] = [:]
        var diagnostics: [Diagnostic] = []
        for name in TemplateName.allCases {
            let source = overrides[name]
                ?? SourceFile(path: BuiltinTemplates.path(of: name), text: BuiltinTemplates.source(of: name))
            do throws(DiagnosticError) {
                templates[name] = try Template(source: source)
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics) }
        self.templates = templates
        self.overridden = TemplateName.allCases.filter { overrides[$0] != nil }
    }

    /// Renders template `name` with `context`.
    func render(_ name: TemplateName, _ context: TemplateValue) throws(DiagnosticError) -> String {
        guard let template = templates[name] else {
            throw DiagnosticError(.error("the template '\(name.fileName)' is missing"))
        }
        return try template.render(context)
    }
}
