/// A type as written in source: an inheritance entry, a type annotation, a parameter or return type.
///
/// The text keeps qualified names and generic arguments (`Tree.Node`, `Box<Int>?`); whitespace and
/// comments inside it become one space.
package struct TypeReference: Sendable, Hashable {
    package var text: String
    /// The offset of the type's first byte.
    package var offset: Int

    package init(text: String, offset: Int) {
        self.text = text
        self.offset = offset
    }

    /// The text without generic arguments: `Tree.Node` for `Tree<Int>.Node<String>`.
    package var withoutGenericArguments: String {
        guard Self.contains(UInt8(ascii: "<"), in: text) else { return text }
        var result: [UInt8] = []
        var depth = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "<") {
                depth += 1
            } else if byte == UInt8(ascii: ">") {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The text without trailing `?` and `!`: `Rendering` for `Rendering?`.
    package var withoutOptionality: String {
        var result = Substring(text)
        while let last = result.last, last == "?" || last == "!" {
            result = result.dropLast()
        }
        return String(result)
    }

    /// The name a rule compares: no generic arguments, no optionality, last component only
    /// (`Node` for `Tree.Node<Int>?`).
    package var baseName: String {
        let plain = TypeReference(text: withoutGenericArguments, offset: offset).withoutOptionality
        guard let dot = plain.lastIndex(of: ".") else { return plain }
        return String(plain[plain.index(after: dot)...])
    }

    /// Whether the UTF-8 of `text` holds the UTF-8 of `part`.
    static func contains(_ part: String, in text: String) -> Bool {
        var text = text
        var part = part
        return text.withUTF8 { haystack in
            part.withUTF8 { needle in ByteSearch.contains(needle, in: haystack) }
        }
    }

    /// Whether the UTF-8 of `text` holds `byte`, read through its contiguous storage.
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        // Read in place: a copy to call `withUTF8` on would count a reference to the text.
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            return ByteSearch.firstIndex(of: byte, in: base, count: bytes.count) != nil
        }
        return found ?? text.utf8.contains(byte)
    }
}
