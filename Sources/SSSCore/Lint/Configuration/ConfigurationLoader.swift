/// Finds the configuration of a run and reads it: the file named with `--config`, else the nearest
/// `.sss.yml` (see ``nearestDefaultFile()``), else the defaults.
public struct ConfigurationLoader {
    /// The file looked for in the current folder and the folders above it.
    public static let defaultFileName = ".sss.yml"
    /// What marks the root of a repository, where the search for ``defaultFileName`` stops.
    static let repositoryMarker = ".git"

    private let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The configuration to use. A file named explicitly must exist; when no `.sss.yml` is found, the
    /// defaults apply, relative to the current folder.
    ///
    /// - Throws: a file that cannot be read, or every error in it.
    public func load(explicitPath: String?) throws(DiagnosticError) -> LoadedConfiguration {
        let currentDirectory = fileSystem.currentDirectory
        let path: String
        if let explicitPath {
            path = explicitPath
        } else if let nearest = nearestDefaultFile() {
            path = nearest
        } else {
            return LoadedConfiguration(folder: currentDirectory)
        }
        let absolute = Path.absolute(path, relativeTo: currentDirectory)
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

    /// The `.sss.yml` that applies in the current folder, as a path relative to it (`.sss.yml`,
    /// `../.sss.yml`): the first found in the current folder and the folders above it, up to the root of
    /// the repository (the folder that holds `.git`) or of the file system; `nil` when there is none.
    public func nearestDefaultFile() -> String? {
        var folder = Path.normalize(fileSystem.currentDirectory)
        var relative = Self.defaultFileName
        while true {
            if fileSystem.fileExists(atPath: Path.join(folder, Self.defaultFileName)) { return relative }
            let parent = Path.parent(of: folder)
            if parent == folder || fileSystem.fileExists(atPath: Path.join(folder, Self.repositoryMarker)) { return nil }
            folder = parent
            relative = "../" + relative
        }
    }
}
