/// Finds where a run of ASCII name characters (letters, digits, `_` and `$`) ends, 16 bytes at a time:
/// most names are shorter than a block, so one look usually finds the end.
enum NameEndSearch {
    /// The offset of the first byte in `base[start..<count]` that is not an ASCII name character, or `count`.
    @inline(__always)
    static func next(in base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var index = start
        while index &+ 16 <= count {
            let block = ByteLanes.load(base, at: index)
            // Setting bit 5 turns upper-case letters into lower-case ones and no other byte into a letter.
            let letters = ByteLanes.below(26, (block | SIMD16(repeating: 0x20)) &- SIMD16(repeating: UInt8(ascii: "a")))
            let digits = ByteLanes.below(10, block &- SIMD16(repeating: UInt8(ascii: "0")))
            let others = ByteLanes.equal(block, UInt8(ascii: "_")) | ByteLanes.equal(block, UInt8(ascii: "$"))
            if let end = ByteLanes.firstMarked(~(letters | digits | others) & SIMD16(repeating: 0x80)) {
                return index &+ end
            }
            index &+= 16
        }
        while index < count, isNameByte(base[index]) {
            index &+= 1
        }
        return index
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
