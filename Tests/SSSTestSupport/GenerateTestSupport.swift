import Foundation
import SSSCore

/// Specs, plans and golden files shared by the generator's tests.
package enum GenerateTestSupport {
    package static let goldenExamples = "Tests/Fixtures/Golden/Examples"
    package static let goldenExampleTests = "Tests/Fixtures/Golden/ExampleTests"

    /// The bundled example specs, in the order a shell expands `Examples/*.sss.yml`.
    package static var exampleSpecPaths: [URL] {
        Repository.files(under: "Examples", suffix: ".sss.yml")
    }

    /// Whether tests should rewrite golden and generated files instead of comparing with them.
    package static var isRecording: Bool {
        ProcessInfo.processInfo.environment["SSS_RECORD"] == "1"
    }

    package static func readSpec(_ url: URL) throws -> FeatureSpec {
        let text = try String(contentsOf: url, encoding: .utf8)
        return try FeatureSpecReader().read(SourceFile(path: "Examples/" + url.lastPathComponent, text: text))
    }

    package static func readSpec(_ text: String, path: String) throws -> FeatureSpec {
        try FeatureSpecReader().read(SourceFile(path: path, text: text))
    }

    /// The plan for the four examples, with tests for module `App`.
    package static func examplePlan() throws -> GenerationPlan {
        let specs = try exampleSpecPaths.map(readSpec)
        return try GenerationPlanner(templates: TemplateSet.builtin()).plan(specs, testModule: "App")
    }

    /// Plans `specs` (spec text by path) with the built-in templates and returns the printed errors,
    /// or `nil` when planning succeeds.
    package static func planningErrors(_ specs: [(path: String, text: String)], testModule: String? = nil) throws -> String? {
        let read = try specs.map { try readSpec($0.text, path: $0.path) }
        do {
            _ = try GenerationPlanner(templates: TemplateSet.builtin()).plan(read, testModule: testModule)
            return nil
        } catch {
            return DiagnosticPrinter().render(error.diagnostics)
        }
    }

    /// Type-checks the sources of `plan`, with `extra` hand-written files beside them, then its tests
    /// against them.
    package static func typeCheck(_ plan: GenerationPlan, adding extra: [String: String] = [:]) throws -> (sources: SwiftTypeChecker.Outcome, tests: SwiftTypeChecker.Outcome) {
        let sources = self.sources(plan.sources).merging(extra) { planned, _ in planned }
        let checker = try SwiftTypeChecker.shared()
        return (try checker.typeCheck(sources: sources), try checker.typeCheckTests(sources: self.sources(plan.tests), against: sources))
    }

    /// The files as a dictionary of file name to text, as `SwiftTypeChecker` takes them.
    package static func sources(_ files: [PlannedFile]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }
}

extension GenerateTestSupport {
    /// `Examples/<name>.sss.yml`, as the command line names the bundled specs.
    package static var exampleSpecArguments: [String] {
        exampleSpecPaths.map { "Examples/" + $0.lastPathComponent }
    }

    /// An in-memory file system whose current folder `/work` holds the bundled examples and `files`.
    package static func exampleFileSystem(_ files: [String: String] = [:]) throws -> InMemoryFileSystem {
        var all = files
        for url in exampleSpecPaths {
            all["Examples/" + url.lastPathComponent] = try String(contentsOf: url, encoding: .utf8)
        }
        return InMemoryFileSystem(files: all)
    }

    /// The golden example file `name`.
    package static func golden(_ name: String) throws -> String {
        try String(contentsOf: Repository.url(goldenExamples + "/" + name), encoding: .utf8)
    }

    /// Every file, folder and link under `/`: files by their text, folders as `<folder>`, links as
    /// `-> target`; for checking that a failed run left everything as it was.
    package static func snapshot(_ fileSystem: InMemoryFileSystem) -> [String: String] {
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
    package static func changedPaths(_ before: [String: String], _ after: [String: String]) -> [String] {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }
}

extension GenerateTestSupport {
    static let shopFolder = "Tests/Fixtures/Shop"

    /// The shop's specs (`Tests/Fixtures/Shop`), which use every key, by path; with `flavor`, each
    /// spec says `assembler: <flavor>`.
    package static func shopSpecs(flavor: String = "struct") throws -> [FeatureSpec] {
        try Repository.files(under: shopFolder, suffix: ".sss.yml").map { url in
            let text = try String(contentsOf: url, encoding: .utf8)
            let flavored = text.replacingOccurrences(of: "\nfeature: ", with: "\nassembler: \(flavor)\nfeature: ")
            return try readSpec(flavored, path: "Shop/" + url.lastPathComponent)
        }
    }

    /// The shop's hand-written sources: its model type.
    package static func shopModel() throws -> [String: String] {
        ["Product.swift": try String(contentsOf: Repository.url(shopFolder + "/Product.swift"), encoding: .utf8)]
    }

    /// The hand-written test file of another module that uses the shop's public features.
    package static func shopClient(_ name: String) throws -> String {
        try String(contentsOf: Repository.url(shopFolder + "/Client/\(name).swift"), encoding: .utf8)
    }

    /// The plan for the shop's specs.
    package static func shopPlan(flavor: String = "struct", options: GenerationOptions) throws -> GenerationPlan {
        try GenerationPlanner(templates: TemplateSet.builtin()).plan(shopSpecs(flavor: flavor), options: options)
    }
}
