/// Tells whether code holds the keyword of a type that may be declared in a body of code: `class`,
/// `struct`, `enum` or `actor` (Swift allows no local protocol or extension), so a body that may declare
/// one is tokenized and read rather than skimmed.
///
/// The search never misses such a keyword: it looks at every place where one of the pairs `cl`, `ct`
/// and `nu` starts (`class`, `actor` and `struct`, `enum`), 16 bytes at a time, and spells out the
/// keywords that hold the pair there. A keyword counts when no letter, digit, `_` or `$` comes before it
/// and one of the bytes that may come between a type's keyword and its name follows it: a blank, a line
/// break, the `/` of a comment, a backtick, or a byte from 0x80 up (a no-break space). Words that merely
/// contain a keyword (`enumerated`, `subclass`) and uses such as `actor.run()` do not count.
enum TypeKeywordSearch {
    /// The lanes of `block` where a pair starts, given `next`, the 16 bytes one further on.
    @inline(__always)
    static func marks(in block: SIMD16<UInt8>, next: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let c = ByteLanes.equal(block, UInt8(ascii: "c"))
        let n = ByteLanes.equal(block, UInt8(ascii: "n"))
        return c & (ByteLanes.equal(next, UInt8(ascii: "l")) | ByteLanes.equal(next, UInt8(ascii: "t")))
            | n & ByteLanes.equal(next, UInt8(ascii: "u"))
    }

    /// Whether one of the pairs starts at `position`.
    @inline(__always)
    static func startsPair(_ base: UnsafePointer<UInt8>, at position: Int, count: Int) -> Bool {
        guard position &+ 1 < count else { return false }
        let first = base[position]
        let second = base[position &+ 1]
        return first == UInt8(ascii: "c") && (second == UInt8(ascii: "l") || second == UInt8(ascii: "t"))
            || first == UInt8(ascii: "n") && second == UInt8(ascii: "u")
    }

    /// Whether a keyword that holds the pair starting at `position` is spelled around it.
    static func isKeyword(aroundPairAt position: Int, in base: UnsafePointer<UInt8>, count: Int) -> Bool {
        switch base[position] {
        case UInt8(ascii: "c") where base[position &+ 1] == UInt8(ascii: "l"):
            return spells("class", at: position, in: base, count: count)
        case UInt8(ascii: "c"):
            return spells("actor", at: position &- 1, in: base, count: count)
                || spells("struct", at: position &- 4, in: base, count: count)
        default:
            return spells("enum", at: position &- 1, in: base, count: count)
        }
    }

    /// Whether some keyword starts in `base[start..<end]`, looked for byte by byte: for short stretches
    /// of code such as interpolations.
    static func holdsKeyword(in base: UnsafePointer<UInt8>, from start: Int, to end: Int, count: Int) -> Bool {
        var position = start
        while position < end {
            if startsPair(base, at: position, count: count), isKeyword(aroundPairAt: position, in: base, count: count) {
                return true
            }
            position &+= 1
        }
        return false
    }

    /// Whether `word` is spelled at `start` as a keyword: not inside a longer name, and followed by a byte
    /// that may separate a keyword from a name.
    private static func spells(_ word: StaticString, at start: Int, in base: UnsafePointer<UInt8>, count: Int) -> Bool {
        let length = word.utf8CodeUnitCount
        guard start >= 0, start &+ length < count else { return false }
        let spelling = word.utf8Start
        for offset in 0..<length where base[start &+ offset] != spelling[offset] {
            return false
        }
        if start > 0, NameEndSearch.isNameByte(base[start &- 1]) { return false }
        switch base[start &+ length] {
        case 0x09...0x0D, 0x20, UInt8(ascii: "/"), UInt8(ascii: "`"), 0x80...0xFF: return true
        default: return false
        }
    }
}
