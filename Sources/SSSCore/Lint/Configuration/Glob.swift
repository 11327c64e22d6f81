/// A path pattern, compiled once and matched against `/`-separated paths.
///
/// - `*` matches any run of characters inside one path component; `?` matches one character.
/// - `[abc]` and `[a-z]` match one character of the set; `[!abc]` and `[^abc]` one character outside it.
/// - `**`, written as a whole component, matches any number of components, none included.
/// - Every other character matches itself, case-sensitively.
///
/// Patterns and paths are compared component by component, so `Sources/*.swift` does not match
/// `Sources/App/Main.swift`, while `Sources/**/*.swift` does.
package struct Glob: Sendable, Equatable {
    /// The pattern as given.
    package let pattern: String
    let isAbsolute: Bool
    let segments: [GlobSegment]

    package init(_ pattern: String) {
        self.pattern = pattern
        isAbsolute = pattern.hasPrefix("/")
        segments = Array(pattern.utf8).split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(GlobSegment.init)
    }

    /// Whether the whole of `path` matches the pattern.
    package func matches(_ path: String) -> Bool {
        matches(GlobPath(path), allowingMore: false)
    }

    /// Whether `path`, or a folder that holds it, matches the pattern: `Sources/Generated` covers
    /// `Sources/Generated/Model.swift`.
    package func covers(_ path: String) -> Bool {
        matches(GlobPath(path), allowingMore: true)
    }

    /// Whether the pattern has `*`, `?` or `[`; a pattern without them names one path.
    package var hasWildcards: Bool {
        segments.contains { !$0.isLiteral }
    }

    /// The leading components that hold no wildcard, where a search for matching files can start:
    /// `/work/Sources` for `/work/Sources/**/*.swift`.
    package var literalPrefix: String {
        let literal = segments.prefix { $0.isLiteral }.compactMap(\.literalText)
        let joined = literal.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// What makes `pattern` unusable, such as an unclosed `[`, or `nil` when it is fine.
    package static func problem(in pattern: String) -> String? {
        if pattern.isEmpty { return "an empty pattern matches nothing" }
        for segment in Array(pattern.utf8).split(separator: UInt8(ascii: "/")) where GlobSegment(segment).hasUnclosedSet {
            return "'[' starts a character set that is never closed with ']'"
        }
        return nil
    }

    /// Matches segment by segment, keeping the numbers of leading components the segments so far
    /// can match, so no `**` is tried more than once per component and nothing recurses. (Trying
    /// each way the `**`s could split the path took exponential time and deep recursion.)
    func matches(_ path: GlobPath, allowingMore: Bool) -> Bool {
        if path.components.count < UInt64.bitWidth { return matchesShort(path, allowingMore: allowingMore) }
        return matchesLong(path, allowingMore: allowingMore)
    }

    /// The same for a path of any length, with the numbers of leading components in arrays.
    func matchesLong(_ path: GlobPath, allowingMore: Bool) -> Bool {
        guard path.isAbsolute == isAbsolute else { return false }
        let count = path.components.count
        var ends = [0]
        for segment in segments {
            if case .anyDepth = segment {
                ends = Array(ends[0]...count)
            } else {
                ends = ends.compactMap { end in
                    end < count && segment.matches(path.components[end]) ? end + 1 : nil
                }
            }
            guard !ends.isEmpty else { return false }
        }
        return ends.last == count || (allowingMore && ends.contains { $0 > 0 })
    }

    /// The same for a path of fewer than 64 components, with the numbers of leading components kept as
    /// the bits of one integer instead of in arrays: most paths, matched with no allocation.
    func matchesShort(_ path: GlobPath, allowingMore: Bool) -> Bool {
        guard path.isAbsolute == isAbsolute else { return false }
        let count = path.components.count
        var ends: UInt64 = 1
        for segment in segments {
            if case .anyDepth = segment {
                let lowest = UInt64(ends.trailingZeroBitCount)
                ends = (UInt64.max >> (63 - UInt64(count))) & (UInt64.max << lowest)
            } else {
                var next: UInt64 = 0
                var remaining = ends
                while remaining != 0 {
                    let end = remaining.trailingZeroBitCount
                    remaining &= remaining - 1
                    if end < count, segment.matches(path.components[end]) { next |= 1 << UInt64(end + 1) }
                }
                ends = next
            }
            guard ends != 0 else { return false }
        }
        return ends & (1 << UInt64(count)) != 0 || (allowingMore && ends & ~1 != 0)
    }
}

/// A path split into components once, so several globs can be tried against it.
struct GlobPath {
    let isAbsolute: Bool
    let components: [ArraySlice<UInt8>]

    init(_ path: String) {
        let bytes = Array(path.utf8)
        isAbsolute = bytes.first == UInt8(ascii: "/")
        components = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true)
    }
}
