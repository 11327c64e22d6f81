/// Finds where a run of ASCII name characters (letters, digits, `_` and `$`) ends, 16 bytes at a time:
/// most names are shorter than a block, so one look usually finds the end.
enum NameEndSearch {
    /// The offset of the first byte in `base[start..<count]` that is not an ASCII name character, or `count`.
    @inline(__always)
    static func next(in base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        let raw = UnsafeRawPointer(base)
        var index = start
        while index &+ 16 <= count {
            let block = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            // Setting bit 5 turns upper-case letters into lower-case ones and no other byte into a letter.
            let letters = below(26, (block | SIMD16(repeating: 0x20)) &- SIMD16(repeating: UInt8(ascii: "a")))
            let digits = below(10, block &- SIMD16(repeating: UInt8(ascii: "0")))
            let others = zeroes(block ^ SIMD16(repeating: UInt8(ascii: "_"))) | zeroes(block ^ SIMD16(repeating: UInt8(ascii: "$")))
            let ends = unsafeBitCast(~(letters | digits | others) & SIMD16(repeating: 0x80), to: SIMD2<UInt64>.self)
            let low = UInt64(littleEndian: ends[0])
            if low != 0 { return index &+ low.trailingZeroBitCount / 8 }
            let high = UInt64(littleEndian: ends[1])
            if high != 0 { return index &+ 8 &+ high.trailingZeroBitCount / 8 }
            index &+= 16
        }
        while index < count, isNameByte(base[index]) {
            index &+= 1
        }
        return index
    }

    // These use no comparison, which the compiler would make one lane at a time: lanes do not borrow
    // from each other, so each lane's high bit is worked out on its own.

    /// The high bit set in each lane of `lanes` that is zero.
    @inline(__always)
    private static func zeroes(_ lanes: SIMD16<UInt8>) -> SIMD16<UInt8> {
        (lanes &- SIMD16(repeating: 1)) & ~lanes & SIMD16(repeating: 0x80)
    }

    /// The high bit set in each lane of `lanes` below `limit` (at most 128): such a lane and the lane
    /// plus `128 - limit` both stay below 128, and no other lane does.
    @inline(__always)
    private static func below(_ limit: UInt8, _ lanes: SIMD16<UInt8>) -> SIMD16<UInt8> {
        ~((lanes &+ SIMD16(repeating: 128 &- limit)) | lanes) & SIMD16(repeating: 0x80)
    }

    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"):
            true
        default:
            false
        }
    }
}
