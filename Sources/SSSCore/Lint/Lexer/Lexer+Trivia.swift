extension Lexer {
    /// A run of spaces, tabs, form feeds, no-break spaces and line breaks.
    mutating func lexWhitespace() {
        let bytes = self.bytes
        let count = self.count
        let classes = self.classes
        let start = position
        var index = start
        var flags: TokenFlags = []
        while index < count {
            let byte = bytes[index]
            if byte == 0x20 {
                index = Self.spaceRunEnd(bytes, from: index, count: count)
            } else if classes[Int(byte)] & ByteClass.horizontalSpace != 0 {
                index &+= 1
            } else if byte == 0x0A || byte == 0x0D {
                if mode == .singleLineInterpolation {
                    if index > start { break }
                    closeSingleLineStringsAtLineBreak()
                }
                flags = .containsNewline
                index &+= 1
            } else if byte == 0xC2, index &+ 1 < count, bytes[index &+ 1] == 0xA0 {
                index &+= 2
            } else {
                break
            }
        }
        emit(.whitespace, from: start, to: index, flags: flags)
    }

    /// The end of the run of spaces at `start`, found 8 bytes at a time: the first byte of a word that is
    /// not a space is told by the lowest set bit of the word's difference from eight spaces.
    @inline(__always)
    static func spaceRunEnd(_ bytes: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var index = start
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self))
            let difference = word ^ 0x2020_2020_2020_2020
            if difference != 0 { return index &+ difference.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        while index < count, bytes[index] == 0x20 {
            index &+= 1
        }
        return index
    }

    /// `//` or `///` up to the end of the line.
    mutating func lexLineComment() {
        let start = position
        let isDoc = input.isDocLineComment(at: start)
        if !isDoc { noteLineComment(at: start) }
        emit(isDoc ? .docLineComment : .lineComment, from: start, to: input.lineEnd(from: start + 2))
    }

    /// Notes whether the text of the `//` comment at `slash` starts, after blanks, with the marker the
    /// caller asked about (see ``commentMarker``). Doc comments (`///`) never count.
    @inline(__always)
    mutating func noteLineComment(at slash: Int) {
        guard let marker = commentMarker, !hasMarkedComment, !input.isDocLineComment(at: slash) else { return }
        var index = slash &+ 2
        while index < count, Lexer.isBlank(bytes[index]) {
            index &+= 1
        }
        if input.matches(marker, at: index) { hasMarkedComment = true }
    }

    /// `/* … */` with nested comments counted; unterminated comments run to the end of input.
    mutating func lexBlockComment() {
        let start = position
        let third = byte(at: start + 2)
        let isDoc = third == UInt8(ascii: "*") && byte(at: start + 3) != UInt8(ascii: "*")
            && byte(at: start + 3) != UInt8(ascii: "/")
        let end = input.skimBlockComment(from: start)
        emit(isDoc ? .docBlockComment : .blockComment, from: start, to: end ?? count, flags: end == nil ? .malformed : [])
    }
}

extension LexerInput {
    /// Whether the `//` at `slash` starts a doc comment: `///`, but not `////`.
    @inline(__always)
    func isDocLineComment(at slash: Int) -> Bool {
        byte(at: slash &+ 2) == UInt8(ascii: "/") && byte(at: slash &+ 3) != UInt8(ascii: "/")
    }

    /// The offset of the first CR or LF at or after `start`, or the end of input; looks at 16 bytes at a
    /// time, since most comments end within a few blocks.
    func lineEnd(from start: Int) -> Int {
        var index = start
        while index &+ 16 <= count {
            let block = ByteLanes.load(bytes, at: index)
            if let found = ByteLanes.firstMarked(ByteLanes.equal(block, 0x0A) | ByteLanes.equal(block, 0x0D)) {
                return index &+ found
            }
            index &+= 16
        }
        while index < count, bytes[index] != 0x0A, bytes[index] != 0x0D {
            index &+= 1
        }
        return min(index, count)
    }
}
