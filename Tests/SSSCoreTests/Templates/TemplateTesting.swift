import SSSCore
import SSSTestSupport

/// Parses and renders template text named `Sample.template`, for the template tests.
enum TemplateTesting {
    static let path = "Sample.template"

    static func render(_ text: String, _ context: TemplateValue = [:]) throws -> String {
        try Template(source: SourceFile(path: path, text: text)).render(context)
    }

    /// The printed diagnostics of parsing `text`, or `nil` when it parses.
    static func parseErrors(_ text: String) -> String? {
        do {
            _ = try Template(source: SourceFile(path: path, text: text))
            return nil
        } catch {
            return DiagnosticPrinter().render(error.diagnostics)
        }
    }

    /// The printed diagnostics of rendering `text` with `context`, or `nil` when it renders.
    static func renderErrors(_ text: String, _ context: TemplateValue = [:]) throws -> String? {
        let template = try Template(source: SourceFile(path: path, text: text))
        do {
            _ = try template.render(context)
            return nil
        } catch {
            return DiagnosticPrinter().render(error.diagnostics)
        }
    }
}
