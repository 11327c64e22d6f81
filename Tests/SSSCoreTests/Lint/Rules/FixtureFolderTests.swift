import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// Lints whole fixture folders full of traps (code in strings, comments, raw and multi-line strings and
/// regex literals; `class func`; nested and generic types; `#if` branches; CRLF and a byte order mark)
/// and compares every finding with the folder's `↓` markers and `expected.txt`. `Traps` runs the default
/// rules of Super Simple Architecture; `OptIn` runs every rule of it, opt-in ones included; `Simpler`
/// and `SimplerCounter` (SIMPLER's own counter, written by hand) run the rules of SIMPLER; `Elements`
/// and `ElementsSignIn` (the sign-in screen of Elements' description, written by hand) run the rules
/// of Elements.
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
        ("Elements", .elements, true), ("ElementsSignIn", .elements, false),
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

        let (actual, skipped) = try lint(files, architecture: architecture, includingOptIn: includingOptIn)
        #expect(actual.sorted() == expected.sorted())
        #expect(skipped.isEmpty)
    }

    /// The sign-in screen's base classes are the app's own, so custom_class_inheritance reports the
    /// classes that subclass them, until the configuration allows them.
    @Test func theSignInScreenIsCleanOnceItsBaseClassesAreAllowed() throws {
        let base = Repository.url("Tests/Fixtures/Lint/ElementsSignIn")
        var files: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: base.path) where name.hasSuffix(".swift") {
            files[name] = Array(MarkedSource(try String(contentsOf: base.appendingPathComponent(name), encoding: .utf8)).text.utf8)
        }
        let allowed = ["allowed_superclasses": ["NiblessView", "NiblessViewController"]]
        let (actual, skipped) = try lint(files, architecture: .elements, includingOptIn: false, options: ["custom_class_inheritance": allowed])
        #expect(actual.isEmpty)
        #expect(skipped.isEmpty)
        let (onlyView, _) = try lint(files, architecture: .elements, includingOptIn: false, options: ["custom_class_inheritance": ["allowed_superclasses": ["NiblessView"]]])
        #expect(onlyView.map(\.description) == ["SignInViewController.swift:6:13: custom_class_inheritance"])
    }

    /// Lints `files` with the rules of `architecture` and the rule options `options`: the findings,
    /// grouped by place, and the files the lint skipped.
    private func lint(
        _ files: [String: [UInt8]], architecture: Architecture, includingOptIn: Bool, options: [String: [String: [String]]] = [:]
    ) throws -> (findings: [Expectation], skipped: [String]) {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/fixture")
        for (name, bytes) in files {
            try fileSystem.writeFile(bytes, atPath: "/fixture/" + name)
        }
        let rules = RuleRegistry.all.filter { $0.description.architectures.contains(architecture) && (includingOptIn || !$0.description.isOptIn) }
        let linter = Linter(rules: rules.map { $0.init(settings: LintSettings(options: options)) }, settings: LintSettings(options: options), threads: 2)
        let run = linter.lint(paths: files.keys.sorted().map { "/fixture/" + $0 }, fileSystem: fileSystem)
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
        return (actual, run.skipped.map { "\($0)" })
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
