extension TypeNames {
    /// The named types a type is made of, read as ``plainName(_:keepingQualification:)`` reads one: the
    /// name itself for a plain type, and each member of a protocol composition (`A & B`), also inside
    /// parentheses, behind `?`, `!`, `any` or `some`, or written `Optional<A & B>`. Empty for a
    /// function, tuple or collection type.
    static func namedParts(_ reference: TypeReference, keepingQualification: Bool = false) -> [String] {
        let whole = plainName(reference, keepingQualification: keepingQualification)
        if !whole.isEmpty { return [whole] }
        guard TypeReference.contains(UInt8(ascii: "&"), in: reference.text) else { return [] }
        let composition = peeled(Array(reference.text.utf8))
        return topLevelParts(of: composition).compactMap { part in
            let name = plainName(TypeReference(text: String(decoding: part, as: UTF8.self), offset: reference.offset),
                                 keepingQualification: keepingQualification)
            return name.isEmpty ? nil : name
        }
    }

    /// `bytes` without the blanks, `?`, `!`, parentheses around the whole, `any `, `some ` and
    /// `Optional<…>` that wrap a composition.
    private static func peeled(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        var rest = bytes[...]
        var changed = true
        while changed {
            changed = false
            while let last = rest.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") || last == UInt8(ascii: " ") {
                rest = rest.dropLast()
                changed = true
            }
            while rest.first == UInt8(ascii: " ") {
                rest = rest.dropFirst()
                changed = true
            }
            if rest.first == UInt8(ascii: "("), rest.last == UInt8(ascii: ")"), closesAtEnd(rest) {
                rest = rest.dropFirst().dropLast()
                changed = true
            }
            for prefix in ["any ", "some ", "Optional<", "Swift.Optional<"] where rest.starts(with: prefix.utf8) {
                if prefix.hasSuffix("<") {
                    guard rest.last == UInt8(ascii: ">") else { continue }
                    rest = rest.dropLast()
                }
                rest = rest.dropFirst(prefix.utf8.count)
                changed = true
            }
        }
        return rest
    }

    /// Whether the bracket opening `bytes` closes at its last byte rather than before it.
    private static func closesAtEnd(_ bytes: ArraySlice<UInt8>) -> Bool {
        var depth = 0
        for (position, byte) in zip(bytes.indices, bytes) {
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return position == bytes.index(before: bytes.endIndex) }
            }
        }
        return false
    }

    /// The parts of `bytes` between the `&` outside any bracket.
    private static func topLevelParts(of bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var depth = 0
        var start = bytes.startIndex
        for (position, byte) in zip(bytes.indices, bytes) {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where position == bytes.startIndex || bytes[position - 1] != UInt8(ascii: "-"): depth -= 1
            case UInt8(ascii: "&") where depth == 0:
                parts.append(bytes[start..<position])
                start = position + 1
            default: break
            }
        }
        parts.append(bytes[start...])
        return parts
    }
}
