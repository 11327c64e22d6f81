import SSSCore

/// `sss config`: prints the configuration `sss lint` would use, every default filled in.
public struct ConfigCommand: Command {
    public static let name = "config"
    public static let abstract = "Print the lint configuration in effect, with every default filled in."
    public static let discussion = """
        Reads .sss.yml in the current folder, or the file given with --config, checks it the way
        'sss lint' does, and prints every setting and every rule (with whether it runs and at which
        severity) in the same format. The output can be saved as a configuration file as it is.

        Whether each role suffix matches a type is only checked by 'sss lint', which reads the code.
        """
    public static let signature = CommandSignature(
        options: [
            Option("config", kind: .value(placeholder: "file"), help: "Read the configuration from this file (default: .sss.yml if present)."),
        ]
    )

    private let path: String?

    public init(arguments: ParsedArguments) throws(UsageError) {
        path = arguments.value("config")
    }

    public func run(in context: Context) -> ExitCode {
        let loaded: LoadedConfiguration
        do {
            loaded = try ConfigurationLoader(fileSystem: context.fileSystem).load(explicitPath: path)
        } catch {
            context.report(error.diagnostics)
            return .failure
        }
        context.report(loaded.warnings)
        context.output.write(ConfigurationPrinter().print(loaded))
        return .success
    }
}
