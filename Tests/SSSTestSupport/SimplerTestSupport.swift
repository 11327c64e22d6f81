import Foundation
import SSSCore

/// The SIMPLER specs of `Tests/Fixtures/Simpler`, which use every key, and their plans.
package enum SimplerTestSupport {
    static let folder = "Tests/Fixtures/Simpler"
    package static let goldenSources = "Tests/Fixtures/Golden/Simpler"
    package static let goldenTests = "Tests/Fixtures/Golden/SimplerTests"

    /// The specs, in the order a shell expands `*.sss.yml`.
    package static func specs() throws -> [Spec] {
        try Repository.files(under: folder, suffix: ".sss.yml").map { url in
            let text = try String(contentsOf: url, encoding: .utf8)
            return try SpecReader().read(SourceFile(path: "Simpler/" + url.lastPathComponent, text: text))
        }
    }

    /// The hand-written sources the specs name: `CounterMode`.
    package static func appTypes() throws -> [String: String] {
        ["CounterMode.swift": try String(contentsOf: Repository.url(folder + "/CounterMode.swift"), encoding: .utf8)]
    }

    /// The plan for the specs, with tests for module `App` unless `options` say otherwise.
    package static func plan(options: GenerationOptions = GenerationOptions(testModule: "App")) throws -> GenerationPlan {
        try GenerationPlanner(templates: TemplateSet.builtin()).plan(specs(), options: options)
    }

    /// The printed errors of planning `specs` (text by path), or `nil` when planning succeeds.
    package static func planningErrors(_ specs: [(path: String, text: String)]) throws -> String? {
        let read = try specs.map { try SpecReader().read(SourceFile(path: $0.path, text: $0.text)) }
        do {
            _ = try GenerationPlanner(templates: TemplateSet.builtin()).plan(read, options: GenerationOptions(testModule: "App"))
            return nil
        } catch {
            return DiagnosticPrinter().render(error.diagnostics)
        }
    }
}
