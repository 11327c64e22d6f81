/// ``ByteLaneTests`` in plain Swift, for every processor: Swift makes a SIMD comparison of bytes one
/// lane at a time, so these use none. A marked lane is `0x80`; lanes never borrow from each other, so
/// each is worked out on its own.
enum PortableByteLanes: ByteLaneTests {
    @inline(__always)
    static func equal(_ block: SIMD16<UInt8>, _ byte: UInt8) -> SIMD16<UInt8> {
        zero(block ^ SIMD16(repeating: byte))
    }

    /// Only for zero does subtracting 1 set the high bit of a lane whose high bit was clear.
    @inline(__always)
    static func zero(_ lanes: SIMD16<UInt8>) -> SIMD16<UInt8> {
        (lanes &- SIMD16(repeating: 1)) & ~lanes & SIMD16(repeating: 0x80)
    }

    /// A lane below `limit`, and the lane plus `128 - limit`, both stay below 128, and no other lane does.
    @inline(__always)
    static func below(_ limit: UInt8, _ lanes: SIMD16<UInt8>) -> SIMD16<UInt8> {
        ~((lanes &+ SIMD16(repeating: 128 &- limit)) | lanes) & SIMD16(repeating: 0x80)
    }

    @inline(__always)
    static func firstMarked(_ marks: SIMD16<UInt8>) -> Int? {
        let halves = unsafeBitCast(marks, to: SIMD2<UInt64>.self)
        let low = UInt64(littleEndian: halves[0])
        if low != 0 { return low.trailingZeroBitCount / 8 }
        let high = UInt64(littleEndian: halves[1])
        return high != 0 ? 8 &+ high.trailingZeroBitCount / 8 : nil
    }

    /// Each half's marks are moved to the lowest bit of their lanes, then one multiplication gathers the
    /// eight bits into the top byte: no two partial products meet in a bit, so nothing carries.
    @inline(__always)
    static func markBits(_ marks: SIMD16<UInt8>) -> UInt64 {
        let halves = unsafeBitCast(marks, to: SIMD2<UInt64>.self)
        let gather: UInt64 = 0x0102_0408_1020_4080
        let low = ((UInt64(littleEndian: halves[0]) &>> 7) &* gather) &>> 56
        let high = ((UInt64(littleEndian: halves[1]) &>> 7) &* gather) &>> 56
        return low | high &<< 8
    }

    @inline(__always)
    static func markedCount(_ marks: SIMD16<UInt8>) -> Int {
        let halves = unsafeBitCast(marks, to: SIMD2<UInt64>.self)
        return halves[0].nonzeroBitCount &+ halves[1].nonzeroBitCount
    }
}
