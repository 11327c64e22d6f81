/// A template parsed once from its source and rendered any number of times with typed values.
///
/// See docs/templates.md for the language. Errors in the template are reported as diagnostics
/// located in the template file.
package struct Template: Sendable {
    /// The template's source; its path names the template in messages.
    package let source: SourceFile
    private let nodes: [TemplateNode]

    /// Parses `source`, reporting every syntax error found in it.
    package init(source: SourceFile) throws(DiagnosticError) {
        var lexer = TemplateLexer(file: source)
        let tokens = StandaloneLines.remove(from: lexer.tokens(), in: source.bytes)
        var parser = TemplateParser(file: source)
        let nodes = parser.parse(tokens)
        let diagnostics = (lexer.diagnostics + parser.diagnostics)
            .enumerated()
            .sorted { ($0.element.location?.offset ?? 0, $0.offset) < ($1.element.location?.offset ?? 0, $1.offset) }
            .map(\.element)
        guard diagnostics.isEmpty else {
            throw DiagnosticError(diagnostics)
        }
        self.source = source
        self.nodes = nodes
    }

    /// The text the template produces for `context`, whose keys are the outermost names.
    ///
    /// Rendering is strict: a name that resolves to nothing is an error, never empty text.
    package func render(_ context: TemplateValue) throws(DiagnosticError) -> String {
        try render(context, limits: .standard)
    }

    /// Renders within `limits` rather than the standard ones.
    func render(_ context: TemplateValue, limits: RenderLimits) throws(DiagnosticError) -> String {
        try TemplateRenderer(file: source, nodes: nodes, limits: limits).render(context)
    }
}
