import Foundation
import PackagePlugin

/// Lints a target's Swift files with the package's own `sss` as part of the build. Findings are printed
/// in the compiler's format (the `xcode` reporter), so SwiftPM and Xcode show them as build
/// diagnostics; an error-severity finding fails the build, as a compiler error would. The package's
/// `.sss.yml` applies, its `excluded` patterns included (see ``BuildLintInvocation``).
///
/// The command takes the target's Swift files and the configuration file as inputs and declares no
/// outputs, so it runs again whenever one of them changes (SwiftPM runs such commands from tools
/// version 5.11 on).
@main
struct SSSLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles(withSuffix: "swift").map(\.url)
        return try lintCommand(
            tool: context.tool(named: "sss").url, targetName: target.name, files: files,
            configuration: configurationFile(in: context.package.directoryURL)
        )
    }
}

/// The build command that lints `files`, or none when there is nothing to lint.
func lintCommand(tool: URL, targetName: String, files: [URL], configuration: URL?) -> [Command] {
    let paths = files.map { $0.path(percentEncoded: false) }
    guard let invocation = BuildLintInvocation(files: paths, configuration: configuration?.path(percentEncoded: false)) else {
        return []
    }
    return [
        .buildCommand(
            displayName: "Linting \(targetName) with sss",
            executable: tool,
            arguments: invocation.arguments,
            environment: [:],
            inputFiles: invocation.inputs.map { URL(fileURLWithPath: $0) },
            outputFiles: []
        ),
    ]
}

/// `.sss.yml` in `folder`, when it exists.
func configurationFile(in folder: URL) -> URL? {
    let file = folder.appending(path: ".sss.yml")
    return FileManager.default.fileExists(atPath: file.path(percentEncoded: false)) ? file : nil
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SSSLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        return try lintCommand(
            tool: context.tool(named: "sss").url, targetName: target.displayName, files: files,
            configuration: configurationFile(in: context.xcodeProject.directoryURL)
        )
    }
}
#endif
