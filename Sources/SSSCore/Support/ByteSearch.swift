#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds every occurrence of one byte in a buffer, 16 bytes at a time: only blocks that hold the byte
/// are looked into, which beats a `memchr` call per occurrence when occurrences are close together
/// (line feeds, colons).
enum ByteSearch {
    /// Calls `body` with the offset of each `byte` in `base[0..<count]`, in order, until `body`
    /// returns `false`. Returns whether the search reached the end.
    @inline(__always)
    @discardableResult
    static func forEach(_ byte: UInt8, in base: UnsafePointer<UInt8>, count: Int, _ body: (Int) -> Bool) -> Bool {
        var index = 0
        while index &+ 16 <= count {
            var matches = ByteLanes.markBits(ByteLanes.equal(ByteLanes.load(base, at: index), byte))
            while matches != 0 {
                if !body(index &+ matches.trailingZeroBitCount) { return false }
                matches &= matches &- 1
            }
            index &+= 16
        }
        while index < count {
            if base[index] == byte, !body(index) { return false }
            index &+= 1
        }
        return true
    }

    /// The offset of the first `byte` in `base[0..<count]`, or `nil` when there is none: the C
    /// library's `memchr`, which reads many bytes at a time.
    @inline(__always)
    static func firstIndex(of byte: UInt8, in base: UnsafePointer<UInt8>, count: Int) -> Int? {
        guard count > 0, let found = memchr(base, Int32(byte), count) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The number of times `byte` occurs in `base[start..<end]`, counted 16 bytes at a time.
    static func count(of byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var total = 0
        var index = start
        while index &+ 16 <= end {
            total &+= ByteLanes.markedCount(ByteLanes.equal(ByteLanes.load(base, at: index), byte))
            index &+= 16
        }
        while index < end {
            if base[index] == byte { total &+= 1 }
            index &+= 1
        }
        return total
    }

    /// Whether `haystack` holds the bytes of `needle` in a row; an empty needle is always held.
    static func contains(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first, let needleBase = needle.baseAddress, let base = haystack.baseAddress,
            needle.count <= haystack.count
        else { return needle.isEmpty }
        var start = 0
        while start + needle.count <= haystack.count {
            guard let found = memchr(base + start, Int32(first), haystack.count - needle.count + 1 - start) else {
                return false
            }
            let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + offset, needleBase, needle.count) == 0 { return true }
            start = offset + 1
        }
        return false
    }
}
