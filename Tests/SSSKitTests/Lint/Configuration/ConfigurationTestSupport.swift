import SSSKit

/// Helpers for reading configurations in tests.
enum ConfigurationTestSupport {
    /// The configuration in `text`, read as `.sss.yml` in `/work`.
    static func read(_ text: String) throws(DiagnosticError) -> LoadedConfiguration {
        try ConfigurationReader().read(SourceFile(path: ".sss.yml", text: text), folder: "/work")
    }

    /// The printed errors and warnings for `text`, or `ok` when it reads without either.
    static func problems(_ text: String) -> String {
        do throws(DiagnosticError) {
            let loaded = try read(text)
            return loaded.warnings.isEmpty ? "ok" : DiagnosticPrinter().render(loaded.warnings)
        } catch {
            return DiagnosticPrinter().render(error.diagnostics)
        }
    }

    /// A test context over `files` in `/work`.
    static func context(_ files: [String: String]) -> TestContext {
        TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/work", files: files))
    }
}
