import Foundation
import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// The commands the plugins run, built by the plugins' own argument code (compiled here on its own,
/// since a plugin cannot be imported), and what `sss` makes of the build-tool plugin's command.
struct PluginArgumentsTests {
    static let files = ["/pkg/Sources/App/LoginInteraction.swift", "/pkg/Sources/App/Generated/GeneratedInteraction.swift"]

    static let driver = """
        func show(_ arguments: [String]?) { print(arguments.map { $0.joined(separator: " ") } ?? "nil") }
        let files = \(files)
        let build = BuildLintInvocation(files: files, configuration: "/pkg/.sss.yml")
        show(build?.arguments)
        show(build?.inputs)
        show(BuildLintInvocation(files: files, configuration: nil)?.arguments)
        show(BuildLintInvocation(files: [], configuration: "/pkg/.sss.yml")?.arguments)
        show(CommandLintArguments.arguments(passing: ["--reporter", "summary"], targetFiles: nil, configuration: "/pkg/.sss.yml"))
        show(CommandLintArguments.arguments(passing: ["--strict"], targetFiles: files, configuration: "/pkg/.sss.yml"))
        show(CommandLintArguments.arguments(passing: ["--config=ci.yml", "--force-exclude"], targetFiles: files, configuration: "/pkg/.sss.yml"))
        show(CommandLintArguments.arguments(passing: [], targetFiles: [], configuration: nil))

        """

    /// One line per `show` in ``driver``.
    private static let lines: Result<[String], any Error> = Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sss-plugin-arguments-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let main = scratch.appendingPathComponent("main.swift")
        try driver.write(to: main, atomically: true, encoding: .utf8)
        let executable = scratch.appendingPathComponent("driver").path
        let sources = [
            Repository.url("Plugins/SSSLintBuildToolPlugin/BuildLintInvocation.swift").path,
            Repository.url("Plugins/SSSLintPlugin/CommandLintArguments.swift").path,
            main.path,
        ]
        let compiled = try Toolchain.run(try Toolchain.swiftc() + ["-swift-version", "6", "-module-name", "Driver", "-o", executable] + sources)
        guard compiled.status == 0 else { throw SwiftTypeChecker.SetupError(description: compiled.output) }
        let ran = try Toolchain.run([executable])
        guard ran.status == 0 else { throw SwiftTypeChecker.SetupError(description: ran.output) }
        return ran.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func theBuildToolPluginForcesExclusionAndNamesThePackagesConfiguration() throws {
        let lines = try Self.lines.get()
        let files = Self.files.joined(separator: " ")
        #expect(Array(lines.prefix(4)) == [
            "lint --reporter xcode --quiet --force-exclude --allow-zero-lintable-files --config /pkg/.sss.yml \(files)",
            "\(files) /pkg/.sss.yml",
            "lint --reporter xcode --quiet --force-exclude --allow-zero-lintable-files \(files)",
            "nil",
        ])
    }

    @Test func theCommandPluginAddsTargetFilesAndTheConfigurationUnlessTheUserNamedOne() throws {
        let lines = try Self.lines.get()
        let files = Self.files.joined(separator: " ")
        #expect(Array(lines.dropFirst(4)) == [
            "lint --config /pkg/.sss.yml --reporter summary",
            "lint --config /pkg/.sss.yml --force-exclude --strict \(files)",
            "lint --config=ci.yml --force-exclude \(files)",
            "nil",
        ])
    }

    /// Run from a folder of the build's, the command still reads the package's `.sss.yml` and leaves
    /// out the files its `excluded` covers.
    @Test func sssRunsTheBuildToolPluginsCommandWithThePackagesExclusions() throws {
        let arguments = try #require(Self.lines.get().first).split(separator: " ").map(String.init)
        var files = [String: String]()
        for path in Self.files {
            files[path] = "class \(Path.lastComponent(of: path).dropLast(6)) {}\n"
        }
        files["/pkg/.sss.yml"] = "excluded: [Sources/App/Generated]\nonly_rules: [final_component]\n"
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/build/plugins", files: files))
        #expect(test.run(arguments) == .violations)
        #expect(test.output.text.split(separator: "\n").map { $0.prefix { $0 != ":" } } == ["/pkg/Sources/App/LoginInteraction.swift"])
    }
}
