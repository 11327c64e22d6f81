import Foundation

/// Compiles Swift sources the way generated code must compile in an iOS app: Swift 6 language mode,
/// warnings as errors, with the upcoming features `ExistentialAny` (every existential written `any`)
/// and `MemberImportVisibility` (a file imports every module whose members it uses), against the
/// stand-ins for UIKit (`Fixtures/UIKitStandIn`) and SwiftUI (`Fixtures/SwiftUIStandIn`). Checked
/// sources may import either, and the toolchain's real Observation.
///
/// `SwiftTypeChecker.shared()` builds the stand-ins once per test run into a temporary folder; every check
/// after that only type-checks, so a check takes a second or two.
package struct SwiftTypeChecker: Sendable {
    /// What the compiler said, and whether it succeeded.
    package struct Outcome: Sendable, CustomStringConvertible {
        package let status: Int32
        package let output: String

        package var succeeded: Bool { status == 0 }
        package var description: String { output.isEmpty ? "exit status \(status)" : output }
    }

    package struct SetupError: Error, CustomStringConvertible {
        package let description: String

        package init(description: String) {
            self.description = description
        }
    }

    /// The module name the checked sources are compiled into.
    package static let appModuleName = "App"

    private let compiler: [String]
    private let extraTestFlags: [String]
    private let directory: URL

    /// The stand-in modules, each built from every `.swift` file of its fixture folder.
    package static let standIns: [(module: String, folder: String)] = [
        ("UIKit", "Tests/Fixtures/UIKitStandIn"),
        ("SwiftUI", "Tests/Fixtures/SwiftUIStandIn"),
    ]

    private var standInDirectory: URL { directory.appendingPathComponent("StandIns") }

    /// The checker for this test run; the first call builds the stand-ins.
    package static func shared() throws -> SwiftTypeChecker {
        try sharedChecker.get()
    }

    private static let sharedChecker = Result { try SwiftTypeChecker.make() }

    /// Type-checks `files` together as the sources of one app module.
    package func typeCheck(_ files: [URL]) throws -> Outcome {
        try swiftc(["-typecheck", "-module-name", Self.appModuleName] + standInFlags + paths(files))
    }

    /// Writes `sources` (file name to text) into a scratch folder and type-checks them together.
    package func typeCheck(sources: [String: String]) throws -> Outcome {
        try withScratchDirectory { scratch in
            try typeCheck(write(sources, to: scratch))
        }
    }

    /// Compiles `moduleFiles` as module `moduleName` with testing enabled, then type-checks the XCTest
    /// files `testFiles`, which `@testable import` it. A module that does not compile is the outcome.
    package func typeCheckTests(
        _ testFiles: [URL],
        against moduleFiles: [URL],
        moduleName: String = appModuleName
    ) throws -> Outcome {
        try withScratchDirectory { scratch in
            let modulePath = scratch.appendingPathComponent("\(moduleName).swiftmodule").path
            let module = try swiftc(
                ["-emit-module", "-enable-testing", "-module-name", moduleName, "-emit-module-path", modulePath]
                    + standInFlags + paths(moduleFiles)
            )
            guard module.succeeded else { return module }
            return try swiftc(
                ["-typecheck", "-module-name", "\(moduleName)Tests", "-I", scratch.path]
                    + standInFlags + extraTestFlags + paths(testFiles)
            )
        }
    }

    /// Compiles `module` (file names to text) as module `moduleName` without testing enabled, so that
    /// only its `public` declarations are visible, then type-checks `client`, which imports it as
    /// another module of the app would.
    package func typeCheckClient(
        _ client: [String: String],
        of module: [String: String],
        moduleName: String
    ) throws -> Outcome {
        try withScratchDirectory { scratch in
            let moduleFiles = try write(module, to: scratch.appendingPathComponent("Module"))
            let clientFiles = try write(client, to: scratch.appendingPathComponent("Client"))
            let modulePath = scratch.appendingPathComponent("\(moduleName).swiftmodule").path
            let built = try swiftc(
                ["-emit-module", "-module-name", moduleName, "-emit-module-path", modulePath] + standInFlags + paths(moduleFiles)
            )
            guard built.succeeded else { return built }
            return try swiftc(["-typecheck", "-module-name", "\(moduleName)Client", "-I", scratch.path] + standInFlags + paths(clientFiles))
        }
    }

    /// The in-memory form of `typeCheckTests(_:against:moduleName:)`: file names to text.
    package func typeCheckTests(
        sources tests: [String: String],
        against module: [String: String],
        moduleName: String = appModuleName
    ) throws -> Outcome {
        try withScratchDirectory { scratch in
            let testFiles = try write(tests, to: scratch.appendingPathComponent("Tests"))
            let moduleFiles = try write(module, to: scratch.appendingPathComponent("Module"))
            return try typeCheckTests(testFiles, against: moduleFiles, moduleName: moduleName)
        }
    }

    private var standInFlags: [String] {
        ["-I", standInDirectory.path]
    }

    private static func make() throws -> SwiftTypeChecker {
        let name = "sss-typecheck-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let checker = SwiftTypeChecker(
            compiler: try Toolchain.swiftc(),
            extraTestFlags: try Toolchain.xctestFlags(),
            directory: directory
        )
        do {
            try checker.buildStandIns()
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
        atexit { SwiftTypeChecker.removeSharedDirectory() }
        return checker
    }

    private static func removeSharedDirectory() {
        if case .success(let checker) = sharedChecker {
            try? FileManager.default.removeItem(at: checker.directory)
        }
    }

    private func buildStandIns() throws {
        try FileManager.default.createDirectory(at: standInDirectory, withIntermediateDirectories: true)
        for standIn in Self.standIns {
            try buildStandIn(module: standIn.module, sources: Repository.files(under: standIn.folder, suffix: ".swift"))
        }
    }

    /// Builds one stand-in module the way Apple builds its frameworks, with library evolution, so that a
    /// `switch` over one of its enums needs `@unknown default` as it does on iOS. Library evolution makes
    /// the compiler warn that Foundation was built without it; that warning is expected, and any other
    /// warning fails the build as `-warnings-as-errors` would.
    private func buildStandIn(module: String, sources: [URL]) throws {
        guard !sources.isEmpty else {
            throw SetupError(description: "The \(module) stand-in has no sources")
        }
        let result = try Toolchain.run(compiler + [
            "-parse-as-library", "-swift-version", "6", "-enable-library-evolution",
            "-emit-module", "-module-name", module,
            "-emit-module-path", standInDirectory.appendingPathComponent("\(module).swiftmodule").path,
            "-I", standInDirectory.path,
        ] + paths(sources))
        let unexpected = result.output.split(separator: "\n").filter {
            $0.contains("warning:") && !$0.contains("was not compiled with library evolution support")
        }
        guard result.status == 0, unexpected.isEmpty else {
            throw SetupError(description: "The \(module) stand-in does not compile cleanly:\n\(result.output)")
        }
    }

    /// The flags every check compiles with, besides `-swift-version 6`.
    package static let strictFlags = [
        "-warnings-as-errors",
        "-enable-upcoming-feature", "ExistentialAny",
        "-enable-upcoming-feature", "MemberImportVisibility",
    ]

    /// Swift Testing declares a cross-import overlay with UIKit (`_Testing_UIKit`), which the
    /// compiler looks for whenever a file imports both; the toolchain has none for the stand-in, so
    /// checks that import Testing next to the stand-in turn cross-import overlays off.
    package static let crossImportFlags = ["-Xfrontend", "-disable-cross-import-overlays"]

    private func swiftc(_ arguments: [String]) throws -> Outcome {
        let common = ["-parse-as-library", "-swift-version", "6"] + Self.strictFlags + Self.crossImportFlags
        let result = try Toolchain.run(compiler + common + arguments)
        return Outcome(status: result.status, output: result.output)
    }

    private func paths(_ files: [URL]) -> [String] {
        files.map(\.path).sorted()
    }

    /// Writes each source under `folder`; a name may hold folders (`Feature/File.swift`).
    package static func write(_ sources: [String: String], to folder: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try sources.sorted { $0.key < $1.key }.map { name, text in
            let components = name.split(separator: "/", omittingEmptySubsequences: false)
            guard !components.isEmpty, components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
                throw SetupError(description: "'\(name)' is not a relative file path")
            }
            let file = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return file
        }
    }

    private func write(_ sources: [String: String], to folder: URL) throws -> [URL] {
        try Self.write(sources, to: folder)
    }

    private func withScratchDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let scratch = directory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        return try body(scratch)
    }
}
