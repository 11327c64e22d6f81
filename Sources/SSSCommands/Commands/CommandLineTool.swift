import SSSCore

/// The `sss` front door: picks the command named by the first argument, parses the rest, runs it.
public struct CommandLineTool {
    /// The release of `sss`, printed by `sss --version`.
    public static let version = ToolVersion.current

    /// Every command, in the order `sss help` lists them.
    public static var commands: [CommandEntry] {
        [
            CommandEntry(GenerateCommand.self),
            CommandEntry(LintCommand.self),
            CommandEntry(ConfigCommand.self),
            CommandEntry(SuppressionsCommand.self),
            CommandEntry(BaselineCommand.self),
            CommandEntry(InitCommand.self),
            CommandEntry(TemplatesCommand.self),
            CommandEntry(RulesCommand.self),
            CommandEntry(DocsCommand.self),
        ]
    }

    private let commands: [CommandEntry]

    public init(commands: [CommandEntry] = CommandLineTool.commands) {
        self.commands = commands
    }

    /// Runs `sss` with `arguments` (without the program name) and returns the exit code: `1`, after
    /// one error on standard error, when anything written to standard output failed to arrive.
    public func run(_ arguments: [String], in context: Context) -> ExitCode {
        let code = dispatch(arguments, in: context)
        if let failure = context.output.failure {
            context.report(.error("cannot write to standard output: \(failure)"))
            return .failure
        }
        return code
    }

    private func dispatch(_ arguments: [String], in context: Context) -> ExitCode {
        guard let first = arguments.first else {
            return showOverview(in: context)
        }
        switch first {
        case "--version", "version":
            context.output.write(Self.version + "\n")
            return .success
        case "--help", "-h":
            return showOverview(in: context)
        case "help":
            return help(Array(arguments.dropFirst()), in: context)
        default:
            break
        }
        guard let command = command(named: first) else {
            let isOption = first.hasPrefix("-")
            let candidates = isOption ? ["--help", "--version"] : commands.map(\.name) + ["help"]
            let hint = Suggestion.hint(for: first, in: candidates)
            context.report(.error("unknown \(isOption ? "option" : "command") '\(first)'\(hint)"))
            context.errorOutput.write("Usage: sss <command> [<arguments>]\nSee 'sss help' for more.\n")
            return .failure
        }
        return command.run(Array(arguments.dropFirst()), context)
    }

    private func help(_ arguments: [String], in context: Context) -> ExitCode {
        guard let name = arguments.first else {
            return showOverview(in: context)
        }
        guard let command = command(named: name) else {
            let hint = Suggestion.hint(for: name, in: commands.map(\.name))
            context.report(.error("unknown command '\(name)'\(hint)"))
            context.errorOutput.write("Usage: sss help [<command>]\nSee 'sss help' for more.\n")
            return .failure
        }
        context.output.write(command.helpPage)
        return .success
    }

    private func showOverview(in context: Context) -> ExitCode {
        context.output.write(HelpFormatter().overview(commands: commands, version: Self.version))
        return .success
    }

    private func command(named name: String) -> CommandEntry? {
        commands.first { $0.name == name }
    }
}

/// A command type as the front door sees it: its name, help and a way to run it.
public struct CommandEntry {
    public let name: String
    public let abstract: String
    let run: ([String], Context) -> ExitCode
    private let page: () -> String

    /// The command's help, written out when asked for: every run makes every entry, and most print
    /// no help.
    public var helpPage: String {
        page()
    }

    public init<C: Command>(_ command: C.Type) {
        name = C.name
        abstract = C.abstract
        page = { HelpFormatter().page(for: C.self) }
        run = { arguments, context in Self.execute(C.self, arguments: arguments, in: context) }
    }

    private static func execute<C: Command>(_ command: C.Type, arguments: [String], in context: Context) -> ExitCode {
        let instance: C
        do {
            let parsed = try ArgumentParser(C.signature).parse(arguments)
            if parsed.wantsHelp {
                context.output.write(HelpFormatter().page(for: C.self))
                return .success
            }
            instance = try C(arguments: parsed)
        } catch {
            context.report(.error(error.message))
            context.errorOutput.write(
                "Usage: \(C.signature.usage(commandPath: C.commandPath))\nSee 'sss help \(C.name)' for more.\n"
            )
            return .failure
        }
        return instance.run(in: context)
    }
}
