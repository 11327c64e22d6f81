extension String {
    /// The string with each Unicode scalar that `replacement` gives text for replaced by that text; the
    /// string itself, not a copy, when there is none. The string is read scalar by scalar, so `&`
    /// followed by a combining accent, one character, is still found; the runs between replaced scalars
    /// are copied whole.
    func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var output: String?
        let scalars = unicodeScalars
        var runStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            if let replaced = replacement(scalars[index]) {
                if output == nil {
                    output = ""
                    output?.reserveCapacity(utf8.count + replaced.utf8.count)
                }
                output? += Substring(utf8[runStart..<index])
                output? += replaced
                runStart = next
            }
            index = next
        }
        guard var output else { return self }
        output += Substring(utf8[runStart...])
        return output
    }
}
