/// Reads the spec files of one run, collecting every problem of every spec instead of stopping at
/// the first.
package struct SpecLoader {
    let fileSystem: any FileSystem

    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The specs that read without errors, whatever their architecture, in the order given; a file named twice is read once.
    /// Problems (unreadable files and every error in each spec) are appended to `diagnostics`.
    package func load(_ paths: [String], into diagnostics: inout [Diagnostic]) -> [Spec] {
        var specs: [Spec] = []
        var seen: Set<String> = []
        for path in paths {
            guard seen.insert(Path.absolute(path, relativeTo: fileSystem.currentDirectory)).inserted else { continue }
            let bytes: [UInt8]
            do throws(FileSystemError) {
                bytes = try fileSystem.readFile(atPath: path)
            } catch {
                diagnostics.append(Diagnostic(.error, "cannot read the spec: \(error.reason)", path: path))
                continue
            }
            do throws(DiagnosticError) {
                specs.append(try SpecReader().read(SourceFile(path: path, bytes: bytes)))
            } catch {
                diagnostics += error.diagnostics
            }
        }
        return specs
    }
}
