import Foundation
@testable import SSSCore
import SSSTestSupport

/// Random texts for the merge tests, with a base and two sides derived from it by edits.
struct RandomEdits {
    /// How lines end: all `\n`, all `\r\n`, or each line its own way.
    enum Endings: CaseIterable {
        case lf, crlf, mixed
    }

    private var generator: SplitMix64
    /// The contents lines can take; a small list makes lines repeat, so diffs have choices.
    private let alphabet: [String]?

    /// With `alphabet` nil, every base line and every inserted line is distinct, so each diff has a
    /// single shortest script that no line can slide in: what git's diff finds is what ours finds.
    init(seed: UInt64, alphabet: [String]? = nil) {
        generator = SplitMix64(seed: seed)
        self.alphabet = alphabet
    }

    /// A base and two sides, as bytes.
    mutating func triple() -> (base: [UInt8], ours: [UInt8], theirs: [UInt8]) {
        let endings = Endings.allCases.randomElement(using: &generator) ?? .lf
        let base = (0..<Int.random(in: 0...8, using: &generator)).map { content("b\($0)") }
        var fresh = 0
        let oursPlan = plan(base.count, fresh: &fresh)
        var theirsPlan = plan(base.count, fresh: &fresh)
        for index in theirsPlan.indices where Int.random(in: 0..<10, using: &generator) < 3 {
            theirsPlan[index] = oursPlan[index]
        }
        return (
            join(base, endings),
            join(apply(oursPlan, to: base), endings),
            join(apply(theirsPlan, to: base), endings)
        )
    }

    /// What a side does at each base line (and once more after the last): lines to insert before
    /// it, and whether it keeps, deletes or replaces the line.
    private mutating func plan(_ count: Int, fresh: inout Int) -> [(insert: [String], keep: Bool)] {
        (0...count).map { _ in
            var insert: [String] = []
            while Int.random(in: 0..<10, using: &generator) < 2 {
                insert.append(content("x\(fresh)"))
                fresh += 1
            }
            return (insert, Int.random(in: 0..<10, using: &generator) < 7)
        }
    }

    private func apply(_ plan: [(insert: [String], keep: Bool)], to base: [String]) -> [String] {
        var lines: [String] = []
        for (index, step) in plan.enumerated() {
            lines += step.insert
            if index < base.count, step.keep {
                lines.append(base[index])
            }
        }
        return lines
    }

    private mutating func content(_ unique: String) -> String {
        guard let alphabet else { return unique }
        return alphabet.randomElement(using: &generator) ?? ""
    }

    /// The lines with their endings; the last line sometimes has none.
    private mutating func join(_ lines: [String], _ endings: Endings) -> [UInt8] {
        var bytes: [UInt8] = []
        for (index, line) in lines.enumerated() {
            bytes += Array(line.utf8)
            if index == lines.count - 1, Int.random(in: 0..<4, using: &generator) == 0 {
                break
            }
            bytes += Array(ending(of: line, endings).utf8)
        }
        return bytes
    }

    /// A line's ending; in mixed files it depends on the line's content, so that a side that keeps
    /// a line keeps its ending.
    private func ending(of line: String, _ endings: Endings) -> String {
        switch endings {
        case .lf: "\n"
        case .crlf: "\r\n"
        case .mixed: line.utf8.reduce(0) { $0 + Int($1) } % 2 == 0 ? "\r\n" : "\n"
        }
    }
}

/// Runs `git merge-file -p --diff3` and `diff -u` on texts, for comparing with ``ThreeWayMerge``
/// and ``UnifiedDiff``.
enum ExternalTools {
    /// The `git` executable on `PATH`, if any.
    static let git = executable("git")
    /// The `diff` executable on `PATH`, if any (GNU diff is what the tests were checked with).
    static let diff = executable("diff")

    private static func executable(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "")
            .split(separator: ":")
            .map { $0 + "/" + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Git's merged bytes and its exit status (the number of conflicts).
    static func gitMergeFile(base: [UInt8], ours: [UInt8], theirs: [UInt8], in folder: URL) throws -> (output: [UInt8], status: Int32) {
        let paths = try write(["ours": ours, "base": base, "theirs": theirs], in: folder)
        return try run(git, ["merge-file", "-p", "--diff3", "-L", "ours", "-L", "base", "-L", "theirs"] + paths)
    }

    /// `diff -u --label a/file --label b/file`: the unified diff and the exit status (1 when the
    /// texts differ).
    static func unifiedDiff(old: [UInt8], new: [UInt8], in folder: URL) throws -> (output: [UInt8], status: Int32) {
        let paths = try write(["old": old, "new": new], in: folder)
        return try run(diff, ["-u", "--label", "a/file", "--label", "b/file"] + paths)
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sss-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes each file into `folder` and returns their paths, in order.
    private static func write(_ files: KeyValuePairs<String, [UInt8]>, in folder: URL) throws -> [String] {
        try files.map { name, bytes in
            let url = folder.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            return url.path
        }
    }

    private static func run(_ executable: String?, _ arguments: [String]) throws -> (output: [UInt8], status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable ?? "/nonexistent")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (Array(output), process.terminationStatus)
    }
}
