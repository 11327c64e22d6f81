import SSSCore
import SSSTestSupport

/// Lints a rule's documented examples in memory and compares the findings with the `↓` markers.
struct RuleExampleVerifier {
    /// A place a finding is expected or was found: file name, line and column.
    struct Spot: Hashable, Comparable, CustomStringConvertible {
        let file: String
        let line: Int
        let column: Int

        static func < (lhs: Spot, rhs: Spot) -> Bool {
            (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
        }

        var description: String { "\(file):\(line):\(column)" }
    }

    /// How the main file of an example is rewritten before linting.
    enum Wrapping: String, CaseIterable {
        case none
        case emojiPrefix
        case lineComments
        case rawString

        func apply(to code: String) -> (text: String, shift: Int)? {
            switch self {
            case .none: return (code, 0)
            case .emojiPrefix:
                let prefix = "/* 👨‍👩‍👧‍👦 */ "
                return (prefix + code, prefix.utf8.count)
            case .lineComments:
                return (code.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n"), 0)
            case .rawString:
                return ("let example = #\"\"\"\n" + code + "\n\"\"\"#\n", 0)
            }
        }

        /// Whether markers still mean findings after the rewrite.
        var keepsFindings: Bool { self == .none || self == .emojiPrefix }
    }

    let rule: any Rule.Type
    var settings = LintSettings()

    /// The expected and the actual spots for one example under one wrapping, and the actual messages.
    func verify(_ example: RuleExample, wrapping: Wrapping) -> (expected: [Spot], actual: [Spot], messages: [String]) {
        let main = MarkedSource(example.code)
        let others = example.otherFiles.map(MarkedSource.init)
        guard let wrapped = wrapping.apply(to: main.text) else { return ([], [], []) }
        var files = ["Main.swift": wrapped.text]
        var expected: [Spot] = []
        if wrapping.keepsFindings {
            let table = LineTable(Array(wrapped.text.utf8))
            expected += main.markerOffsets.map { spot(in: "Main.swift", table.lineColumn(at: $0 + wrapped.shift)) }
        }
        for (number, other) in others.enumerated() {
            let name = "Other\(number + 1).swift"
            files[name] = other.text
            if wrapping.keepsFindings {
                let table = LineTable(Array(other.text.utf8))
                expected += other.markerOffsets.map { spot(in: name, table.lineColumn(at: $0)) }
            }
        }
        let fileSystem = InMemoryFileSystem(currentDirectory: "/example", files: files)
        let linter = Linter(rules: rulesToRun.map { $0.init(settings: settings) }, settings: settings, threads: 1)
        let run = linter.lint(paths: files.keys.sorted().map { "/example/" + $0 }, fileSystem: fileSystem)
        var findings = run.findings.filter { $0.ruleID == rule.description.identifier }
        if !wrapping.keepsFindings {
            findings = findings.filter { $0.path == "/example/Main.swift" }
        }
        let actual = findings.map { spot(in: String($0.path.dropFirst("/example/".count)), $0.position) }
        return (expected.sorted(), actual.sorted(), findings.map(\.reason))
    }

    /// The rule under test alone; a rule about suppression comments runs with the default rules, since
    /// whether a comment is superfluous depends on what they find.
    private var rulesToRun: [any Rule.Type] {
        guard rule == SuperfluousDisableCommandRule.self else { return [rule] }
        return RuleRegistry.all.filter { !$0.description.isOptIn }
    }

    private func spot(in file: String, _ position: LineColumn) -> Spot {
        Spot(file: file, line: position.line, column: position.column)
    }
}
