import Foundation
import SSSCore

/// The Elements specs of `Tests/Fixtures/Elements`, which use every key, and their plans.
package enum ElementsTestSupport {
    static let folder = "Tests/Fixtures/Elements"
    package static let goldenSources = "Tests/Fixtures/Golden/Elements"
    package static let goldenTests = "Tests/Fixtures/Golden/ElementsTests"

    /// The specs, in the order a shell expands `*.sss.yml`.
    package static func specs() throws -> [Spec] {
        try Repository.files(under: folder, suffix: ".sss.yml").map { url in
            let text = try String(contentsOf: url, encoding: .utf8)
            return try SpecReader().read(SourceFile(path: "Elements/" + url.lastPathComponent, text: text))
        }
    }

    /// The hand-written sources the specs name: `Account`.
    package static func appTypes() throws -> [String: String] {
        ["Account.swift": try String(contentsOf: Repository.url(folder + "/Account.swift"), encoding: .utf8)]
    }

    /// The plan for the specs, with tests for module `App` unless `options` say otherwise.
    package static func plan(options: GenerationOptions = GenerationOptions(testModule: "App")) throws -> GenerationPlan {
        try GenerationPlanner(templates: TemplateSet.builtin()).plan(specs(), options: options)
    }

    /// The printed errors of planning `specs` (text by path) with tests written with `framework`, or
    /// `nil` when planning succeeds.
    package static func planningErrors(_ specs: [(path: String, text: String)], framework: TestFramework = .swiftTesting) throws -> String? {
        let read = try specs.map { try SpecReader().read(SourceFile(path: $0.path, text: $0.text)) }
        do {
            let options = GenerationOptions(testModule: "App", testFramework: framework)
            _ = try GenerationPlanner(templates: TemplateSet.builtin()).plan(read, options: options)
            return nil
        } catch {
            return DiagnosticPrinter().render(error.diagnostics)
        }
    }

    /// A one-line-per-part summary of an Elements spec, for comparing whole specs.
    package static func summary(_ spec: ElementsSpec) -> String {
        var parts = ["feature \(spec.name.text)"]
        for field in spec.state {
            parts.append("state \(field.name.text): \(field.type.text)" + (field.initialValue.map { " = \($0.text)" } ?? ""))
        }
        parts += spec.userInterface.map { "userInterface \($0.canonicalText)" }
        parts += spec.interactions.map { "interaction \($0.canonicalText)" }
        parts += spec.observes.map { "observes \($0.canonicalText)" }
        parts += spec.useCases.map { "useCase \($0.name.text)(\($0.canonicalInputs))" }
        return parts.joined(separator: "\n")
    }
}
