/// The pages of `sss docs`: the topic list and one page per topic.
public enum GuidePage {
    /// The page of `topic`, ending with its example files taken from `examples` (the generated
    /// example feature); files missing from `examples` are left out.
    public static func page(for topic: GuideTopic, examples: [PlannedFile]) -> Page {
        var page = Page([.title(topic.title), .paragraph(topic.summary)])
        page.append(contentsOf: PageBlock.prose(topic.body))
        let rules = topic.ruleIdentifiers.compactMap { RuleRegistry.rule(identifier: $0)?.description }
        if !rules.isEmpty {
            page.append(.heading(topic.kind == .notes ? "Related rules" : "Rules that guard it"))
            page.append(.definitions(rules.map { Definition($0.identifier, $0.summary) }))
            page.append(.paragraph("Run `sss rules <id>` for a rule's page: why it matters, how to fix a finding, and examples."))
        }
        let files = topic.exampleFiles.compactMap { name in examples.first { $0.path == name } }
        if !files.isEmpty {
            page.append(.heading("Worked example"))
            if let spec = Guide.exampleSpec(of: topic.architecture) {
                page.append(.paragraph("What `sss generate` writes for this spec, `\(spec.path)`:"))
                page.append(.code(spec.text, language: "yaml"))
            } else {
                page.append(.paragraph("""
                    What `sss generate` writes for the guide's example feature, Greeting (`sss docs` shows its \
                    spec):
                    """))
            }
            for file in files {
                page.append(.subheading(file.path))
                page.append(.code(file.contents, language: "swift"))
            }
        }
        return page
    }

    /// The list of topics by kind, and the spec of the example feature. With `linkingPages`, each
    /// topic is a Markdown link to `<topic>.md`, for the index of the Markdown guide.
    public static func index(linkingPages: Bool = false) -> Page {
        var page = Page([
            .title("Super Simple Architecture"),
            .paragraph("""
                One page for each component of the architecture and each principle behind it, with the \
                lint rules that guard it and the code `sss generate` writes for it. Run \
                `sss docs <topic>` to read a page in the terminal.
                """),
        ])
        for kind in GuideTopic.Kind.allCases {
            let topics = Guide.topics.filter { $0.kind == kind }
            guard !topics.isEmpty else { continue }
            page.append(.heading(kind.heading))
            if linkingPages {
                page.append(.list(topics.map { "[\($0.title)](\($0.identifier).md): \($0.summary)" }))
            } else {
                page.append(.definitions(topics.map { Definition($0.identifier, $0.summary) }))
            }
        }
        page.append(.heading("Reference"))
        page.append(.definitions([
            Definition(SpecReference.identifier, SpecReference.summary),
            Definition(RegenerationReference.identifier, RegenerationReference.summary),
        ]))
        page.append(.heading("The example feature"))
        page.append(.paragraph("""
            Each page's worked example is what `sss generate` writes for this spec. `Profile` stands for \
            another feature of the app, generated from a spec of its own.
            """))
        page.append(.code(Guide.exampleSpec, language: "yaml"))
        return page
    }
}

extension GuideTopic.Kind {
    /// The heading the topic list groups this kind under.
    public var heading: String {
        switch self {
        case .component: "Components"
        case .principle: "Principles"
        case .notes: "Notes"
        case .architecture: "Other architectures"
        }
    }
}
