extension GuideTopic {
    static let suppressions = GuideTopic(
        identifier: "suppressions",
        title: "Living with exceptions",
        kind: .notes,
        summary: "How to keep a known breach on purpose without hiding the ones that follow.",
        body: """
            Sometimes a breach is the right call for now: a base class kept through a migration, a class \
            that a legacy flow still subclasses. `sss` lets you say so in the code, next to the breach, \
            with a comment that names the rule and gives the reason after ` - `.

            - `// sss:disable:next rule_id - reason` covers the next line; `:this` the same line and \
            `:previous` the line before.
            - `// sss:disable rule_id - reason` up to `// sss:enable rule_id` covers a region; `all` stands \
            for every rule.
            - `sss suppressions` lists every such comment with its reason, so the debt stays visible in review.

            A suppression that silences nothing is itself reported, as is a rule name that does not exist: \
            once the code is fixed the comment should go, or it would hide the next breach that lands \
            there. For a codebase with many findings at once, record them in a baseline \
            (`sss lint --write-baseline`) and fix them over time instead of annotating each one.
            """,
        ruleIdentifiers: ["superfluous_disable_command"]
    )
}
