/// The guide's example feature, generated at run time by the real planner and built-in templates, so
/// the code a page shows is always the code `sss generate` writes.
public enum GuideExample {
    /// The name the example spec is read under, as if it were a file.
    public static let specPath = "Greeting.sss.yml"

    /// The name the SIMPLER example spec is read under.
    public static let simplerSpecPath = "Counter.sss.yml"

    /// The files `sss generate` writes for ``Guide/exampleSpec`` and ``Guide/simplerExampleSpec``,
    /// generated together, by file name.
    public static func files() throws(DiagnosticError) -> [PlannedFile] {
        let specs = [
            try SpecReader().read(SourceFile(path: specPath, text: Guide.exampleSpec)),
            try SpecReader().read(SourceFile(path: simplerSpecPath, text: Guide.simplerExampleSpec)),
        ]
        return try GenerationPlanner(templates: TemplateSet.builtin()).plan(specs, options: GenerationOptions()).sources
    }
}
