extension Token {
    /// The token's bytes decoded as UTF-8, invalid bytes replaced.
    package func text(in bytes: [UInt8]) -> String {
        let range = clampedRange(in: bytes)
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// A name's text without its backticks: `class` for `` `class` ``.
    package func name(in bytes: [UInt8]) -> String {
        let range = clampedRange(in: bytes)
        guard flags.contains(.backticked), range.count >= 2 else { return text(in: bytes) }
        return String(decoding: bytes[(range.lowerBound + 1)..<(range.upperBound - 1)], as: UTF8.self)
    }

    /// Whether the token's bytes are exactly `text`, compared without allocating.
    package func hasText(_ text: StaticString, in bytes: [UInt8]) -> Bool {
        let length = text.utf8CodeUnitCount
        guard length == self.length, end <= bytes.count else { return false }
        let spelling = text.utf8Start
        let start = offset
        for index in 0..<length where bytes[start + index] != spelling[index] {
            return false
        }
        return true
    }

    /// Whether the token's bytes are exactly the UTF-8 of `text`.
    package func hasText(_ text: String, in bytes: [UInt8]) -> Bool {
        guard end <= bytes.count else { return false }
        return text.utf8.elementsEqual(bytes[range])
    }

    private func clampedRange(in bytes: [UInt8]) -> Range<Int> {
        let start = min(offset, bytes.count)
        return start..<min(end, bytes.count)
    }
}
