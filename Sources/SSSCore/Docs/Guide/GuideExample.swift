/// The guide's example feature, generated at run time by the real planner and built-in templates, so
/// the code a page shows is always the code `sss generate` writes.
public enum GuideExample {
    /// The name the example spec is read under, as if it were a file.
    public static let specPath = "Greeting.sss.yml"

    /// The files `sss generate` writes for ``Guide/exampleSpec``, by file name.
    public static func files() throws(DiagnosticError) -> [PlannedFile] {
        let spec = try FeatureSpecReader().read(SourceFile(path: specPath, text: Guide.exampleSpec))
        return try GenerationPlanner(templates: TemplateSet.builtin()).plan([spec]).sources
    }
}
