/// This file is written with carriage return and line feed at every line end.
struct LineEndings__COPY__ {
    let name: String
    var lines: [String]

    static let sample = """
        first line
        second line, with \(1 + 1) interpolated
        """

    /* A block comment
       across several
       lines. */
    func joined() -> String {
        lines.joined(separator: "\r\n")
    }

    mutating func append(_ line: String) {
        // a line comment before a change
        lines.append(line)
    }
}

enum LineEndingKind__COPY__: CaseIterable {
    case lineFeed
    case carriageReturnLineFeed

    var bytes: [UInt8] {
        switch self {
        case .lineFeed: [10]
        case .carriageReturnLineFeed: [13, 10]
        }
    }
}
