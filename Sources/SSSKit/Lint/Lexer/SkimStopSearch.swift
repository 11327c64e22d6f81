/// Finds the next byte a skimmed body must look at in code, 16 bytes at a time: a bracket, a quote, `/`,
/// `#` or a backtick (the bytes of ``ByteClass/skimStop``).
enum SkimStopSearch {
    /// The offset of the first such byte in `base[start..<count]`, or `count`.
    @inline(__always)
    static func next(in base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        let raw = UnsafeRawPointer(base)
        var index = start
        while index &+ 16 <= count {
            let block = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            // `(` and `)` differ only in the lowest bit, and so do `"` and `#`.
            let pairs = block & SIMD16(repeating: 0xFE)
            let found = (zeroes(pairs ^ SIMD16(repeating: UInt8(ascii: "("))) | zeroes(pairs ^ SIMD16(repeating: UInt8(ascii: "\"")))
                | zeroes(block ^ SIMD16(repeating: UInt8(ascii: "{"))) | zeroes(block ^ SIMD16(repeating: UInt8(ascii: "}")))
                | zeroes(block ^ SIMD16(repeating: UInt8(ascii: "["))) | zeroes(block ^ SIMD16(repeating: UInt8(ascii: "]")))
                | zeroes(block ^ SIMD16(repeating: UInt8(ascii: "/"))) | zeroes(block ^ SIMD16(repeating: UInt8(ascii: "`"))))
                & SIMD16(repeating: 0x80)
            let halves = unsafeBitCast(found, to: SIMD2<UInt64>.self)
            let low = halves[0]
            if low != 0 { return index &+ UInt64(littleEndian: low).trailingZeroBitCount / 8 }
            let high = halves[1]
            if high != 0 { return index &+ 8 &+ UInt64(littleEndian: high).trailingZeroBitCount / 8 }
            index &+= 16
        }
        while index < count, !isStop(base[index]) {
            index &+= 1
        }
        return index
    }

    /// The high bit set in each lane of `lanes` that is zero; lanes do not borrow from each other, so
    /// this uses no comparison, which would be done one lane at a time.
    @inline(__always)
    private static func zeroes(_ lanes: SIMD16<UInt8>) -> SIMD16<UInt8> {
        (lanes &- SIMD16(repeating: 1)) & ~lanes
    }

    @inline(__always)
    private static func isStop(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "#"), UInt8(ascii: "`"):
            true
        default:
            false
        }
    }
}
