import Foundation
import Testing
@testable import SSSCommands
@testable import SSSCore
import SSSTestSupport

/// The built `sss` binary generating into real folders.
struct GenerateExecutableTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sss-generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private var specPaths: [String] {
        GenerateTestSupport.exampleSpecPaths.map(\.path)
    }

    private func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    @Test func createsThenFindsIdenticalThenStopsAtAConflictUnlessForced() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("App")
        let arguments = ["generate"] + specPaths + ["--output", output.path]
        let first = try BuiltProduct.run(arguments)
        #expect(first.status == 0, "\(first.errorOutput)")
        #expect(first.output.split(separator: "\n").count == 46)
        #expect(first.output.hasPrefix("      create  \(output.path)/NavigationControlling.swift\n"))
        #expect(first.output.hasSuffix("      create  \(output.path)/.sss-generated.json\n"))
        let second = try BuiltProduct.run(arguments)
        #expect(second.status == 0)
        #expect(second.output.split(separator: "\n").allSatisfy { $0.hasPrefix("   identical  ") })

        let banner = output.appendingPathComponent("BannerView.swift")
        try Data("// mine\n".utf8).write(to: banner)
        let kept = try BuiltProduct.run(arguments)
        #expect(kept.status == 0)
        #expect(kept.output.contains("        keep  \(banner.path)\n"))
        #expect(try text(banner) == "// mine\n")

        try FileManager.default.removeItem(at: output.appendingPathComponent(".sss-generated.json"))
        let conflict = try BuiltProduct.run(arguments)
        #expect(conflict.status == 1)
        #expect(conflict.output.contains("    conflict  \(banner.path) (not in the record of what sss generated)\n"))
        #expect(conflict.errorOutput == "error: 1 file differs from what sss would write and cannot be merged: \(banner.path); nothing was written (--force replaces them)\n")
        #expect(try text(banner) == "// mine\n")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(".sss-generated.json").path))

        let dryRun = try BuiltProduct.run(arguments + ["--dry-run", "--force"])
        #expect(dryRun.status == 0)
        #expect(try text(banner) == "// mine\n")

        let forced = try BuiltProduct.run(arguments + ["--force"])
        #expect(forced.status == 0)
        #expect(forced.output.contains("   overwrite  \(banner.path)\n"))
        #expect(try text(banner) == GenerateTestSupport.golden("BannerView.swift"))
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(names.count == 46 && names.filter { $0.hasPrefix(".") } == [".sss-generated.json"])
    }

    @Test func refusesAFileThatIsALinkToSomewhereElse() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = folder.appendingPathComponent("secret.txt")
        try Data("keep\n".utf8).write(to: secret)
        let output = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let link = output.appendingPathComponent("PreferenceView.swift")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: secret)
        let result = try BuiltProduct.run(["generate", Repository.url("Examples/Settings.sss.yml").path, "--output", "App", "--force"], in: folder)
        #expect(result.status == 1)
        #expect(result.errorOutput == "error: refusing to write: App/PreferenceView.swift is a symbolic link; sss does not write through links inside the output folder\n")
        #expect(try text(secret) == "keep\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["PreferenceView.swift"])
    }

    /// The templates are compiled in: a copy of the binary alone, run from an unrelated folder,
    /// writes the golden files.
    @Test func aCopyOfTheBinaryAloneStillGenerates() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = folder.appendingPathComponent("bin/sss")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: BuiltProduct.executable, to: binary)
        let work = folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        for url in GenerateTestSupport.exampleSpecPaths {
            try FileManager.default.copyItem(at: url, to: work.appendingPathComponent(url.lastPathComponent))
        }
        let specs = GenerateTestSupport.exampleSpecPaths.map(\.lastPathComponent)
        let result = try BuiltProduct.run(["generate"] + specs + ["--output", "Out"], executable: binary, in: work)
        #expect(result.status == 0, "\(result.errorOutput)")
        for file in try GenerateTestSupport.examplePlan().sources {
            #expect(try text(work.appendingPathComponent("Out/" + file.path)) == file.contents)
        }
        let shown = try BuiltProduct.run(["templates", "show", "View"], executable: binary, in: work)
        #expect(shown.output == (try text(Repository.url("Templates/View.swift.template"))))
    }

    /// The command in the README's "Getting started" writes a folder that compiles.
    @Test func theReadmeCommandGeneratesACompilingFolder() throws {
        let readme = try text(Repository.url("README.md"))
        let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("swift run sss generate ") })
        var arguments = line.split(separator: " ").dropFirst(4).map(String.init)
        let outputIndex = try #require(arguments.firstIndex(of: "--output"))
        #expect(arguments.index(after: outputIndex) < arguments.endIndex)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        arguments[arguments.index(after: outputIndex)] = folder.path
        arguments = arguments.flatMap { argument in
            argument == "Examples/*.sss.yml" ? GenerateTestSupport.exampleSpecArguments : [argument]
        }
        let result = try BuiltProduct.run(["generate"] + arguments, in: Repository.root)
        #expect(result.status == 0, "\(result.errorOutput)")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        let outcome = try SwiftTypeChecker.shared().typeCheck(files)
        #expect(outcome.succeeded, "\(outcome)")
    }
}
