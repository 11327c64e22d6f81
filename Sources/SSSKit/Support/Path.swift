/// String operations on `/`-separated paths, without touching the disk.
public enum Path {
    /// `base/component`, or `component` alone when it is absolute or `base` is empty or `.`.
    public static func join(_ base: String, _ component: String) -> String {
        if component.hasPrefix("/") || base.isEmpty || base == "." { return component }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// The folder holding `path`: `a/b` for `a/b/c`, `.` for `c`, `/` for `/c`.
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// The last component of `path`.
    public static func lastComponent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `path` made absolute against `directory`, with `.` and `..` components and repeated slashes
    /// removed. Symbolic links are not resolved.
    public static func absolute(_ path: String, relativeTo directory: String) -> String {
        normalize(path.hasPrefix("/") ? path : join(directory, path))
    }

    /// Removes `.` components, folds `..` into its parent and squeezes repeated slashes.
    public static func normalize(_ path: String) -> String {
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

    /// `path` relative to `base` when it lies inside it, otherwise `path` unchanged. Both should be
    /// normalized absolute paths.
    public static func relative(_ path: String, to base: String) -> String {
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Whether `path` is `base` or lies inside it (both normalized absolute paths).
    public static func isInside(_ path: String, _ base: String) -> Bool {
        path == base || path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }
}
