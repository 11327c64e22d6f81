/// Tests on the 16 byte lanes of a block, each a few operations on the whole block.
///
/// A test marks the lanes it finds: a marked lane has its high bit set, and an unmarked lane is zero.
/// The other bits of a marked lane depend on the implementation, so marks are combined with `|`, `&`
/// and `~`, masked with `0x80` after a `~`, and read with ``firstMarked(_:)``, ``markBits(_:)`` and
/// ``markedCount(_:)`` of the same implementation. ``ByteLanes`` is the one this machine runs.
protocol ByteLaneTests {
    /// Marks the lanes of `block` that hold `byte`.
    static func equal(_ block: SIMD16<UInt8>, _ byte: UInt8) -> SIMD16<UInt8>
    /// Marks the lanes that are zero.
    static func zero(_ lanes: SIMD16<UInt8>) -> SIMD16<UInt8>
    /// Marks the lanes below `limit`, which is at most 128.
    static func below(_ limit: UInt8, _ lanes: SIMD16<UInt8>) -> SIMD16<UInt8>
    /// The position of the first marked lane of `marks`, or `nil` when none is marked.
    static func firstMarked(_ marks: SIMD16<UInt8>) -> Int?
    /// The marked lanes of `marks` as the low 16 bits, lane `n` in bit `n`.
    static func markBits(_ marks: SIMD16<UInt8>) -> UInt64
    /// How many lanes of `marks` are marked.
    static func markedCount(_ marks: SIMD16<UInt8>) -> Int
}

extension ByteLaneTests {
    /// The 16 bytes at `offset` from `base`, which must have at least 16 bytes there.
    @inline(__always)
    static func load(_ base: UnsafePointer<UInt8>, at offset: Int) -> SIMD16<UInt8> {
        UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
    }
}

// The one place where the code run depends on the processor: both implementations give the same
// answers, and the tests hold each of them to byte-by-byte tests on every machine that can run it.
// Some x86-64 toolchains (Windows) lack the intrinsics module; they get the plain tests.
#if arch(x86_64) && canImport(_Builtin_intrinsics)
typealias ByteLanes = SSE2ByteLanes
#else
typealias ByteLanes = PortableByteLanes
#endif
