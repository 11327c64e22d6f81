/// Byte-level facts about UTF-8 text.
enum UTF8Text {
    /// Why a file cannot be read as text.
    enum Problem: Equatable {
        case nulByte(offset: Int)
        case invalidUTF8(offset: Int)
    }

    /// The number of bytes in the sequence that starts with `lead` (1 for stray continuation bytes).
    static func sequenceLength(startingWith lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// The first NUL byte or invalid UTF-8 sequence in `bytes`, if any.
    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar.value == 0 { return .nulByte(offset: offset) }
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return .invalidUTF8(offset: offset)
            }
        }
    }
}
