/// The guide's example feature, generated at run time by the real planner and built-in templates, so
/// the code a page shows is always the code `sss generate` writes.
public enum GuideExample {
    /// The name the example spec is read under, as if it were a file.
    public static let specPath = "Greeting.sss.yml"

    /// The name the SIMPLER example spec is read under.
    public static let simplerSpecPath = "Counter.sss.yml"

    /// The name the Elements example spec is read under.
    public static let elementsSpecPath = "SignIn.sss.yml"

    /// The files `sss generate` writes for ``Guide/exampleSpec``, ``Guide/simplerExampleSpec`` and
    /// ``Guide/elementsExampleSpec``, generated together, by file name.
    public static func files() throws(DiagnosticError) -> [PlannedFile] {
        let specs = [
            try SpecReader().read(SourceFile(path: specPath, text: Guide.exampleSpec)),
            try SpecReader().read(SourceFile(path: simplerSpecPath, text: Guide.simplerExampleSpec)),
            try SpecReader().read(SourceFile(path: elementsSpecPath, text: Guide.elementsExampleSpec)),
        ]
        return try GenerationPlanner(templates: TemplateSet.builtin()).plan(specs, options: GenerationOptions()).sources
    }
}
