import SSSCore

/// Helpers for reading configurations in tests.
package enum ConfigurationTestSupport {
    /// The configuration in `text`, read as `.sss.yml` in `/work`.
    package static func read(_ text: String) throws(DiagnosticError) -> LoadedConfiguration {
        try ConfigurationReader().read(SourceFile(path: ".sss.yml", text: text), folder: "/work")
    }

    /// The printed errors and warnings for `text`, or `ok` when it reads without either.
    package static func problems(_ text: String) -> String {
        do throws(DiagnosticError) {
            let loaded = try read(text)
            return loaded.warnings.isEmpty ? "ok" : DiagnosticPrinter().render(loaded.warnings)
        } catch {
            return DiagnosticPrinter().render(error.diagnostics)
        }
    }
}
