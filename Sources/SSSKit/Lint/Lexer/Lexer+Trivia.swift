#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
                index &+= 1
                while index &+ 8 <= count,
                    UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
                {
                    index &+= 8
                }
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

    /// `//` or `///` up to the end of the line.
    mutating func lexLineComment() {
        let start = position
        let isDoc = byte(at: start + 2) == UInt8(ascii: "/") && byte(at: start + 3) != UInt8(ascii: "/")
        if !isDoc { noteLineComment(at: start) }
        emit(isDoc ? .docLineComment : .lineComment, from: start, to: input.lineEnd(from: start + 2))
    }

    /// Notes whether the `//` comment at `slash` may be a suppression command: one whose text starts,
    /// after blanks, with `sss:` (see ``SuppressionParser``). Doc comments (`///`) are never commands.
    @inline(__always)
    mutating func noteLineComment(at slash: Int) {
        guard !mayHoldCommands else { return }
        var index = slash &+ 2
        if byte(at: index) == UInt8(ascii: "/"), byte(at: index &+ 1) != UInt8(ascii: "/") { return }
        while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0C || bytes[index] == 0x0D {
            index &+= 1
        }
        if input.matches("sss:", at: index) { mayHoldCommands = true }
    }

    /// `/* … */` with nested comments counted; unterminated comments run to the end of input.
    mutating func lexBlockComment() {
        let start = position
        let third = byte(at: start + 2)
        let isDoc = third == UInt8(ascii: "*") && byte(at: start + 3) != UInt8(ascii: "*")
            && byte(at: start + 3) != UInt8(ascii: "/")
        var depth = 1
        var index = start + 2
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*"), self.byte(at: index + 1) == UInt8(ascii: "/") {
                index += 2
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: "/"), self.byte(at: index + 1) == UInt8(ascii: "*") {
                index += 2
                depth += 1
            } else {
                index += 1
            }
        }
        emit(isDoc ? .docBlockComment : .blockComment, from: start, to: index, flags: depth == 0 ? [] : .malformed)
    }
}

extension LexerInput {
    /// The offset of the first CR or LF at or after `start`, or the end of input.
    func lineEnd(from start: Int) -> Int {
        guard start < count else { return count }
        let end = memchr(bytes + start, 0x0A, count - start).map { bytes.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? count
        guard end > start, let carriageReturn = memchr(bytes + start, 0x0D, end - start) else { return end }
        return bytes.distance(to: carriageReturn.assumingMemoryBound(to: UInt8.self))
    }
}
