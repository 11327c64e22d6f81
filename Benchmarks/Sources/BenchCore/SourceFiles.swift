#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One `.swift` file found under the benchmarked folder.
package struct SourceFile: Sendable {
    package let path: String
    package let size: Int
}

/// Finds the `.swift` files under a folder the way `sss lint` does: regular files only, hidden folders
/// and `.build` skipped, symbolic links not followed (so link loops cannot trap the walk).
package enum SourceFiles {
    /// The files sorted largest first, so parallel workers never end on one big file; ties by path.
    package static func find(under root: String) throws(UsageError) -> [SourceFile] {
        var status = stat()
        guard lstat(root, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw UsageError(description: "\(root) is not a folder")
        }
        var files: [SourceFile] = []
        walk(root, into: &files)
        return files.sorted { $0.size != $1.size ? $0.size > $1.size : $0.path < $1.path }
    }

    private static func walk(_ folder: String, into files: inout [SourceFile]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            if name.hasPrefix(".") { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                walk(path, into: &files)
            case S_IFREG where name.hasSuffix(".swift"):
                files.append(SourceFile(path: path, size: Int(status.st_size)))
            default:
                continue
            }
        }
    }
}
