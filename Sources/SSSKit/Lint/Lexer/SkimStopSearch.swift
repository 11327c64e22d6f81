/// Finds the next byte a skimmed body must look at in code, 16 bytes at a time: a bracket, a quote, `/`,
/// `#` or a backtick (the bytes of ``ByteClass/skimStop``).
enum SkimStopSearch {
    /// The offset of the first such byte in `base[start..<count]`, or `count`.
    @inline(__always)
    static func next(in base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var index = start
        while index &+ 16 <= count {
            let block = ByteLanes.load(base, at: index)
            // `(` and `)` differ only in the lowest bit, and so do `"` and `#`.
            let pairs = block & SIMD16(repeating: 0xFE)
            let found = ByteLanes.equal(pairs, UInt8(ascii: "(")) | ByteLanes.equal(pairs, UInt8(ascii: "\""))
                | ByteLanes.equal(block, UInt8(ascii: "{")) | ByteLanes.equal(block, UInt8(ascii: "}"))
                | ByteLanes.equal(block, UInt8(ascii: "[")) | ByteLanes.equal(block, UInt8(ascii: "]"))
                | ByteLanes.equal(block, UInt8(ascii: "/")) | ByteLanes.equal(block, UInt8(ascii: "`"))
            if let stop = ByteLanes.firstMarked(found) { return index &+ stop }
            index &+= 16
        }
        while index < count, !isStop(base[index]) {
            index &+= 1
        }
        return index
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
