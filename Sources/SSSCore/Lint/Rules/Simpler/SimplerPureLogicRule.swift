/// Logic returns the next model: functions on a Model neither mutate it nor return nothing.
package struct SimplerPureLogicRule: FileRule {
    package static let description = RuleDescription(
        identifier: "simpler_pure_logic",
        name: "SIMPLER Pure Logic",
        defaultSeverity: .warning,
        architectures: [.simpler],
        summary: "A function on a Model must return a value, its next model, instead of mutating it or returning nothing.",
        rationale: """
            Logic is what turns a model and an event into the next model. Written as a function that returns \
            a new value, it can be read, tested and reused on its own: the same model and values always give \
            the same result, and the pipe is the only place that decides to keep it. A `mutating` function, \
            or one that returns nothing and so can only work through side effects, hides the change inside \
            the call, and the model stops being a plain value that the store replaces.
            """,
        fix: """
            Return the next model, `func increaseCount() -> CounterModel`, built from a copy of `self`, and \
            let the store keep it: `model = model.increaseCount()`. Work that has effects belongs to a \
            resource, which reports back through an event.
            """,
        topic: "simpler",
        triggeringExamples: [
            RuleExample("extension CounterModel {\n    mutating func ↓increaseCount() {\n        count += 1\n    }\n}"),
            RuleExample("extension CounterModel {\n    func ↓reset() {\n        print(\"reset\")\n    }\n}"),
            RuleExample("struct CounterModel {\n    var count = 0\n    mutating func ↓increase() -> Int {\n        count += 1\n        return count\n    }\n}"),
            RuleExample("extension CounterModel {\n    func ↓log() -> Void {}\n}"),
        ],
        nonTriggeringExamples: [
            RuleExample("extension CounterModel {\n    func increaseCount() -> CounterModel {\n        var next = self\n        next.count += 1\n        return next\n    }\n}"),
            RuleExample("extension CounterModel {\n    var isEmpty: Bool { count == 0 }\n    static func starting() -> CounterModel { CounterModel() }\n    init(count: Int) { self.count = count }\n}"),
            RuleExample("extension CounterModel: Hashable {\n    func hash(into hasher: inout Hasher) {}\n}"),
            RuleExample("extension CounterModel: Encodable {\n    func encode(to encoder: any Encoder) throws {}\n}"),
            RuleExample("extension Int {\n    mutating func increase() { self += 1 }\n}"),
            RuleExample("protocol CounterModel {\n    func reset()\n}"),
        ]
    )

    /// Functions of the standard protocols that return nothing by design, by name and first argument label.
    static let conformanceRequirements: Set<String> = ["hash(into:)", "encode(to:)"]

    private let settings: LintSettings

    package init(settings: LintSettings) {
        self.settings = settings
    }

    package var membersRead: MembersRead {
        MembersRead { type in type.kind != .protocol && settings.role(of: type.name) == .model ? .functions : [] }
    }

    package func check(_ file: LintedFile) -> [Violation] {
        var violations: [Violation] = []
        for type in file.types where type.kind != .protocol && settings.role(of: type.name) == .model {
            for function in type.functions where function.kind == .function && !function.modifiers.isTypeLevel {
                let selector = function.name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
                if function.modifiers.contains(.mutating) {
                    violations.append(violation(function, in: type, "'\(function.name)' mutates Model '\(type.name)'; return the next model instead, and let the store keep it"))
                } else if Self.returnsNothing(function), !Self.conformanceRequirements.contains(selector) {
                    violations.append(violation(function, in: type, "'\(function.name)' of Model '\(type.name)' returns nothing; logic returns the next model"))
                }
            }
        }
        return violations
    }

    private static func returnsNothing(_ function: FunctionDeclaration) -> Bool {
        guard let result = function.returnType else { return true }
        return ["Void", "()", "Swift.Void"].contains(result.text.filter { $0 != " " })
    }

    private func violation(_ function: FunctionDeclaration, in type: TypeDeclaration, _ reason: String) -> Violation {
        Violation(offset: function.nameOffset, reason: reason, declarationPath: DeclarationPath.of(function, in: type), role: .model)
    }
}
