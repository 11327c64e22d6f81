/// A folder of templates that replace built-in ones, given with `--templates`.
struct TemplateFolder {
    let path: String
    let fileSystem: any FileSystem

    /// The template files, by the template each replaces.
    ///
    /// Hidden files (such as `.DS_Store`) are skipped; any other entry must be named after a
    /// built-in template.
    func read() throws(DiagnosticError) -> [TemplateName: SourceFile] {
        guard fileSystem.isDirectory(atPath: path) else {
            let reason = fileSystem.fileExists(atPath: path) ? "it is not a folder" : "no such folder"
            throw DiagnosticError(Diagnostic(.error, "cannot read templates: \(reason)", path: path))
        }
        let entries: [String]
        do throws(FileSystemError) {
            entries = try fileSystem.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw DiagnosticError(Diagnostic(.error, "cannot read templates: \(error.reason)", path: path))
        }
        var files: [TemplateName: SourceFile] = [:]
        var diagnostics: [Diagnostic] = []
        let known = TemplateName.allCases.map(\.fileName)
        for entry in entries where !entry.hasPrefix(".") {
            let filePath = Path.join(path, entry)
            guard let name = TemplateName(rawValue: entry) else {
                let hint = Suggestion.closest(to: entry, in: known).map { "; did you mean '\($0)'?" }
                    ?? "; see 'sss templates list' for the template names"
                diagnostics.append(Diagnostic(.error, "'\(entry)' is not the name of a template\(hint)", path: filePath))
                continue
            }
            do throws(FileSystemError) {
                files[name] = SourceFile(path: filePath, bytes: try fileSystem.readFile(atPath: filePath))
            } catch {
                diagnostics.append(Diagnostic(.error, "cannot read template: \(error.reason)", path: filePath))
            }
        }
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics) }
        return files
    }
}
