/// Byte ranges of a spec's text, trimmed and turned into ``LocatedText``.
struct SourceText {
    let file: SourceFile

    var bytes: [UInt8] { file.bytes }

    func trim(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, ValueScanner.isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, ValueScanner.isBlank(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    func located(_ range: Range<Int>) -> LocatedText {
        LocatedText(text: string(range), location: location(range))
    }

    func location(_ range: Range<Int>) -> SourceLocation {
        SourceLocation(file: file, offset: range.lowerBound, length: range.count)
    }

    /// The first mismatched bracket in `range`, counting `<>` as brackets (but not the `>` of `->`).
    func bracketProblem(in range: Range<Int>) -> Diagnostic? {
        var matcher = BracketMatcher(tracksAngles: true)
        for index in range {
            if let mismatch = matcher.consume(bytes[index], at: index) {
                return .error(mismatch.message, at: SourceLocation(file: file, offset: mismatch.offset))
            }
        }
        return matcher.unclosed().map { .error($0.message, at: SourceLocation(file: file, offset: $0.offset)) }
    }

    /// The ranges between the commas of `range` that are outside brackets.
    func splitOnTopLevelCommas(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var depth = 0
        var start = range.lowerBound
        var previous: UInt8 = 0
        for index in range {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            case UInt8(ascii: ">") where previous != UInt8(ascii: "-"):
                depth = max(0, depth - 1)
            case UInt8(ascii: ",") where depth == 0:
                parts.append(start..<index)
                start = index + 1
            default:
                break
            }
            previous = byte
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// The first offset in `range` holding `byte` outside brackets, if any.
    func firstTopLevel(_ byte: UInt8, in range: Range<Int>) -> Int? {
        var depth = 0
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            case UInt8(ascii: ">") where index == 0 || bytes[index - 1] != UInt8(ascii: "-"): depth = max(0, depth - 1)
            case byte where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}
