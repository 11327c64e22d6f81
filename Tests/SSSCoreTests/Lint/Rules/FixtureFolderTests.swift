import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// Lints whole fixture folders full of traps (code in strings, comments, raw and multi-line strings and
/// regex literals; `class func`; nested and generic types; `#if` branches; CRLF and a byte order mark)
/// and compares every finding with the folder's `↓` markers and `expected.txt`. `Traps` runs the default
/// rules of Super Simple Architecture; `OptIn` runs every rule of it, opt-in ones included; `Simpler`
/// and `SimplerCounter` (SIMPLER's own counter, written by hand) run the rules of SIMPLER.
struct FixtureFolderTests {
    struct Expectation: Hashable, Comparable, CustomStringConvertible {
        let file: String
        let position: LineColumn
        let rules: String

        static func < (lhs: Expectation, rhs: Expectation) -> Bool {
            (lhs.file, lhs.position, lhs.rules) < (rhs.file, rhs.position, rhs.rules)
        }

        var description: String { "\(file):\(position.line):\(position.column): \(rules)" }
    }

    static let folders: [(folder: String, architecture: Architecture, includingOptIn: Bool)] = [
        ("Traps", .ssa, false), ("OptIn", .ssa, true), ("Simpler", .simpler, true), ("SimplerCounter", .simpler, true),
    ]

    @Test(arguments: folders.indices)
    func findsExactlyTheMarkedSpots(_ index: Int) throws {
        let (folder, architecture, includingOptIn) = Self.folders[index]
        let base = Repository.url("Tests/Fixtures/Lint/\(folder)")
        let names = try FileManager.default.contentsOfDirectory(atPath: base.path).filter { $0.hasSuffix(".swift") }.sorted()
        var files: [String: [UInt8]] = [:]
        var markers: [String: [LineColumn]] = [:]
        for name in names {
            let marked = MarkedSource(try String(contentsOf: base.appendingPathComponent(name), encoding: .utf8))
            let bytes = Array(marked.text.utf8)
            files[name] = bytes
            let table = LineTable(bytes)
            markers[name] = marked.markerOffsets.map { table.lineColumn(at: $0) }
        }
        let expected = try expectations(in: base.appendingPathComponent("expected.txt"), markers: markers)

        let fileSystem = InMemoryFileSystem(currentDirectory: "/fixture")
        for (name, bytes) in files {
            try fileSystem.writeFile(bytes, atPath: "/fixture/" + name)
        }
        let rules = RuleRegistry.all.filter { $0.description.architectures.contains(architecture) && (includingOptIn || !$0.description.isOptIn) }
        let linter = Linter(rules: rules.map { $0.init(settings: LintSettings()) }, settings: LintSettings(), threads: 2)
        let run = linter.lint(paths: names.map { "/fixture/" + $0 }, fileSystem: fileSystem)
        var grouped: [String: [String]] = [:]
        for finding in run.findings {
            grouped["\(Path.lastComponent(of: finding.path))|\(finding.position.line)|\(finding.position.column)", default: []].append(finding.ruleID)
        }
        let actual = grouped.map { key, rules -> Expectation in
            let parts = key.split(separator: "|")
            return Expectation(
                file: String(parts[0]),
                position: LineColumn(line: Int(parts[1]) ?? 0, column: Int(parts[2]) ?? 0),
                rules: rules.sorted().joined(separator: "+")
            )
        }
        #expect(actual.sorted() == expected.sorted())
        #expect(run.skipped.isEmpty)
    }

    private func expectations(in url: URL, markers: [String: [LineColumn]]) throws -> [Expectation] {
        var result: [Expectation] = []
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: ":", maxSplits: 1)
            let file = String(parts[0])
            let rules = parts[1].split(separator: " ").map(String.init)
            let spots = markers[file] ?? []
            #expect(spots.count == rules.count, "\(file): \(spots.count) markers, \(rules.count) expected rule lists")
            for (spot, rule) in zip(spots, rules) {
                result.append(Expectation(file: file, position: spot, rules: rule))
            }
        }
        for (file, spots) in markers where !spots.isEmpty {
            #expect(result.contains { $0.file == file }, "\(file) has markers but no line in expected.txt")
        }
        return result
    }
}
