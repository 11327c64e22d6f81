import SSSCore

/// Lays out help pages in the style Swift command-line tools share (OVERVIEW, USAGE, ARGUMENTS,
/// OPTIONS).
public struct HelpFormatter: Sendable {
    public init() {}

    public func page<C: Command>(for command: C.Type) -> String {
        let signature = command.signature
        var text = "OVERVIEW: \(command.abstract)\n\n"
        text += "USAGE: \(signature.usage(commandPath: command.commandPath))\n"
        if !signature.positionals.isEmpty {
            text += "\nARGUMENTS:\n"
            text += table(signature.positionals.map { ("<\($0.name)>", $0.help) })
        }
        let options = signature.options.filter { !$0.isHidden } + [ArgumentParser.helpOption]
        text += "\nOPTIONS:\n"
        text += table(options.map { (label(for: $0), $0.help) })
        if !command.discussion.isEmpty {
            text += "\n" + command.discussion
            if !command.discussion.hasSuffix("\n") { text += "\n" }
        }
        return text
    }

    public func overview(commands: [CommandEntry], version: String) -> String {
        var text = "OVERVIEW: Generate, lint and document Super Simple Architecture features (sss \(version)).\n\n"
        text += "USAGE: sss <command> [<arguments>] [--help]\n\n"
        text += "COMMANDS:\n"
        let help = ("help [<command>]", "Show help for sss or one of its commands.")
        text += table(commands.map { ($0.name, $0.abstract) } + [help])
        text += "\nOPTIONS:\n"
        text += table([("--version", "Print the version and exit."), ("-h, --help", "Show this help.")])
        text += "\nSee 'sss help <command>' for a command's arguments and options.\n"
        return text
    }

    private func label(for option: Option) -> String {
        var label = option.shortName.map { "-\($0), " } ?? ""
        label += "--\(option.name)"
        switch option.kind {
        case .flag: break
        case .value(let placeholder): label += " <\(placeholder)>"
        case .repeatedValue(let placeholder): label += " <\(placeholder)> ..."
        }
        return label
    }

    private func table(_ rows: [(String, String)]) -> String {
        let width = min(28, (rows.map(\.0.count).max() ?? 0) + 2)
        var text = ""
        for (name, help) in rows {
            let padded = "  " + name
            if padded.count + 2 > width + 2 {
                text += padded + "\n" + String(repeating: " ", count: width + 2) + help + "\n"
            } else {
                text += padded + String(repeating: " ", count: width + 2 - padded.count) + help + "\n"
            }
        }
        return text
    }
}
