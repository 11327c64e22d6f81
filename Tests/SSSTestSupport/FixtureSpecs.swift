import Foundation
import SSSCore

/// A folder of fixture specs of one architecture that use every key, with the hand-written source
/// of the app type they name.
struct FixtureSpecs {
    /// The folder, from the repository's root: `Tests/Fixtures/Simpler`.
    let folder: String
    /// The hand-written source in the folder: `CounterMode.swift`.
    let appTypeFile: String

    /// The specs, in the order a shell expands `*.sss.yml`, each read under `<last folder>/<name>`.
    func specs() throws -> [Spec] {
        let prefix = (folder.split(separator: "/").last.map(String.init) ?? folder) + "/"
        return try Repository.files(under: folder, suffix: ".sss.yml").map { url in
            let text = try String(contentsOf: url, encoding: .utf8)
            return try SpecReader().read(SourceFile(path: prefix + url.lastPathComponent, text: text))
        }
    }

    /// The hand-written source, by file name.
    func appTypes() throws -> [String: String] {
        [appTypeFile: try String(contentsOf: Repository.url(folder + "/" + appTypeFile), encoding: .utf8)]
    }

    /// The plan for the specs with `options`.
    func plan(options: GenerationOptions) throws -> GenerationPlan {
        try GenerationPlanner(templates: TemplateSet.builtin()).plan(specs(), options: options)
    }

    /// The printed errors of planning `specs` (text by path) with `options`, or `nil` when planning
    /// succeeds.
    static func planningErrors(_ specs: [(path: String, text: String)], options: GenerationOptions) throws -> String? {
        let read = try specs.map { try SpecReader().read(SourceFile(path: $0.path, text: $0.text)) }
        do {
            _ = try GenerationPlanner(templates: TemplateSet.builtin()).plan(read, options: options)
            return nil
        } catch {
            return DiagnosticPrinter().render(error.diagnostics)
        }
    }
}
