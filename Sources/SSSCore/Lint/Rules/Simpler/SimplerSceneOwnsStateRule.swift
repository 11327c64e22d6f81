/// Only a Scene owns a Store; interfaces are handed its values and its `send`.
package struct SimplerSceneOwnsStateRule: FileRule {
    package static let description = RuleDescription(
        identifier: "simpler_scene_owns_state",
        name: "SIMPLER Scene Owns State",
        defaultSeverity: .warning,
        architectures: [.simpler],
        summary: "Only a Scene may hold a Store in `@State` or `@StateObject`.",
        rationale: """
            A scene holds one part of the app together: it owns the store, and with it the model and the \
            pipe. The interfaces inside it are given the values they show and a way to send events. An interface that creates its own store starts a second, separate model \
            that the scene cannot see, and the two drift apart.
            """,
        fix: """
            Create the store in the scene (`@State private var store = CounterStore()`), and give the \
            interface the values it shows and `send: store.send`. A view that must reach the store itself \
            can take it as a plain `let` or through `@Environment`.
            """,
        topic: "simpler",
        triggeringExamples: [
            RuleExample("struct CounterControls: View {\n    @State private var ↓store = CounterStore()\n}"),
            RuleExample("struct CounterDisplay: View {\n    @StateObject var ↓store: CounterStore\n}"),
            RuleExample("struct CounterView: View {\n    @State private var ↓store: CounterStore? = nil\n}"),
            RuleExample("struct CounterScene: View {\n    struct Panel: View {\n        @State var ↓store = CounterStore(model: CounterModel())\n    }\n}"),
        ],
        nonTriggeringExamples: [
            RuleExample("struct CounterScene: View {\n    @State private var store = CounterStore()\n}"),
            RuleExample("struct CounterControls: View {\n    let store: CounterStore\n    @State private var text = \"\"\n}"),
            RuleExample("struct CounterDisplay: View {\n    @Environment(CounterStore.self) private var store\n}"),
            RuleExample("struct Settings: View {\n    @State private var isOn = StoreDefaults.isOn\n}"),
        ]
    )

    private let settings: LintSettings

    package init(settings: LintSettings) {
        self.settings = settings
    }

    package var membersRead: MembersRead {
        MembersRead { type in settings.role(of: type.name) == .scene ? [] : .variables }
    }

    package func check(_ file: LintedFile) -> [Violation] {
        var violations: [Violation] = []
        for type in file.types where settings.role(of: type.name) != .scene {
            for variable in type.variables where variable.attributes.contains(where: { $0.name == "State" || $0.name == "StateObject" }) {
                guard let store = storeName(held: variable, in: file) else { continue }
                let attribute = variable.attributes.first { $0.name == "State" || $0.name == "StateObject" }?.name ?? "State"
                violations.append(Violation(
                    offset: variable.nameOffset,
                    reason: "'\(type.name)' holds Store '\(store)' in @\(attribute), but only a Scene owns a store; take its values and 'send' from the scene",
                    declarationPath: DeclarationPath.of(variable, in: type),
                    role: settings.role(of: type.name)
                ))
            }
        }
        return violations
    }

    /// The Store the variable holds: a name with the store role in its type annotation or at the start
    /// of its initial value.
    private func storeName(held variable: VariableDeclaration, in file: LintedFile) -> String? {
        if let type = variable.type {
            return Self.words(in: type.text).first { settings.role(of: $0) == .store }
        }
        guard variable.hasInitialValue else { return nil }
        var index = file.tokenIndex(at: variable.nameOffset) + 1
        while index < file.tokens.count, file.tokens[index].kind.isTrivia || file.tokens[index].kind == .equal {
            index += 1
        }
        guard index < file.tokens.count, file.tokens[index].kind == .identifier else { return nil }
        let name = file.tokens[index].name(in: file.bytes)
        return settings.role(of: name) == .store ? name : nil
    }

    private static func words(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
