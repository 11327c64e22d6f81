/// Checks, byte by byte, that brackets on one line close in the order they opened.
///
/// `()`, `[]` and `{}` are always tracked; `<>` only when asked, for Swift type text, where the
/// `>` of an arrow (`->`) closes nothing.
struct BracketMatcher {
    /// The first bracket that does not pair up, and what to say about it.
    struct Mismatch {
        let message: String
        let offset: Int
    }

    let tracksAngles: Bool
    private var open: [(byte: UInt8, offset: Int)] = []
    private var previous: UInt8 = 0

    init(tracksAngles: Bool) {
        self.tracksAngles = tracksAngles
    }

    /// How many brackets are open.
    var depth: Int { open.count }

    /// Feeds the next byte; returns a mismatch when it closes the wrong bracket or nothing at all.
    mutating func consume(_ byte: UInt8, at offset: Int) -> Mismatch? {
        defer { previous = byte }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            open.append((byte, offset))
        case UInt8(ascii: "<") where tracksAngles:
            open.append((byte, offset))
        case UInt8(ascii: ">") where tracksAngles && previous == UInt8(ascii: "-"):
            break
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            return close(byte, at: offset)
        case UInt8(ascii: ">") where tracksAngles:
            return close(byte, at: offset)
        default:
            break
        }
        return nil
    }

    private mutating func close(_ byte: UInt8, at offset: Int) -> Mismatch? {
        guard let top = open.last else {
            return Mismatch(message: "unbalanced brackets: unexpected '\(Self.text(byte))'", offset: offset)
        }
        let expected = Self.closer(of: top.byte)
        guard expected == byte else {
            return Mismatch(
                message: "unbalanced brackets: expected '\(Self.text(expected))' to close '\(Self.text(top.byte))', found '\(Self.text(byte))'",
                offset: offset
            )
        }
        open.removeLast()
        return nil
    }

    /// The outermost bracket still open once the line has ended, if any.
    func unclosed() -> Mismatch? {
        open.first.map {
            Mismatch(message: "unbalanced brackets: '\(Self.text($0.byte))' is not closed on this line", offset: $0.offset)
        }
    }

    private static func closer(of opener: UInt8) -> UInt8 {
        switch opener {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        default: UInt8(ascii: ">")
        }
    }

    private static func text(_ byte: UInt8) -> String {
        String(Character(Unicode.Scalar(byte)))
    }
}
