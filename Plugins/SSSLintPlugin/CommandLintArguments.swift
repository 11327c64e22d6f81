/// The arguments of `sss lint` for `swift package sss-lint`: the user's own arguments, the Swift files
/// of the targets named with `--target`, `--force-exclude` so that the configuration's `excluded`
/// patterns apply to those files, and `--config` for the package's configuration file unless the user
/// named one.
///
/// Plain strings and no imports, so that the tests can compile this file on its own and run it.
enum CommandLintArguments {
    /// The arguments after the `sss` executable, or `nil` when targets were named but hold no Swift
    /// file. `targetFiles` is `nil` when no target was named: `sss lint` then chooses the files itself.
    static func arguments(passing userArguments: [String], targetFiles: [String]?, configuration: String?) -> [String]? {
        var arguments = ["lint"]
        let namesConfiguration = userArguments.contains { $0 == "--config" || $0.hasPrefix("--config=") }
        if let configuration, !namesConfiguration {
            arguments += ["--config", configuration]
        }
        guard let targetFiles else { return arguments + userArguments }
        guard !targetFiles.isEmpty else { return nil }
        if !userArguments.contains("--force-exclude") {
            arguments.append("--force-exclude")
        }
        return arguments + userArguments + targetFiles
    }
}
