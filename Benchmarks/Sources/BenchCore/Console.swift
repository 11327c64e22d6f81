#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes to standard output and error, so lines appear as soon as each measurement ends.
package enum Console {
    package static func out(_ text: String) {
        send(text, to: 1)
    }

    package static func error(_ text: String) {
        send(text, to: 2)
    }

    private static func send(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
