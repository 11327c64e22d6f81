/// Reads a file to lint and refuses what is not Swift source text: unreadable files, binary files and
/// files that are not valid UTF-8.
public struct SourceReader: Sendable {
    private let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The file's source, or a warning that names it and says why it is skipped.
    public func read(_ path: String) -> Result<SourceFile, SkippedFile> {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readFile(atPath: path)
        } catch {
            return .failure(SkippedFile(path: path, reason: "cannot read file: \(error.reason); skipped"))
        }
        if let problem = Self.textProblem(in: bytes) {
            return .failure(SkippedFile(path: path, reason: problem))
        }
        return .success(SourceFile(path: path, bytes: bytes))
    }

    /// Why `bytes` is not UTF-8 text, or `nil` when it is.
    static func textProblem(in bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { buffer -> String? in
            if let base = buffer.baseAddress, ByteSearch.firstIndex(of: 0, in: base, count: buffer.count) != nil {
                return "binary file (contains a NUL byte); skipped"
            }
            var index = 0
            let count = buffer.count
            while index < count {
                if let base = buffer.baseAddress {
                    index = asciiPrefixEnd(base, from: index, count: count)
                    if index == count { break }
                }
                let byte = buffer[index]
                if byte < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                switch byte {
                case 0xC2...0xDF: length = 2
                case 0xE0...0xEF: length = 3
                case 0xF0...0xF4: length = 4
                default: return "not UTF-8 text (invalid byte at offset \(index)); skipped"
                }
                guard index + length <= count, isValidSequence(buffer, at: index, length: length) else {
                    return "not UTF-8 text (invalid byte at offset \(index)); skipped"
                }
                index += length
            }
            return nil
        }
    }

    /// The offset of the first byte from `start` on that is not ASCII, or `count`. Reads 128 bytes at a
    /// time, as eight 16-byte blocks joined with `|`, whose high bits tell whether any byte is not
    /// ASCII; then 32 bytes at a time, and the last few one by one.
    @inline(__always)
    private static func asciiPrefixEnd(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        let raw = UnsafeRawPointer(base)
        var index = start
        while index &+ 128 <= count {
            var block = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            for offset in stride(from: 16, to: 128, by: 16) {
                block |= raw.loadUnaligned(fromByteOffset: index &+ offset, as: SIMD16<UInt8>.self)
            }
            let halves = unsafeBitCast(block, to: SIMD2<UInt64>.self)
            if (halves[0] | halves[1]) & 0x8080_8080_8080_8080 != 0 { break }
            index &+= 128
        }
        while index &+ 32 <= count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 16, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index &+ 24, as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { break }
            index &+= 32
        }
        while index < count, base[index] < 0x80 {
            index &+= 1
        }
        return index
    }

    private static func isValidSequence(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> Bool {
        let first = buffer[index]
        let second = buffer[index + 1]
        switch first {
        case 0xE0: guard second >= 0xA0 else { return false }
        case 0xED: guard second <= 0x9F else { return false }
        case 0xF0: guard second >= 0x90 else { return false }
        case 0xF4: guard second <= 0x8F else { return false }
        default: break
        }
        for offset in 1..<length where buffer[index + offset] & 0xC0 != 0x80 {
            return false
        }
        return true
    }
}

/// A file left out of a lint run, and why.
public struct SkippedFile: Error, Sendable, Equatable {
    public let path: String
    public let reason: String

    public var diagnostic: Diagnostic {
        Diagnostic(.warning, reason, path: path)
    }
}
