/// What the build-tool plugin runs: `sss lint` over a target's Swift files, printed in the compiler's
/// format. The files are named one by one, so `--force-exclude` is needed for the configuration's
/// `excluded` patterns to leave some out, and then `--allow-zero-lintable-files` for a target whose
/// files they all leave out; the configuration is named with `--config` because the build does not run
/// the command from the package's folder.
///
/// Plain strings and no imports, so that the tests can compile this file on its own and run it.
struct BuildLintInvocation: Equatable {
    /// The arguments after the `sss` executable.
    var arguments: [String]
    /// The files whose changes make the build run the command again: the Swift files and the
    /// configuration file.
    var inputs: [String]

    /// The invocation that lints `files`, reading the configuration file at `configuration` when the
    /// package has one; `nil` when there are no files to lint.
    init?(files: [String], configuration: String?) {
        guard !files.isEmpty else { return nil }
        arguments = ["lint", "--reporter", "xcode", "--quiet", "--force-exclude", "--allow-zero-lintable-files"]
        inputs = files
        if let configuration {
            arguments += ["--config", configuration]
            inputs.append(configuration)
        }
        arguments += files
    }
}
