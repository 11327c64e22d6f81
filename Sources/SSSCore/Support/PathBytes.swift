/// File names as the system stores them: bytes, almost always UTF-8 but not necessarily.
///
/// A `String` cannot hold bytes that are not UTF-8, so a name that has them keeps each such byte as
/// one scalar of a private-use range (byte `0xFF` becomes U+10FFFF, `0x80` becomes U+10FF80), and
/// turns back into the same bytes when the path is handed to the system. A name that is valid UTF-8
/// is its own string, unless it holds scalars of that range itself, whose bytes are then kept the
/// same way, so every name makes the round trip. ``Path/printable(_:)`` shows the kept bytes as `\xFF`.
package enum PathBytes {
    /// The scalars that stand for the bytes 0x80 to 0xFF.
    static let keptBytes: ClosedRange<UInt32> = 0x10FF80...0x10FFFF
    private static let keptBase: UInt32 = 0x10FF00

    /// The byte that `scalar` stands for, when it is one of the kept bytes.
    package static func keptByte(_ scalar: Unicode.Scalar) -> UInt8? {
        keptBytes.contains(scalar.value) ? UInt8(truncatingIfNeeded: scalar.value - keptBase) : nil
    }

    /// The name or path made of `bytes`. (It also turns any bytes into a string that
    /// ``Path/printable(_:)`` shows without loss.)
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if !bytes.contains(where: { $0 >= 0x80 }) {
            return String(decoding: bytes, as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        func keep(_ count: Int) {
            for byte in bytes[offset..<offset + count] {
                scalars.append(Unicode.Scalar(keptBase + UInt32(byte)) ?? "?")
            }
        }
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if keptBytes.contains(scalar.value) { keep(encoded.count) } else { scalars.append(scalar) }
                offset += encoded.count
            case .error(let length):
                keep(length)
                offset += length
            case .emptyInput:
                return String(scalars)
            }
        }
    }

    /// The path of the C string `pointer` points to.
    package static func string(cString pointer: UnsafePointer<CChar>) -> String {
        pointer.withMemoryRebound(to: UInt8.self, capacity: 1) { bytes in
            var count = 0
            while bytes[count] != 0 { count += 1 }
            return string(UnsafeBufferPointer(start: bytes, count: count))
        }
    }

    /// Calls `body` with `path` as the NUL-terminated bytes the system knows it by.
    package static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        // Every kept byte's scalar is written F4 8F BE xx or F4 8F BF xx.
        guard mayHoldKeptBytes(path) else { return path.withCString(body) }
        var bytes: [CChar] = []
        bytes.reserveCapacity(path.utf8.count + 1)
        for scalar in path.unicodeScalars {
            if let byte = keptByte(scalar) {
                bytes.append(CChar(bitPattern: byte))
            } else {
                Unicode.UTF8.encode(scalar) { bytes.append(CChar(bitPattern: $0)) }
            }
        }
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return "".withCString(body) }
            return body(base)
        }
    }

    /// Whether `path` holds the byte F4, with which every kept byte's scalar starts; read in place when the
    /// string's bytes are contiguous, as those of a native string are.
    private static func mayHoldKeptBytes(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.firstIndex(of: 0xF4) != nil
        } ?? path.utf8.contains(0xF4)
    }
}
