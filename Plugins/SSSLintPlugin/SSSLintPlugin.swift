import Foundation
import PackagePlugin

/// `swift package sss-lint [--target <name> ...] [<sss lint arguments> ...]`: runs the package's own
/// `sss lint` from the package folder with the package's `.sss.yml`, so paths, baselines and reports
/// mean the same as on the command line. `--target` lints those targets' Swift files, leaving out what
/// the configuration's `excluded` covers; other arguments go to `sss lint` unchanged.
@main
struct SSSLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let files = try context.package.targets(named: targetNames)
            .compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map { $0.url.path(percentEncoded: false) } }
        try SSSLint.run(
            tool: context.tool(named: "sss").url,
            passing: extractor.remainingArguments,
            targetFiles: targetNames.isEmpty ? nil : files,
            in: context.package.directoryURL
        )
    }
}

/// Runs `sss lint` and turns a failing exit status into a plugin error.
enum SSSLint {
    struct Failure: Error, CustomStringConvertible {
        let description: String

        init(status: Int32) {
            description = status == 2
                ? "sss lint found error-severity findings (exit status 2)"
                : "sss lint could not run (exit status \(status)); see the messages above"
        }
    }

    /// Runs `sss lint` in `directory` with the user's arguments and the chosen targets' files;
    /// prints a warning instead when the targets hold no Swift file.
    static func run(tool: URL, passing userArguments: [String], targetFiles: [String]?, in directory: URL) throws {
        let configuration = directory.appending(path: ".sss.yml").path(percentEncoded: false)
        let found = FileManager.default.fileExists(atPath: configuration) ? configuration : nil
        guard let arguments = CommandLintArguments.arguments(passing: userArguments, targetFiles: targetFiles, configuration: found) else {
            Diagnostics.warning("the chosen targets hold no Swift file; nothing to lint")
            return
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(status: process.terminationStatus)
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SSSLintPlugin: XcodeCommandPlugin {
    /// In Xcode, lints the Swift files of the targets chosen in the dialog, or the project's folder
    /// when none are chosen.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let files = context.xcodeProject.targets
            .filter { targetNames.contains($0.displayName) }
            .flatMap { $0.inputFiles.map(\.url).filter { $0.pathExtension == "swift" } }
            .map { $0.path(percentEncoded: false) }
        try SSSLint.run(
            tool: context.tool(named: "sss").url,
            passing: extractor.remainingArguments,
            targetFiles: targetNames.isEmpty ? nil : files,
            in: context.xcodeProject.directoryURL
        )
    }
}
#endif
