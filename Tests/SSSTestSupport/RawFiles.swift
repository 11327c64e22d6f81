import Foundation

/// Makes files, folders, FIFOs and links on disk whose names are raw bytes, for names that are not
/// UTF-8 and so cannot be spelled as a `String`.
package enum RawFiles {
    /// `folder/name` (`name` may hold further slashes) as the bytes the system knows it by, NUL-terminated.
    package static func path(_ folder: URL, _ name: [UInt8]) -> [CChar] {
        (Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]).map { CChar(bitPattern: $0) }
    }

    package static func makeFolder(_ folder: URL, _ name: [UInt8]) {
        _ = mkdir(path(folder, name), 0o755)
    }

    package static func makeFile(_ text: String, in folder: URL, _ name: [UInt8]) {
        let descriptor = open(path(folder, name), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    package static func makeFIFO(_ folder: URL, _ name: String) {
        _ = mkfifo(path(folder, Array(name.utf8)), 0o644)
    }

    package static func link(_ folder: URL, _ name: String, to target: String) {
        _ = symlink(target, path(folder, Array(name.utf8)))
    }
}
