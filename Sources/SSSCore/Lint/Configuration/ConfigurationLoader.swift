/// Finds the configuration of a run and reads it: the file named with `--config`, else `.sss.yml`
/// in the current folder when there is one, else the defaults.
public struct ConfigurationLoader {
    /// The file looked for in the current folder.
    public static let defaultFileName = ".sss.yml"

    private let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The configuration to use. A file named explicitly must exist; a missing `.sss.yml` means the
    /// defaults, relative to the current folder.
    ///
    /// - Throws: a file that cannot be read, or every error in it.
    public func load(explicitPath: String?) throws(DiagnosticError) -> LoadedConfiguration {
        let currentDirectory = fileSystem.currentDirectory
        let path = explicitPath ?? Self.defaultFileName
        let absolute = Path.absolute(path, relativeTo: currentDirectory)
        if explicitPath == nil, !fileSystem.fileExists(atPath: absolute) {
            return LoadedConfiguration(folder: currentDirectory)
        }
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readFile(atPath: absolute)
        } catch {
            let message = fileSystem.fileExists(atPath: absolute)
                ? "cannot read configuration file: \(error.reason)"
                : "no such configuration file"
            throw DiagnosticError(Diagnostic(.error, message, path: path))
        }
        return try ConfigurationReader().read(SourceFile(path: path, bytes: bytes), folder: Path.parent(of: absolute))
    }
}
