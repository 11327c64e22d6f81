import Foundation
import Testing
@testable import SSSCore
import SSSTestSupport

/// The SwiftPM plugins compile against the plugin API with the flags SwiftPM uses, and the manifest
/// wires them to the package's own `sss` without applying the build-tool plugin to our targets.
struct PluginTests {
    @Test(arguments: ["SSSLintPlugin", "SSSLintBuildToolPlugin"])
    func pluginTypeChecksAgainstThePluginAPI(_ name: String) throws {
        let compiler = try Toolchain.swiftc()
        let api = try Self.pluginAPIDirectory()
        let sources = Repository.files(under: "Plugins/\(name)", suffix: ".swift").map(\.path)
        #expect(!sources.isEmpty)
        let result = try Toolchain.run(
            compiler + ["-typecheck", "-swift-version", "6", "-package-description-version", "6.0.0", "-parse-as-library", "-I", api] + sources
        )
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theManifestDeclaresBothPluginsOnSSSAndAppliesNone() throws {
        let manifest = try String(contentsOf: Repository.url("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".custom(verb: "sss-lint""#))
        #expect(manifest.contains("capability: .buildTool()"))
        #expect(manifest.components(separatedBy: #"dependencies: ["sss"]"#).count == 3)
        #expect(!manifest.contains("plugins:"))
    }

    /// `…/usr/lib/swift/pm/PluginAPI`, next to the compiler's `…/usr/bin`.
    private static func pluginAPIDirectory() throws -> String {
        var compiler = try Toolchain.swiftc()
        if compiler.first == "/usr/bin/xcrun" {
            let found = try Toolchain.run(["/usr/bin/xcrun", "--find", "swiftc"])
            compiler = [found.output.trimmingCharacters(in: .whitespacesAndNewlines)]
        }
        let bin = URL(fileURLWithPath: compiler.last ?? "").resolvingSymlinksInPath().deletingLastPathComponent()
        return bin.deletingLastPathComponent().appendingPathComponent("lib/swift/pm/PluginAPI").path
    }
}
