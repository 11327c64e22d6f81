#if arch(x86_64) && canImport(_Builtin_intrinsics)
import _Builtin_intrinsics.intel

/// ``ByteLaneTests`` with the SSE2 instructions every x86-64 processor has: one comparison marks the
/// lanes that hold a byte (as `0xFF`), and one instruction gathers the lanes' high bits.
enum SSE2ByteLanes: ByteLaneTests {
    @inline(__always)
    static func equal(_ block: SIMD16<UInt8>, _ byte: UInt8) -> SIMD16<UInt8> {
        lanes(_mm_cmpeq_epi8(vector(block), _mm_set1_epi8(CChar(bitPattern: byte))))
    }

    @inline(__always)
    static func zero(_ lanes: SIMD16<UInt8>) -> SIMD16<UInt8> {
        equal(lanes, 0)
    }

    /// A lane is below `limit` when the smaller of it and `limit - 1` is the lane itself.
    @inline(__always)
    static func below(_ limit: UInt8, _ lanes: SIMD16<UInt8>) -> SIMD16<UInt8> {
        guard limit > 0 else { return SIMD16(repeating: 0) }
        let block = vector(lanes)
        return self.lanes(_mm_cmpeq_epi8(_mm_min_epu8(block, _mm_set1_epi8(CChar(bitPattern: limit &- 1))), block))
    }

    @inline(__always)
    static func firstMarked(_ marks: SIMD16<UInt8>) -> Int? {
        let bits = markBits(marks)
        return bits != 0 ? bits.trailingZeroBitCount : nil
    }

    @inline(__always)
    static func markBits(_ marks: SIMD16<UInt8>) -> UInt64 {
        UInt64(UInt16(truncatingIfNeeded: _mm_movemask_epi8(vector(marks))))
    }

    @inline(__always)
    static func markedCount(_ marks: SIMD16<UInt8>) -> Int {
        markBits(marks).nonzeroBitCount
    }

    @inline(__always)
    private static func vector(_ lanes: SIMD16<UInt8>) -> __m128i {
        unsafeBitCast(lanes, to: __m128i.self)
    }

    @inline(__always)
    private static func lanes(_ vector: __m128i) -> SIMD16<UInt8> {
        unsafeBitCast(vector, to: SIMD16<UInt8>.self)
    }
}
#endif
