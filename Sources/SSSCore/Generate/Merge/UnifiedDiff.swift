/// A unified diff of two texts, as `git diff` and `diff -u` print it:
///
/// ```
/// --- a/Sources/Lobby.swift
/// +++ b/Sources/Lobby.swift
/// @@ -3,7 +3,8 @@
///  context line
/// -removed line
/// +inserted line
/// ```
///
/// Each hunk shows `context` unchanged lines before and after its changes; changes with at most
/// twice that many unchanged lines between them share a hunk. A hunk header gives the first line
/// and the number of lines of each side, the number left out when it is 1; a side with no lines
/// gives the line before the hunk instead (0 at the start). Lines keep their own endings
/// (`\r\n` stays), and a line without one is followed by `\ No newline at end of file`. Unlike
/// `git diff`, headers carry no enclosing function after the second `@@`, and changes between
/// repeated lines are placed by ``LineDiff`` (as `git diff --no-indent-heuristic` places them),
/// without git's indent heuristic.
public struct UnifiedDiff: Sendable, Equatable {
    /// The name after `---`.
    public let oldLabel: String
    /// The name after `+++`.
    public let newLabel: String
    /// The unchanged lines shown around each change.
    public let context: Int

    /// A negative `context` counts as 0.
    public init(oldLabel: String, newLabel: String, context: Int = 3) {
        self.oldLabel = oldLabel
        self.newLabel = newLabel
        self.context = max(context, 0)
    }

    /// Labels `a/path` and `b/path`, as git uses.
    public init(path: String, context: Int = 3) {
        self.init(oldLabel: "a/" + path, newLabel: "b/" + path, context: context)
    }

    /// The diff from `old` to `new`; empty when they are equal.
    public func render(old: [UInt8], new: [UInt8]) -> [UInt8] {
        let old = TextLines(old)
        let new = TextLines(new)
        let hunks = LineDiff.hunks(from: old, to: new)
        guard !hunks.isEmpty else { return [] }
        var output = Array("--- \(oldLabel)\n+++ \(newLabel)\n".utf8)
        var remaining = hunks[...]
        while let first = remaining.first {
            var group = [first]
            remaining.removeFirst()
            while let next = remaining.first, next.old.lowerBound - group[group.count - 1].old.upperBound <= 2 * context {
                group.append(next)
                remaining.removeFirst()
            }
            write(group, old: old, new: new, to: &output)
        }
        return output
    }

    /// The diff from `old` to `new` as text (bytes that are not UTF-8 become U+FFFD).
    public func render(old: String, new: String) -> String {
        String(decoding: render(old: Array(old.utf8), new: Array(new.utf8)), as: UTF8.self)
    }

    /// One `@@` hunk for changes close enough to share their context.
    private func write(_ group: [DiffHunk], old: TextLines, new: TextLines, to output: inout [UInt8]) {
        let first = group[0]
        let last = group[group.count - 1]
        let leading = min(context, first.old.lowerBound)
        let trailing = min(context, old.count - last.old.upperBound)
        let oldLines = first.old.lowerBound - leading..<last.old.upperBound + trailing
        let newLines = first.new.lowerBound - leading..<last.new.upperBound + trailing
        output += Array("@@ -\(Self.header(oldLines)) +\(Self.header(newLines)) @@\n".utf8)
        var oldIndex = oldLines.lowerBound
        for hunk in group {
            for index in oldIndex..<hunk.old.lowerBound { Self.write(" ", old, index, to: &output) }
            for index in hunk.old { Self.write("-", old, index, to: &output) }
            for index in hunk.new { Self.write("+", new, index, to: &output) }
            oldIndex = hunk.old.upperBound
        }
        for index in oldIndex..<oldLines.upperBound { Self.write(" ", old, index, to: &output) }
    }

    /// `start,count` with `start` counted from 1; `,count` left out when it is 1, and `start` the line
    /// before when `count` is 0.
    private static func header(_ lines: Range<Int>) -> String {
        switch lines.count {
        case 0: "\(lines.lowerBound),0"
        case 1: "\(lines.lowerBound + 1)"
        default: "\(lines.lowerBound + 1),\(lines.count)"
        }
    }

    private static func write(_ prefix: Unicode.Scalar, _ text: TextLines, _ index: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: prefix))
        output += text[index]
        if text.lacksNewline(index) {
            output += Array("\n\\ No newline at end of file\n".utf8)
        }
    }
}
