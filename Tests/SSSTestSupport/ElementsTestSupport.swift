import Foundation
import SSSCore

/// The Elements specs of `Tests/Fixtures/Elements`, which use every key, and their plans.
package enum ElementsTestSupport {
    static let fixtures = FixtureSpecs(folder: "Tests/Fixtures/Elements", appTypeFile: "Account.swift")
    package static let goldenSources = "Tests/Fixtures/Golden/Elements"
    package static let goldenTests = "Tests/Fixtures/Golden/ElementsTests"

    /// The specs, in the order a shell expands `*.sss.yml`.
    package static func specs() throws -> [Spec] {
        try fixtures.specs()
    }

    /// The hand-written sources the specs name: `Account`.
    package static func appTypes() throws -> [String: String] {
        try fixtures.appTypes()
    }

    /// The plan for the specs, with tests for module `App` unless `options` say otherwise.
    package static func plan(options: GenerationOptions = GenerationOptions(testModule: "App")) throws -> GenerationPlan {
        try fixtures.plan(options: options)
    }

    /// The printed errors of planning `specs` (text by path) with tests written with `framework`, or
    /// `nil` when planning succeeds.
    package static func planningErrors(_ specs: [(path: String, text: String)], framework: TestFramework = .swiftTesting) throws -> String? {
        try FixtureSpecs.planningErrors(specs, options: GenerationOptions(testModule: "App", testFramework: framework))
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
