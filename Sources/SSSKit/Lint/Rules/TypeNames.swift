/// Reads the type a declaration refers to, the way rules compare it.
enum TypeNames {
    /// The protocol every generated Navigation talks to instead of `UINavigationController`.
    static let navigationControlling = "NavigationControlling"

    /// The named type behind optionals, `any`/`some`, parentheses and generic arguments, with module
    /// qualification dropped: `BannerRendering` for `(any BannerRendering)?`, `Node` for `Tree.Node<Int>!`.
    static func plainName(_ reference: TypeReference) -> String {
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
