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
