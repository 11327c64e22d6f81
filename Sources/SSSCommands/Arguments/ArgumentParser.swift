import SSSCore

/// A mistake on the command line: an unknown option, a missing value, too many arguments.
public struct UsageError: Error, Sendable, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// The arguments of one command after parsing, looked up by option name.
public struct ParsedArguments: Sendable {
    public private(set) var positionals: [String] = []
    private var flags: Set<String> = []
    private var values: [String: [String]] = [:]
    private var occurrences: [(name: String, value: String)] = []

    public init() {}

    public func flag(_ name: String) -> Bool { flags.contains(name) }
    public func value(_ name: String) -> String? { values[name]?.last }
    public func values(_ name: String) -> [String] { values[name] ?? [] }
    /// The values of the named options in the order they were given, for options that pair up
    /// (`--reporter json --output a.json --reporter sarif --output b.sarif`).
    public func occurrences(of names: Set<String>) -> [(name: String, value: String)] {
        occurrences.filter { names.contains($0.name) }
    }

    /// The value of `--name` as a whole number within `range`; `nil` when the option was not given.
    ///
    /// - Throws: a usage error naming the range when the value is not a whole number or lies outside it,
    ///   however large.
    public func number(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("--\(name) must be a whole number between \(range.lowerBound) and \(range.upperBound), found '\(text)'")
        }
        return number
    }

    /// Whether `--help` or `-h` was given.
    public var wantsHelp: Bool { flags.contains("help") }

    mutating func set(_ option: Option, value: String?) {
        if let value {
            values[option.name, default: []].append(value)
            occurrences.append((option.name, value))
        } else {
            flags.insert(option.name)
        }
    }

    mutating func appendPositional(_ value: String) {
        positionals.append(value)
    }
}

/// Splits raw arguments according to a ``CommandSignature``.
///
/// Accepts `--name value`, `--name=value`, `-n value`, and `--` to end options. Every command
/// also accepts `-h`/`--help`.
public struct ArgumentParser: Sendable {
    public static let helpOption = Option("help", short: "h", help: "Show help for this command.")

    let signature: CommandSignature

    public init(_ signature: CommandSignature) {
        self.signature = signature
    }

    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        let options = signature.options + [Self.helpOption]
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.appendPositional(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (option, inlineValue) = try lookUp(argument, in: options)
            guard option.takesValue else {
                if inlineValue != nil {
                    throw UsageError("option '--\(option.name)' does not take a value")
                }
                parsed.set(option, value: nil)
                continue
            }
            if let inlineValue {
                parsed.set(option, value: inlineValue)
            } else if index < arguments.count {
                parsed.set(option, value: arguments[index])
                index += 1
            } else {
                throw UsageError("option '--\(option.name)' needs a value")
            }
        }
        if parsed.wantsHelp { return parsed }
        try checkPositionals(parsed.positionals)
        return parsed
    }

    private func lookUp(_ argument: String, in options: [Option]) throws(UsageError) -> (Option, String?) {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let name = body.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            let value = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
            if let option = options.first(where: { $0.name == name }) {
                return (option, value)
            }
            let hint = Suggestion.hint(for: "--" + name, in: options.map { "--" + $0.name })
            throw UsageError("unknown option '--\(name)'\(hint)")
        }
        let letters = argument.dropFirst()
        if letters.count == 1, let option = options.first(where: { $0.shortName == letters.first }) {
            return (option, nil)
        }
        let hint = Suggestion.hint(for: "-" + letters, in: options.map { "--" + $0.name })
        throw UsageError("unknown option '\(argument)'\(hint)")
    }

    private func checkPositionals(_ values: [String]) throws(UsageError) {
        var remaining = values.count
        var unbounded = false
        for positional in signature.positionals {
            switch positional.arity {
            case .required:
                guard remaining > 0 else { throw UsageError("missing argument <\(positional.name)>") }
                remaining -= 1
            case .oneOrMore:
                guard remaining > 0 else { throw UsageError("missing argument <\(positional.name)>") }
                remaining = 0
                unbounded = true
            case .optional:
                remaining = max(0, remaining - 1)
            case .zeroOrMore:
                remaining = 0
                unbounded = true
            }
        }
        if remaining > 0 && !unbounded {
            throw UsageError("unexpected argument '\(values[values.count - remaining])'")
        }
    }
}
