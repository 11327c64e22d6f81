import SSSCore

/// `sss templates [list]` and `sss templates show <name>`: the built-in templates, so that users
/// can copy one and start their own.
public struct TemplatesCommand: Command {
    public static let name = "templates"
    public static let abstract = "List the built-in templates, or print one to start your own."
    public static let discussion = """
        'list' (also what 'sss templates' alone does) prints the file name of every template
        'sss generate' uses. 'show' prints one of them, named in full (View.swift.template) or
        short (View); the comment at its top lists the values it can use.

        To change what is generated, save templates under their own names in a folder and pass
        it to 'sss generate --templates <dir>':

            sss templates show View > MyTemplates/View.swift.template
        """
    public static let signature = CommandSignature(
        positionals: [
            Positional("action", arity: .optional, help: "'list' (the default) or 'show'."),
            Positional("name", arity: .optional, help: "The template to show."),
        ]
    )

    static let actions = ["list", "show"]

    let name: String?

    public init(arguments: ParsedArguments) throws(UsageError) {
        let positionals = arguments.positionals
        let action = positionals.first ?? "list"
        guard Self.actions.contains(action) else {
            let hint = Suggestion.hint(for: action, in: Self.actions)
            throw UsageError("unknown action '\(action)'" + (hint.isEmpty ? "; expected 'list' or 'show'" : hint))
        }
        name = positionals.count > 1 ? positionals[1] : nil
        if action == "show", name == nil {
            throw UsageError("missing argument <name>; 'sss templates list' prints the names")
        }
        if action == "list", let name {
            throw UsageError("unexpected argument '\(name)'; 'list' takes no name")
        }
    }

    public func run(in context: Context) -> ExitCode {
        guard let name else {
            context.output.write(TemplateName.allCases.map { $0.fileName + "\n" }.joined())
            return .success
        }
        guard let template = TemplateName(named: name) else {
            let candidates = name.hasSuffix(TemplateName.suffix)
                ? TemplateName.allCases.map(\.fileName)
                : TemplateName.allCases.map(\.shortName)
            let hint = Suggestion.hint(for: name, in: candidates)
            context.report(.error("unknown template '\(name)'\(hint)"))
            context.errorOutput.write("See 'sss templates list' for the template names.\n")
            return .failure
        }
        context.output.write(TemplateSet.builtinSource(of: template))
        return .success
    }
}
