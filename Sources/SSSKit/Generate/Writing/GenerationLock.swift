/// Keeps two `sss generate` runs from writing into the same folder at the same time.
///
/// Each output folder gets a lock file in the temporary folder, named after the folder's absolute
/// path, created in one exclusive step. A second run finds it and stops before reading or writing
/// anything, as git does with its `index.lock`. The lock lives outside the output folder, so it
/// works whether or not that folder exists yet, and never shows up among the generated files.
struct GenerationLock {
    private let fileSystem: any FileSystem
    private(set) var held: [String] = []

    init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Takes the lock of every folder, or none of them.
    mutating func acquire(_ folders: [String], temporaryFolder: String) throws(DiagnosticError) {
        for folder in Set(folders.map { Path.absolute($0, relativeTo: fileSystem.currentDirectory) }).sorted() {
            let path = Self.lockPath(for: folder, in: temporaryFolder)
            do throws(FileSystemError) {
                try fileSystem.createNewFile(Array("sss generate\n".utf8), atPath: path)
                held.append(path)
            } catch {
                release()
                let reason = error.reason == "File exists"
                    ? "another 'sss generate' is writing to \(folder); if none is running, delete \(path)"
                    : "cannot lock \(folder) for writing: \(error.reason)"
                throw DiagnosticError(.error(reason))
            }
        }
    }

    mutating func release() {
        for path in held {
            try? fileSystem.removeItem(atPath: path)
        }
        held = []
    }

    /// `<temporary folder>/sss-generate-<hash of the folder's path>.lock`.
    static func lockPath(for folder: String, in temporaryFolder: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in folder.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return Path.join(temporaryFolder, "sss-generate-" + String(repeating: "0", count: 16 - hex.count) + hex + ".lock")
    }
}
