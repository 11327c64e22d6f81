/// The bytes a ``Lexer`` reads, with the tables it classifies them by, and the questions about them that
/// need no lexer state: where a line, a name or a comment ends, whether a word is spelled at an offset.
///
/// Four words, none of them counted references, so the lexer hands it to these methods in registers.
struct LexerInput {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    let classes: UnsafePointer<UInt8>
    /// ``KeywordTable/shared``, which is built once and never freed, so it is read without reference
    /// counting.
    private let keywords: Unmanaged<KeywordTable>

    init(bytes: UnsafePointer<UInt8>, count: Int) {
        self.bytes = bytes
        self.count = count
        classes = UnsafePointer(ByteClassTable.shared.classes)
        keywords = Unmanaged.passUnretained(KeywordTable.shared)
    }

    /// The keyword spelled by the `count` bytes at `start`, or ``Keyword/none``.
    @inline(__always)
    func keyword(at start: Int, count: Int) -> Keyword {
        keywords._withUnsafeGuaranteedRef { $0.keyword(bytes + start, count: count, readable: self.count &- start) }
    }

    /// The byte at `index`, or 0 past the end.
    @inline(__always)
    func byte(at index: Int) -> UInt8 {
        index < count ? bytes[index] : 0
    }

    @inline(__always)
    func isClass(_ flags: UInt8, at index: Int) -> Bool {
        index < count && classes[Int(bytes[index])] & flags != 0
    }
}
