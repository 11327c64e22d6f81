/// Patterns from the configuration, made absolute against the configuration's folder, matched
/// together against absolute paths.
public struct PathPatterns: Sendable, Equatable {
    package let globs: [Glob]

    public init(_ patterns: [String] = [], relativeTo folder: String = "/") {
        globs = patterns.map { Glob(Path.absolute($0, relativeTo: folder)) }
    }

    public var isEmpty: Bool { globs.isEmpty }

    /// Whether some pattern matches `path` or a folder that holds it.
    public func cover(_ path: String) -> Bool {
        guard !globs.isEmpty else { return false }
        let split = GlobPath(path)
        return globs.contains { $0.matches(split, allowingMore: true) }
    }
}
