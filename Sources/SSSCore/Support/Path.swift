/// String operations on `/`-separated paths, without touching the disk.
package enum Path {
    /// `base/component`, or `component` alone when it is absolute or `base` is empty or `.`.
    package static func join(_ base: String, _ component: String) -> String {
        if component.hasPrefix("/") || base.isEmpty || base == "." { return component }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// The folder holding `path`: `a/b` for `a/b/c`, `.` for `c`, `/` for `/c`.
    package static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// The last component of `path`.
    package static func lastComponent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `path` made absolute against `directory`, with `.` and `..` components and repeated slashes
    /// removed. Symbolic links are not resolved.
    package static func absolute(_ path: String, relativeTo directory: String) -> String {
        normalize(path.hasPrefix("/") ? path : join(directory, path))
    }

    /// Removes `.` components, folds `..` into its parent and squeezes repeated slashes.
    package static func normalize(_ path: String) -> String {
        guard !isNormalized(path) else { return path }
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == ".." && isAbsolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether ``normalize(_:)`` leaves `path` as it is, read in one pass over its bytes: it has no
    /// empty, `.` or `..` component (but is `.` itself, or `/`), and no slash at its end. A leading
    /// `..`, which normalizing keeps, gets the answer `false`, so the long way finds that out.
    static func isNormalized(_ path: String) -> Bool {
        var length = 0
        var onlyDots = true
        var isFirstByte = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if !isFirstByte, length == 0 || onlyDots && length <= 2 { return false }
                length = 0
                onlyDots = true
            } else {
                length += 1
                onlyDots = onlyDots && byte == UInt8(ascii: ".")
            }
            isFirstByte = false
        }
        if length == 0 { return path == "/" }
        return !(onlyDots && length <= 2) || path == "."
    }

    /// `path` relative to `base` when it lies inside it, otherwise `path` unchanged. Both should be
    /// normalized absolute paths.
    package static func relative(_ path: String, to base: String) -> String {
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Whether `path` is `base` or lies inside it (both normalized absolute paths).
    package static func isInside(_ path: String, _ base: String) -> Bool {
        path == base || path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }
}
