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

    /// The text without generic arguments: `Tree.Node` for `Tree<Int>.Node<String>`. The `>` of an arrow
    /// inside them (`Producer<D, (Int) -> Bool>`) closes nothing.
    package var withoutGenericArguments: String {
        guard Self.contains(UInt8(ascii: "<"), in: text) else { return text }
        var result: [UInt8] = []
        var depth = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "<") {
                depth += 1
            } else if byte == UInt8(ascii: ">"), previous != UInt8(ascii: "-") {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                result.append(byte)
            }
            previous = byte
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The named type the text spells, as rules compare it: without the attributes (`@unchecked`,
    /// `@retroactive`, `@preconcurrency`, `@MainActor`) and the `some` or `any` before it, and without
    /// generic arguments: `Tree.Node` for `@preconcurrency Tree<Int>.Node<String>`.
    package var named: String {
        let start = Self.nameStart(of: text)
        guard start > 0 else { return withoutGenericArguments }
        let rest = String(decoding: text.utf8.dropFirst(start), as: UTF8.self)
        return TypeReference(text: rest, offset: offset + start).withoutGenericArguments
    }

    /// The text without trailing `?` and `!`: `Rendering` for `Rendering?`.
    package var withoutOptionality: String {
        var result = Substring(text)
        while let last = result.last, last == "?" || last == "!" {
            result = result.dropLast()
        }
        return String(result)
    }

    /// The name a rule compares: no attributes, `some` or `any`, no generic arguments, no optionality,
    /// last component only (`Node` for `Tree.Node<Int>?`, `Sendable` for `@unchecked Sendable`).
    package var baseName: String {
        let plain = TypeReference(text: named, offset: offset).withoutOptionality
        guard let dot = plain.lastIndex(of: ".") else { return plain }
        return String(plain[plain.index(after: dot)...])
    }

    /// The offset in UTF-8 bytes of `text` past its leading attributes (each with its arguments) and
    /// `some` or `any`, and the blanks after them; 0 when it starts with none.
    private static func nameStart(of text: String) -> Int {
        guard let first = text.utf8.first, first == UInt8(ascii: "@") || first == UInt8(ascii: "s") || first == UInt8(ascii: "a") else {
            return 0
        }
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let start = index
            if bytes[index] == UInt8(ascii: "@") {
                index += 1
                while index < bytes.count, isNameByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                    index += 1
                }
                if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                    index = closingParenthesis(in: bytes, from: index)
                }
            } else {
                for word in ["some", "any"] where hasWord(word, in: bytes, at: index) {
                    index += word.utf8.count
                }
            }
            guard index > start else { break }
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") {
                index += 1
            }
        }
        return index
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// Whether `word` starts at `index` and a blank follows it.
    private static func hasWord(_ word: String, in bytes: [UInt8], at index: Int) -> Bool {
        let spelled = Array(word.utf8)
        guard index + spelled.count < bytes.count, bytes[index + spelled.count] == UInt8(ascii: " ") else { return false }
        return Array(bytes[index..<(index + spelled.count)]) == spelled
    }

    /// The index after the `)` that closes the `(` at `open`, or the end.
    private static func closingParenthesis(in bytes: [UInt8], from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "(") { depth += 1 }
            if bytes[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return index
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
