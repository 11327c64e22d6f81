import SSSCore

/// `sss init [<feature>] [--output <file>] [--architecture <name>]`: writes a commented starter
/// spec, never over an existing file.
public struct InitCommand: Command {
    public static let name = "init"
    public static let abstract = "Write a commented starter spec for a new feature."
    public static let discussion = """
        The spec is written to <feature>.sss.yml in the current folder unless --output says
        otherwise; when --output names a folder, the file goes inside it. An existing file is
        never overwritten.

        --architecture chooses the spec's architecture: ssa (Super Simple Architecture for
        UIKit, the default), simpler (SIMPLER for SwiftUI) or elements (Elements for UIKit).
        """
    public static let signature = CommandSignature(
        positionals: [
            Positional("feature", arity: .optional, help: "The feature's UpperCamelCase name (default: \(defaultFeature)).")
        ],
        options: [
            Option("output", short: "o", kind: .value(placeholder: "file"), help: "Where to write the spec."),
            Option("architecture", kind: .value(placeholder: "name"), help: "ssa (the default), simpler or elements: the architecture the spec follows."),
        ]
    )

    static let defaultFeature = "MyFeature"

    let feature: String
    let output: String?
    let architecture: Architecture

    public init(arguments: ParsedArguments) throws(UsageError) {
        feature = arguments.positionals.first ?? Self.defaultFeature
        guard SwiftIdentifier.isValid(feature, .upperCamelCase) else {
            throw UsageError(SwiftIdentifier.invalidNameMessage(feature, kind: "feature name", .upperCamelCase))
        }
        output = arguments.value("output")
        if output?.isEmpty == true { throw UsageError("option '--output' needs a file path") }
        architecture = try Self.architecture(arguments.value("architecture"))
    }

    /// The architecture `--architecture` names; Super Simple Architecture without the option.
    private static func architecture(_ name: String?) throws(UsageError) -> Architecture {
        guard let name else { return .default }
        let names = Architecture.allCases.map(\.rawValue)
        guard let architecture = Architecture(rawValue: name) else {
            let hint = Suggestion.hint(for: name, in: names)
            throw UsageError("unknown architecture '\(name)'" + (hint.isEmpty ? "; expected \(Architecture.choices)" : hint))
        }
        return architecture
    }

    public func run(in context: Context) -> ExitCode {
        let fileSystem = context.fileSystem
        let fileName = "\(feature).sss.yml"
        var path = output ?? fileName
        if let output, fileSystem.isDirectory(atPath: output) {
            path = Path.join(output, fileName)
        }
        if fileSystem.status(ofItemAt: path, followingLinks: false) != nil {
            context.report(.error("\(path) already exists; choose another file with --output, or remove it first"))
            return .failure
        }
        let bytes = Array((StarterSpec.text(feature: feature, path: path, architecture: architecture)).utf8)
        do throws(FileSystemError) {
            try context.writeAtomically(bytes, to: path)
        } catch {
            context.report(.error("cannot write \(path): \(error.reason)"))
            return .failure
        }
        context.output.write("create \(path)\n")
        return .success
    }
}
