/// Writes a configuration in the format `.sss.yml` is read in, with every key and every rule present
/// and the defaults filled in, so the output can be saved as a configuration file and read back.
public struct ConfigurationPrinter: Sendable {
    public init() {}

    public func print(_ loaded: LoadedConfiguration) -> String {
        let configuration = loaded.configuration
        var lines: [String] = []
        if let path = loaded.path {
            lines.append("# The configuration read from \(path), with every default filled in.")
        } else {
            lines.append("# No \(ConfigurationLoader.defaultFileName) was found; these are the defaults.")
        }
        let architecture = configuration.architecture
        lines.append("\(ArchitectureKey.name): \(architecture.rawValue)  # \(architecture.title): its rules run by default, and its roles are below")
        lines.append("included: \(Self.list(configuration.included))")
        lines.append("excluded: \(Self.list(configuration.excluded))")
        lines.append("disabled_rules: \(Self.list(configuration.disabledRules))")
        lines.append("opt_in_rules: \(Self.list(configuration.optInRules))")
        lines.append("only_rules: \(Self.list(configuration.onlyRules))")
        lines.append("roles:")
        for role in Role.roles(of: architecture) {
            lines.append("  \(role.rawValue): \(Self.list(configuration.roles.suffixes[role] ?? []))")
        }
        for description in RuleRegistry.descriptions {
            let identifier = description.identifier
            let rule = configuration.rule(identifier)
            let state = configuration.isEnabled(identifier) ? "enabled" : "disabled"
            lines.append("\(identifier):  # \(state)\(Self.optIn(description, in: architecture))")
            lines.append("  severity: \(rule.severity.rawValue)")
            lines.append("  excluded: \(Self.list(rule.excluded))")
            for option in description.options {
                lines.append("  \(option.key): \(Self.list(rule.options[option.key] ?? option.defaultValue))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// ` (opt-in)` for a rule that runs only when opted in to, naming its architectures when it is
    /// not a rule of `architecture`'s.
    static func optIn(_ rule: RuleDescription, in architecture: Architecture) -> String {
        if rule.runsByDefault(in: architecture) { return "" }
        if rule.architectures.contains(architecture) { return " (opt-in)" }
        return " (opt-in: a rule of \(ConfigurationReading.titles(of: rule.architectures)))"
    }

    /// `[a, "b c"]`: a flow list, quoting the items that would not read back as written.
    static func list(_ items: [String]) -> String {
        "[" + items.map(quotedIfNeeded).joined(separator: ", ") + "]"
    }

    /// The item as is when it holds only letters, digits, `_`, `.`, `/` and `-`; otherwise in double
    /// quotes with `"`, `\` and control characters escaped.
    static func quotedIfNeeded(_ item: String) -> String {
        let isPlain = !item.isEmpty && item.utf8.first != UInt8(ascii: "-") && item.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-")
        }
        if isPlain { return item }
        var quoted = "\""
        for scalar in item.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }
}
