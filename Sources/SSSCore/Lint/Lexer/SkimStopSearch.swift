/// Finds the bytes a skimmed group must look at in code: those of `Stops`.
///
/// Stops are close together in code, so the search marks every stop of a 64-byte window in one mask
/// and answers the next questions about that window from the mask alone. When `Stops` asks for it, the
/// code passed on the way to each stop is also searched for the keyword of a type (see
/// ``TypeKeywordSearch``), from a second mask of the same window.
struct SkimStopSearch<Stops: SkimStops> {
    /// The offset of the window's first byte; the window is empty before the first search.
    private var windowStart = 0
    /// The window's length: 64, or less at the end of input.
    private var windowCount = 0
    /// Bit `n` is set when the byte at `windowStart + n` is a stop.
    private var stops: UInt64 = 0
    /// Bit `n` is set when one of ``TypeKeywordSearch``'s pairs starts at `windowStart + n`.
    private var pairs: UInt64 = 0
    /// Whether the code passed so far holds the keyword of a type; only looked for when
    /// ``SkimStops/findsTypeKeywords``.
    private(set) var passedTypeKeyword = false

    /// The offset of the first stop in `base[start..<count]`, or `count`.
    @inline(__always)
    mutating func next(in base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var index = start
        while index < count {
            let distance = index &- windowStart
            if distance < 0 || distance >= windowCount {
                markWindow(in: base, at: index, count: count)
                continue
            }
            let ahead = stops & (~0 &<< UInt64(distance))
            if Stops.findsTypeKeywords {
                var passed = pairs & (~0 &<< UInt64(distance))
                if ahead != 0 { passed &= (ahead & (0 &- ahead)) &- 1 }
                if passed != 0 { checkPairs(passed, in: base, count: count) }
            }
            if ahead != 0 { return windowStart &+ ahead.trailingZeroBitCount }
            index = windowStart &+ windowCount
        }
        return count
    }

    /// Spells out the keywords around the pairs marked in `marked`, bits of the current window.
    private mutating func checkPairs(_ marked: UInt64, in base: UnsafePointer<UInt8>, count: Int) {
        var rest = marked
        while rest != 0, !passedTypeKeyword {
            let position = windowStart &+ rest.trailingZeroBitCount
            passedTypeKeyword = TypeKeywordSearch.isKeyword(aroundPairAt: position, in: base, count: count)
            rest &= rest &- 1
        }
    }

    private mutating func markWindow(in base: UnsafePointer<UInt8>, at start: Int, count: Int) {
        windowStart = start
        // The pairs need the byte after the window too.
        guard start &+ 64 < count else {
            windowCount = count &- start
            stops = 0
            pairs = 0
            for offset in 0..<windowCount {
                if Stops.isStop(base[start &+ offset]) {
                    stops |= 1 &<< UInt64(offset)
                }
                if Stops.findsTypeKeywords, TypeKeywordSearch.startsPair(base, at: start &+ offset, count: count) {
                    pairs |= 1 &<< UInt64(offset)
                }
            }
            return
        }
        windowCount = 64
        stops = Self.stopBits(base, at: start) | Self.stopBits(base, at: start &+ 16) &<< 16
            | Self.stopBits(base, at: start &+ 32) &<< 32 | Self.stopBits(base, at: start &+ 48) &<< 48
        if Stops.findsTypeKeywords {
            pairs = Self.pairBits(base, at: start)
        }
    }

    /// Bit `n` set for each stop among the 16 bytes at `offset`.
    @inline(__always)
    private static func stopBits(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt64 {
        ByteLanes.markBits(Stops.marks(in: ByteLanes.load(base, at: offset)))
    }

    /// Bit `n` set for each pair starting among the 64 bytes at `offset`; reads 65 bytes. Most windows
    /// hold no pair, which one test of the four blocks' marks tells.
    @inline(__always)
    private static func pairBits(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt64 {
        let first = pairMarks(base, at: offset)
        let second = pairMarks(base, at: offset &+ 16)
        let third = pairMarks(base, at: offset &+ 32)
        let fourth = pairMarks(base, at: offset &+ 48)
        let any = unsafeBitCast(first | second | third | fourth, to: SIMD2<UInt64>.self)
        guard any[0] | any[1] != 0 else { return 0 }
        return ByteLanes.markBits(first) | ByteLanes.markBits(second) &<< 16 | ByteLanes.markBits(third) &<< 32
            | ByteLanes.markBits(fourth) &<< 48
    }

    @inline(__always)
    private static func pairMarks(_ base: UnsafePointer<UInt8>, at offset: Int) -> SIMD16<UInt8> {
        TypeKeywordSearch.marks(in: ByteLanes.load(base, at: offset), next: ByteLanes.load(base, at: offset &+ 1))
    }
}

/// The bytes a skim stops at, told one at a time and 16 at a time.
protocol SkimStops {
    /// Whether the code between stops is searched for the keyword of a type.
    static var findsTypeKeywords: Bool { get }
    static func isStop(_ byte: UInt8) -> Bool
    /// The lanes of `block` that hold a stop, marked as ``ByteLanes`` marks them.
    static func marks(in block: SIMD16<UInt8>) -> SIMD16<UInt8>
}

/// Brackets of every kind, quotes, `/`, `#` and backticks (the bytes of ``ByteClass/skimStop``): where
/// the skim of a parenthesized or bracketed group stops.
enum BracketStops: SkimStops {
    static var findsTypeKeywords: Bool { false }

    @inline(__always)
    static func isStop(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "#"), UInt8(ascii: "`"):
            true
        default:
            false
        }
    }

    @inline(__always)
    static func marks(in block: SIMD16<UInt8>) -> SIMD16<UInt8> {
        // `(` and `)` differ only in the lowest bit, and so do `"` and `#`; `[` and `{` differ only in bit
        // 5, and so do `]` and `}`.
        let pairs = block & SIMD16(repeating: 0xFE)
        let cases = block & SIMD16(repeating: 0xDF)
        return ByteLanes.equal(pairs, UInt8(ascii: "(")) | ByteLanes.equal(pairs, UInt8(ascii: "\""))
            | ByteLanes.equal(cases, UInt8(ascii: "[")) | ByteLanes.equal(cases, UInt8(ascii: "]"))
            | ByteLanes.equal(block, UInt8(ascii: "/")) | ByteLanes.equal(block, UInt8(ascii: "`"))
    }
}

/// The stops of ``BracketStops`` but parentheses and square brackets: where the skim of a brace block
/// stops, since only braces nest in it outside strings. A brace block that may declare a type is not
/// skimmed, so its code is searched for type keywords.
enum BraceStops: SkimStops {
    static var findsTypeKeywords: Bool { true }

    @inline(__always)
    static func isStop(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "#"), UInt8(ascii: "`"):
            true
        default:
            false
        }
    }

    @inline(__always)
    static func marks(in block: SIMD16<UInt8>) -> SIMD16<UInt8> {
        // `"` and `#` differ only in the lowest bit.
        ByteLanes.equal(block, UInt8(ascii: "{")) | ByteLanes.equal(block, UInt8(ascii: "}"))
            | ByteLanes.equal(block & SIMD16(repeating: 0xFE), UInt8(ascii: "\""))
            | ByteLanes.equal(block, UInt8(ascii: "/")) | ByteLanes.equal(block, UInt8(ascii: "`"))
    }
}
