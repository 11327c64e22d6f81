/// Reads the type a declaration refers to, the way rules compare it.
enum TypeNames {
    /// The protocol every generated Navigation talks to instead of `UINavigationController`.
    static let navigationControlling = "NavigationControlling"

    /// The named type behind optionals, `any`/`some`, parentheses and generic arguments, with module
    /// qualification dropped: `BannerRendering` for `(any BannerRendering)?`, `Node` for `Tree.Node<Int>!`.
    static func plainName(_ reference: TypeReference) -> String {
        var text = reference.text
        if let quick = text.withUTF8(Self.simpleName) { return quick }
        return slowPlainName(reference)
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

    private static func slowPlainName(_ reference: TypeReference) -> String {
        var text = Substring(reference.withoutGenericArguments)
        var changed = true
        while changed {
            changed = false
            while let last = text.last, last == "?" || last == "!" || last == " " {
                text = text.dropLast()
                changed = true
            }
            while text.first == " " {
                text = text.dropFirst()
                changed = true
            }
            if text.hasPrefix("("), text.hasSuffix(")") {
                text = text.dropFirst().dropLast()
                changed = true
            }
            for keyword in ["any ", "some "] where text.hasPrefix(keyword) {
                text = text.dropFirst(keyword.count)
                changed = true
            }
        }
        guard !text.contains(where: { "()[]:,&-> ".contains($0) }) else { return "" }
        return text.split(separator: ".").last.map(String.init) ?? ""
    }
}
