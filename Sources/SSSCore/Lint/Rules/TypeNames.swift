/// Reads the type a declaration refers to, the way rules compare it.
enum TypeNames {
    /// The protocol every generated Navigation talks to instead of `UINavigationController`.
    static let navigationControlling = "NavigationControlling"

    /// The named type behind optionals (`?`, `!`, `Optional<…>`), `any`/`some`, parentheses and generic
    /// arguments, with module qualification dropped: `BannerRendering` for `(any BannerRendering)?` and
    /// `Optional<BannerRendering>`, `Node` for `Tree.Node<Int>!`; with `keepingQualification`, the
    /// dotted name is kept whole (`Tree.Node`).
    static func plainName(_ reference: TypeReference, keepingQualification: Bool = false) -> String {
        var text = reference.text
        if let quick = text.withUTF8(Self.simpleName) { return quick }
        var rest = Substring(text)
        var isOptional = false
        while let wrapped = wrappedInOptional(rest) {
            rest = wrapped
            isOptional = true
        }
        guard isOptional else { return slowPlainName(reference, keepingQualification: keepingQualification) }
        return plainName(TypeReference(text: String(rest), offset: reference.offset), keepingQualification: keepingQualification)
    }

    /// `T` for `Optional<T>` or `Swift.Optional<T>`, after peeling the optionality, blanks, parentheses
    /// and `any`/`some` around it; `nil` for anything else.
    private static func wrappedInOptional(_ text: Substring) -> Substring? {
        var rest = text
        var changed = true
        while changed {
            changed = false
            while let last = rest.last, last == "?" || last == "!" || last == " " {
                rest = rest.dropLast()
                changed = true
            }
            while rest.first == " " {
                rest = rest.dropFirst()
                changed = true
            }
            if rest.first == "(", rest.last == ")" {
                rest = rest.dropFirst().dropLast()
                changed = true
            }
            for keyword in ["any ", "some "] where rest.hasPrefix(keyword) {
                rest = rest.dropFirst(keyword.count)
                changed = true
            }
        }
        guard rest.last == ">" else { return nil }
        for prefix in ["Optional<", "Swift.Optional<"] where rest.hasPrefix(prefix) {
            return rest.dropFirst(prefix.count).dropLast()
        }
        return nil
    }

    /// The name itself when `bytes` is a simple name with at most trailing `?`/`!` (the usual case),
    /// read without building intermediate strings; `nil` when the slower reading is needed.
    private static func simpleName(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") {
            end -= 1
        }
        guard end > 0 else { return nil }
        for index in 0..<end {
            let byte = bytes[index]
            let isWord = byte >= 0x80 || byte == UInt8(ascii: "_")
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            guard isWord else { return nil }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self)
    }

    /// Peels optionality, surrounding blanks, one pair of outer parentheses and `any `/`some ` until none
    /// is left, then takes the last dotted component; "" when what remains is not a plain name (a
    /// function, tuple, collection or composition type). With `keepingQualification`, every dotted
    /// component is kept.
    private static func slowPlainName(_ reference: TypeReference, keepingQualification: Bool) -> String {
        var text = reference.withoutGenericArguments
        return text.withUTF8 { bytes in
            var start = 0
            var end = bytes.count
            var changed = true
            while changed {
                changed = false
                while end > start, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!")
                    || bytes[end - 1] == UInt8(ascii: " ") {
                    end -= 1
                    changed = true
                }
                while start < end, bytes[start] == UInt8(ascii: " ") {
                    start += 1
                    changed = true
                }
                if end - start >= 2, bytes[start] == UInt8(ascii: "("), bytes[end - 1] == UInt8(ascii: ")") {
                    start += 1
                    end -= 1
                    changed = true
                }
                for keyword in [anyKeyword, someKeyword] where hasPrefix(keyword, bytes, from: start, to: end) {
                    start += keyword.count
                    changed = true
                }
            }
            var componentStart = start
            for index in start..<end {
                let byte = bytes[index]
                if byte < 0x80, disallowed[Int(byte)] { return "" }
                if byte == UInt8(ascii: ".") { componentStart = index + 1 }
            }
            if keepingQualification, componentStart < end {
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            }
            var componentEnd = end
            if componentStart == end {
                componentEnd = componentStart - 1
                while componentEnd > start, bytes[componentEnd - 1] == UInt8(ascii: ".") { componentEnd -= 1 }
                componentStart = componentEnd
                while componentStart > start, bytes[componentStart - 1] != UInt8(ascii: ".") { componentStart -= 1 }
            }
            guard componentEnd > componentStart else { return "" }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[componentStart..<componentEnd]), as: UTF8.self)
        }
    }

    private static let anyKeyword: [UInt8] = Array("any ".utf8)
    private static let someKeyword: [UInt8] = Array("some ".utf8)

    /// The ASCII bytes that cannot appear in a plain name: brackets, colons, commas, `&`, arrows, blanks.
    private static let disallowed: [Bool] = (0..<128).map { byte in "()[]:,&-> ".utf8.contains(UInt8(byte)) }

    private static func hasPrefix(_ prefix: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard end - start >= prefix.count else { return false }
        for offset in 0..<prefix.count where bytes[start + offset] != prefix[offset] {
            return false
        }
        return true
    }
}

extension TypeNames {
    /// The named types a property's type refers to directly: the ``plainName(_:keepingQualification:)``
    /// of a plain or optional type, or each member of a protocol composition, optional or not
    /// (`A`, `B` and `AnyObject` for `(any A & B & AnyObject)?`); empty for functions, tuples and
    /// collections.
    static func directNames(_ reference: TypeReference) -> [String] {
        let plain = plainName(reference)
        if !plain.isEmpty { return [plain] }
        var text = Substring(reference.text)
        var changed = true
        while changed {
            let before = text
            text = text.drop { $0 == " " }
            while let last = text.last, last == "?" || last == "!" || last == " " { text = text.dropLast() }
            if text.first == "(", text.last == ")" { text = text.dropFirst().dropLast() }
            for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
            for prefix in ["Optional<", "Swift.Optional<"] where text.hasPrefix(prefix) && text.hasSuffix(">") {
                text = text.dropFirst(prefix.count).dropLast()
            }
            changed = text != before
        }
        guard text.contains("&"), !text.contains(where: { "[]<>():-,".contains($0) }) else { return [] }
        return text.split(separator: "&").map { plainName(TypeReference(text: String($0), offset: reference.offset)) }.filter { !$0.isEmpty }
    }
}
