#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files into one reusable buffer: one `read` call per regular file, more only when the
/// system hands the bytes over in pieces.
package struct FileReader: ~Copyable {
    private var buffer: UnsafeMutableRawBufferPointer = .allocate(byteCount: 1 << 16, alignment: 16)

    package init() {}

    deinit {
        buffer.deallocate()
    }

    /// Calls `body` with the file's bytes, or returns nil when the file cannot be opened or read.
    /// The bytes are valid only inside `body`.
    package mutating func withContents<R>(of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let size = Int(status.st_size)
        if size > buffer.count {
            buffer.deallocate()
            buffer = .allocate(byteCount: size, alignment: 16)
        }
        guard let start = buffer.baseAddress else { return nil }
        var filled = 0
        while filled < size {
            let count = read(descriptor, start + filled, size - filled)
            if count < 0 { return nil }
            if count == 0 { break }
            filled += count
        }
        return body(UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: filled))
    }
}
