/// Suppression comments must earn their place: each one silences a finding and names real rules.
///
/// The engine applies suppressions and produces this rule's findings itself (see ``SuppressionFilter``),
/// so the rule has no check of its own; listing it lets configuration, reports and docs treat it like
/// any other rule.
package struct SuperfluousDisableCommandRule: Rule {
    package static let description = RuleDescription(
        identifier: "superfluous_disable_command",
        name: "Superfluous Disable Command",
        defaultSeverity: .warning,
        architectures: Architecture.allCases,
        summary: "A `// sss:disable` comment that silences no finding, names an unknown rule, or cannot be read.",
        rationale: """
            Every suppression is a known breach of the architecture that the team chose to keep. Once the \
            code under it is fixed, the comment only hides the next breach that lands there, and a typo in a \
            rule identifier silences nothing while looking as if it did. Reporting both keeps the list of \
            suppressions (`sss suppressions`) an honest record of the debt that is left.
            """,
        fix: """
            Remove the comment, or the identifiers in it that silence nothing; fix a misspelt identifier. \
            Write suppressions as `// sss:disable:next rule_id - reason`, with the reason after ` - `.
            """,
        topic: "suppressions",
        triggeringExamples: [
            RuleExample("// sss:disable:next ↓final_component - the class is final now\nfinal class LoginInteraction: LoginInteracting {}"),
            RuleExample("enum LoginAssembler {} // sss:disable:this ↓assembler_kind"),
            RuleExample("// sss:disable:next ↓finl_component\nfinal class LoginInteraction: LoginInteracting {}"),
            RuleExample("// sss:disable ↓all\nstruct Banner {}"),
            RuleExample("// ↓sss:disabel final_component\nfinal class LoginInteraction: LoginInteracting {}"),
            RuleExample("""
                // sss:disable final_component
                // sss:disable:next ↓final_component
                class LoginInteraction: LoginInteracting {}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("// sss:disable:next final_component - subclassed by the legacy flow\nclass LoginInteraction: LoginInteracting {}"),
            RuleExample("class LoginInteraction: LoginInteracting {} // sss:disable:this final_component"),
            RuleExample("class LoginInteraction: LoginInteracting {}\n// sss:disable:previous final_component"),
            RuleExample("""
                // sss:disable final_component
                class LoginInteraction: LoginInteracting {}
                // sss:enable final_component
                """),
            RuleExample("// sss:disable all - generated code\nclass LoginInteraction: LoginInteracting {}"),
            RuleExample("// To silence one line, write sss:disable:next final_component above it.\nstruct Banner {}"),
            RuleExample("let help = \"// sss:disable:next final_component\"\nstruct Banner {}"),
        ]
    )

    package init(settings: LintSettings) {}

    package var membersRead: MembersRead { .none }
}
