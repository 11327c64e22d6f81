/// The pipe handles every event by name: its `switch` over the event has no `default:`.
package struct SimplerExhaustivePipeRule: FileRule {
    package static let description = RuleDescription(
        identifier: "simpler_exhaustive_pipe",
        name: "SIMPLER Exhaustive Pipe",
        defaultSeverity: .warning,
        architectures: [.simpler],
        summary: "In `send(_:)`, the `switch` over an Event must name every case instead of using `default:`.",
        rationale: """
            The pipe is where each event meets its logic. When its `switch` names every case, adding an \
            event makes the compiler point at the one place that must decide what the event does. A \
            `default:` answers every future event in advance, usually by doing nothing, so a new button can \
            be wired to an event that silently changes nothing.
            """,
        fix: "Replace `default:` with a `case` for each remaining event, even when several share one line: `case .reset, .clear:`.",
        topic: "simpler",
        triggeringExamples: [
            RuleExample("""
                final class CounterStore {
                    func send(_ event: CounterEvent) {
                        switch event {
                        case .increaseCount:
                            model = model.increaseCount()
                        ↓default:
                            break
                        }
                    }
                }
                """),
            RuleExample("""
                struct CounterScene {
                    func send(_ event: Event) {
                        switch (event) {
                        case .increaseCount: count += 1
                        @unknown ↓default: break
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                final class CounterStore {
                    func send(_ event: CounterEvent) {
                        switch event {
                        case .increaseCount:
                            model = model.increaseCount()
                        case .decreaseCount:
                            switch mode {
                            case .editing: model = model.decreaseCount()
                            default: break
                            }
                        }
                    }
                }
                """),
            RuleExample("func send(_ message: String) {\n    switch message {\n    case \"\": break\n    default: print(message)\n    }\n}"),
            RuleExample("final class Log {\n    func record(_ event: CounterEvent) {\n        switch event {\n        default: break\n        }\n    }\n}"),
        ]
    )

    private let settings: LintSettings

    package init(settings: LintSettings) {
        self.settings = settings
    }

    package var membersRead: MembersRead {
        MembersRead { _ in .functions }
    }

    package func check(_ file: LintedFile) -> [Violation] {
        var violations: [Violation] = []
        for type in file.types {
            for function in type.functions where function.kind == .function && function.name == "send" {
                violations += check(function, in: type, of: file)
            }
        }
        return violations
    }

    private func check(_ function: FunctionDeclaration, in type: TypeDeclaration, of file: LintedFile) -> [Violation] {
        guard function.parameters.count == 1, let parameter = function.parameters.first, parameter.label == nil,
              let eventType = parameter.type, settings.role(of: eventType.baseName) == .event,
              let body = function.body
        else { return [] }
        let (tokens, range) = file.bodyTokens(body)
        return Self.defaults(switchingOver: parameter.name, in: tokens, range: range, bytes: file.bytes).map { offset in
            Violation(
                offset: offset,
                reason: "'default:' in the switch over '\(parameter.name)' answers every \(eventType.baseName) not named; handle each event by its case",
                declarationPath: DeclarationPath.of(function, in: type),
                role: settings.role(of: type.name)
            )
        }
    }

    /// The offsets of the `default` labels that belong directly to a `switch` over `subject` (written
    /// alone, perhaps in parentheses) in `range`; those of nested switches over other values do not count.
    static func defaults(switchingOver subject: String, in tokens: [Token], range: Range<Int>, bytes: [UInt8]) -> [Int] {
        let significant = range.filter { $0 < tokens.count && !tokens[$0].kind.isTrivia }
        var offsets: [Int] = []
        for (position, index) in significant.enumerated() where tokens[index].keyword == .switch {
            let subjectTokens = significant[(position + 1)...].prefix { tokens[$0].kind != .leftBrace }
            let words = subjectTokens.filter { tokens[$0].kind != .leftParen && tokens[$0].kind != .rightParen }
            guard words.count == 1, let word = words.first, tokens[word].kind == .identifier,
                  tokens[word].name(in: bytes) == subject,
                  let open = significant[(position + 1)...].first(where: { tokens[$0].kind == .leftBrace })
            else { continue }
            var depth = 0
            for inner in significant where inner >= open {
                switch tokens[inner].kind {
                case .leftBrace: depth += 1
                case .rightBrace: depth -= 1
                default:
                    if depth == 1, tokens[inner].keyword == .default { offsets.append(tokens[inner].offset) }
                }
                if depth == 0 { break }
            }
        }
        return offsets
    }
}
