import Foundation
import SSSKit

/// Specs, plans and golden files shared by the generator's tests.
enum GenerateTestSupport {
    static let goldenExamples = "Tests/SSSKitTests/Fixtures/Golden/Examples"
    static let goldenExampleTests = "Tests/SSSKitTests/Fixtures/Golden/ExampleTests"

    /// The bundled example specs, in the order a shell expands `Examples/*.sss.yml`.
    static var exampleSpecPaths: [URL] {
        Repository.files(under: "Examples", suffix: ".sss.yml")
    }

    /// Whether tests should rewrite golden and generated files instead of comparing with them.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["SSS_RECORD"] == "1"
    }

    static func readSpec(_ url: URL) throws -> FeatureSpec {
        let text = try String(contentsOf: url, encoding: .utf8)
        return try FeatureSpecReader().read(SourceFile(path: "Examples/" + url.lastPathComponent, text: text))
    }

    static func readSpec(_ text: String, path: String) throws -> FeatureSpec {
        try FeatureSpecReader().read(SourceFile(path: path, text: text))
    }

    /// The plan for the four examples, with tests for module `App`.
    static func examplePlan() throws -> GenerationPlan {
        let specs = try exampleSpecPaths.map(readSpec)
        return try GenerationPlanner(templates: TemplateSet.builtin()).plan(specs, testModule: "App")
    }

    /// Plans `specs` (spec text by path) with the built-in templates and returns the printed errors,
    /// or `nil` when planning succeeds.
    static func planningErrors(_ specs: [(path: String, text: String)], testModule: String? = nil) throws -> String? {
        let read = try specs.map { try readSpec($0.text, path: $0.path) }
        do {
            _ = try GenerationPlanner(templates: TemplateSet.builtin()).plan(read, testModule: testModule)
            return nil
        } catch {
            return DiagnosticPrinter().render(error.diagnostics)
        }
    }

    /// The files as a dictionary of file name to text, as `SwiftTypeChecker` takes them.
    static func sources(_ files: [PlannedFile]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }
}

extension GenerateTestSupport {
    /// `Examples/<name>.sss.yml`, as the command line names the bundled specs.
    static var exampleSpecArguments: [String] {
        exampleSpecPaths.map { "Examples/" + $0.lastPathComponent }
    }

    /// An in-memory file system whose current folder `/work` holds the bundled examples and `files`.
    static func exampleFileSystem(_ files: [String: String] = [:]) throws -> InMemoryFileSystem {
        var all = files
        for url in exampleSpecPaths {
            all["Examples/" + url.lastPathComponent] = try String(contentsOf: url, encoding: .utf8)
        }
        return InMemoryFileSystem(files: all)
    }

    /// The golden example file `name`.
    static func golden(_ name: String) throws -> String {
        try String(contentsOf: Repository.url(goldenExamples + "/" + name), encoding: .utf8)
    }

    /// Every file, folder and link under `/`: files by their text, folders as `<folder>`, links as
    /// `-> target`; for checking that a failed run left everything as it was.
    static func snapshot(_ fileSystem: InMemoryFileSystem) -> [String: String] {
        var result: [String: String] = [:]
        var pending = ["/"]
        while let folder = pending.popLast() {
            for name in (try? fileSystem.contentsOfDirectory(atPath: folder)) ?? [] {
                let path = Path.join(folder, name)
                switch fileSystem.status(ofItemAt: path, followingLinks: false)?.kind {
                case .directory?:
                    result[path] = "<folder>"
                    pending.append(path)
                case .symbolicLink?:
                    result[path] = "-> " + (fileSystem.resolvedPath(path) ?? "?")
                default:
                    result[path] = fileSystem.files[path] ?? "?"
                }
            }
        }
        return result
    }

    /// The paths whose item differs between two snapshots, sorted: empty when nothing changed.
    static func changedPaths(_ before: [String: String], _ after: [String: String]) -> [String] {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }
}
