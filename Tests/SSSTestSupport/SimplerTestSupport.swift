import Foundation
import SSSCore

/// The SIMPLER specs of `Tests/Fixtures/Simpler`, which use every key, and their plans.
package enum SimplerTestSupport {
    static let fixtures = FixtureSpecs(folder: "Tests/Fixtures/Simpler", appTypeFile: "CounterMode.swift")
    package static let goldenSources = "Tests/Fixtures/Golden/Simpler"
    package static let goldenTests = "Tests/Fixtures/Golden/SimplerTests"

    /// The specs, in the order a shell expands `*.sss.yml`.
    package static func specs() throws -> [Spec] {
        try fixtures.specs()
    }

    /// The hand-written sources the specs name: `CounterMode`.
    package static func appTypes() throws -> [String: String] {
        try fixtures.appTypes()
    }

    /// The plan for the specs, with tests for module `App` unless `options` say otherwise.
    package static func plan(options: GenerationOptions = GenerationOptions(testModule: "App")) throws -> GenerationPlan {
        try fixtures.plan(options: options)
    }

    /// The printed errors of planning `specs` (text by path), or `nil` when planning succeeds.
    package static func planningErrors(_ specs: [(path: String, text: String)]) throws -> String? {
        try FixtureSpecs.planningErrors(specs, options: GenerationOptions(testModule: "App"))
    }
}
