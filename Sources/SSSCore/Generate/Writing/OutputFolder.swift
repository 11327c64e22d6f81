/// A folder `sss generate` writes into, and the checks that keep every write inside it.
///
/// The folder itself may be reached through a symbolic link (it is the user's choice), but inside
/// it nothing is written through one: a link where a planned file or folder goes is refused, and
/// the resolved parent of every file must lie inside the resolved folder.
struct OutputFolder {
    /// As the user wrote it.
    let path: String
    let fileSystem: any FileSystem

    /// The folder and its missing ancestors, outermost first; empty when the folder exists.
    func missingFolders() throws(DiagnosticError) -> [String] {
        var missing: [String] = []
        var current = path
        while fileSystem.status(ofItemAt: current, followingLinks: true) == nil {
            missing.insert(current, at: 0)
            let parent = Path.parent(of: current)
            if parent == current { break }
            current = parent
        }
        if !fileSystem.isDirectory(atPath: current) {
            throw DiagnosticError(.error("cannot write into \(path): \(current) is not a folder"))
        }
        return missing
    }

    /// Adds the folder and its missing ancestors to `missing`, outermost first, each once.
    func noteMissingFolders(in missing: inout [String]) throws(DiagnosticError) {
        for folder in try missingFolders() where !missing.contains(folder) {
            missing.append(folder)
        }
    }

    /// The path to write `relativePath` at, after checking that it stays inside the folder; adds
    /// the folders it needs inside the output folder to `missing`.
    func target(for relativePath: String, missing: inout [String]) throws(DiagnosticError) -> String {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !relativePath.hasPrefix("/"), !components.isEmpty,
              components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else {
            throw refusal("'\(relativePath)' is not a path inside the output folder")
        }
        var current = path
        for (index, component) in components.enumerated() {
            current = Path.join(current, String(component))
            let isFile = index == components.count - 1
            switch fileSystem.status(ofItemAt: current, followingLinks: false)?.kind {
            case nil:
                if !isFile && !missing.contains(current) { missing.append(current) }
            case .symbolicLink?:
                throw refusal("\(current) is a symbolic link; sss does not write through links inside the output folder")
            case .directory?:
                if isFile { throw refusal("\(current) is a folder") }
            case .file?:
                if !isFile { throw refusal("\(current) is a file, not a folder") }
            case .other?:
                throw refusal("\(current) is not a regular file")
            }
        }
        try checkStaysInside(Path.parent(of: current))
        return current
    }

    /// Whether the deepest existing folder on the way to `folder` resolves to a place inside the
    /// resolved output folder.
    private func checkStaysInside(_ folder: String) throws(DiagnosticError) {
        guard let root = fileSystem.resolvedPath(path) else { return }
        var existing = folder
        while fileSystem.status(ofItemAt: existing, followingLinks: false) == nil, existing != path {
            existing = Path.parent(of: existing)
        }
        guard let resolved = fileSystem.resolvedPath(existing), Path.isInside(resolved, root) else {
            throw refusal("\(folder) resolves to a place outside \(path)")
        }
    }

    private func refusal(_ reason: String) -> DiagnosticError {
        DiagnosticError(Diagnostic(.error, "refusing to write: \(reason)"))
    }
}
