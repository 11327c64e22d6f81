/// How many terminal columns text takes up.
///
/// Each character (grapheme cluster) takes one column, except East Asian wide characters and emoji
/// shown as pictures, which take two. A character's first scalar decides, as terminals do.
package enum DisplayWidth {
    package static func of<S: StringProtocol>(_ text: S) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    package static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.value < 0x20 || first.value == 0x7F { return 0 }
        if isWide(first) { return 2 }
        if character.unicodeScalars.contains("\u{FE0F}") && first.properties.isEmoji { return 2 }
        return 1
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        return wideRanges.contains { $0.contains(scalar.value) }
    }

    /// Hangul Jamo, CJK punctuation and ideographs, Hangul syllables, compatibility forms and
    /// full-width forms, and the supplementary ideographic planes.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]
}
