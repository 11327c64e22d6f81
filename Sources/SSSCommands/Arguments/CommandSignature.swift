import SSSCore

/// One `--name` option a command accepts.
public struct Option: Sendable {
    /// Whether the option takes a value, and how often it may be given.
    public enum Kind: Sendable, Equatable {
        /// Present or absent, no value.
        case flag
        /// Takes one value; given twice, the last one wins.
        case value(placeholder: String)
        /// Takes one value and may be given several times.
        case repeatedValue(placeholder: String)
    }

    /// The long name without dashes, such as `output`.
    public let name: String
    /// A one-letter alias, such as `o` for `-o`.
    public let shortName: Character?
    public let kind: Kind
    public let help: String
    /// Accepted but left out of the usage line and the help page: options for people measuring `sss`.
    public let isHidden: Bool

    public init(_ name: String, short: Character? = nil, kind: Kind = .flag, help: String, isHidden: Bool = false) {
        self.name = name
        self.shortName = short
        self.kind = kind
        self.help = help
        self.isHidden = isHidden
    }

    public var takesValue: Bool { kind != .flag }
}

/// One positional argument a command accepts.
public struct Positional: Sendable {
    /// How many values the argument takes: exactly one, at most one, any number, or at least one.
    public enum Arity: Sendable {
        case required
        case optional
        case zeroOrMore
        case oneOrMore
    }

    public let name: String
    public let arity: Arity
    public let help: String

    public init(_ name: String, arity: Arity = .required, help: String) {
        self.name = name
        self.arity = arity
        self.help = help
    }
}

/// Everything a command accepts on the command line.
public struct CommandSignature: Sendable {
    public let positionals: [Positional]
    public let options: [Option]

    public init(positionals: [Positional] = [], options: [Option] = []) {
        self.positionals = positionals
        self.options = options
    }

    /// The one-line usage, such as `sss generate <spec> ... [--output <dir>]`.
    public func usage(commandPath: String) -> String {
        var parts = [commandPath]
        for positional in positionals {
            switch positional.arity {
            case .required: parts.append("<\(positional.name)>")
            case .optional: parts.append("[<\(positional.name)>]")
            case .zeroOrMore: parts.append("[<\(positional.name)> ...]")
            case .oneOrMore: parts.append("<\(positional.name)> ...")
            }
        }
        for option in options where !option.isHidden {
            switch option.kind {
            case .flag: parts.append("[--\(option.name)]")
            case .value(let placeholder): parts.append("[--\(option.name) <\(placeholder)>]")
            case .repeatedValue(let placeholder): parts.append("[--\(option.name) <\(placeholder)> ...]")
            }
        }
        return parts.joined(separator: " ")
    }
}
