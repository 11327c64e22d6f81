import SSSCore

/// One `sss` subcommand: its name and help, what it accepts, and what it does.
public protocol Command {
    /// The word that selects the command, such as `generate`.
    static var name: String { get }
    /// One line for the command list.
    static var abstract: String { get }
    /// Paragraphs printed after the usage in `sss help NAME`.
    static var discussion: String { get }
    static var signature: CommandSignature { get }

    /// Builds the command from parsed arguments, rejecting combinations that make no sense.
    init(arguments: ParsedArguments) throws(UsageError)

    func run(in context: Context) -> ExitCode
}

extension Command {
    public static var discussion: String { "" }

    /// `sss NAME`, as shown in usage lines.
    public static var commandPath: String { "sss \(name)" }
}
