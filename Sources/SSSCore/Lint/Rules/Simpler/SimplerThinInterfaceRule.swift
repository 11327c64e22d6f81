/// An interface's controls only send events: what follows from them is the pipe's and the logic's.
package struct SimplerThinInterfaceRule: FileRule {
    package static let description = RuleDescription(
        identifier: "simpler_thin_interface",
        name: "SIMPLER Thin Interface",
        defaultSeverity: .warning,
        architectures: [.simpler],
        summary: """
            In a SwiftUI view other than a Scene, a closure given to a control (`Button`, `.onTapGesture`, \
            `.onSubmit`, `.onChange`, …) must do nothing but call `send(…)`.
            """,
        rationale: """
            An interface is where people see and touch the app; what a touch means is decided elsewhere. \
            When a button's closure only sends an event, the interface stays small, can be reused and \
            previewed with any values, and every change to the model passes through the pipe, where it is \
            handled once and tested as logic. Assignments, other calls and control flow in the closure are \
            logic living in the view, out of reach of the store and its tests.
            """,
        fix: """
            Send an event that says what happened (`send(.increaseCount)`) and move the work into the event's \
            logic function on the model, or into a resource when it takes time. The values the event needs go \
            in its associated values: `send(.setCount(value: count + 1))` is fine.
            """,
        topic: "simpler",
        triggeringExamples: [
            RuleExample("struct CounterControls: View {\n    var body: some View {\n        ↓Button(\"Increase\") {\n            count += 1\n        }\n    }\n}"),
            RuleExample("struct CounterControls: View {\n    var body: some View {\n        Text(\"Decrease\")\n            .↓onTapGesture {\n                if isEnabled { send(.decreaseCount) }\n            }\n    }\n}"),
            RuleExample("struct SearchField: View {\n    var body: some View {\n        TextField(\"Query\", text: $query)\n            .↓onSubmit { search(query) }\n            .↓onChange(of: query) { _, new in\n                send(.queryChanged(new))\n                log(new)\n            }\n    }\n}"),
            RuleExample("struct CounterControls: View {\n    var body: some View {\n        ↓Button(action: { store.count = 0 }) {\n            Text(\"Reset\")\n        }\n    }\n}"),
        ],
        nonTriggeringExamples: [
            RuleExample("struct CounterControls: View {\n    let send: (CounterEvent) -> Void\n    var body: some View {\n        Button(\"Increase\") {\n            send(.increaseCount)\n        }\n        Button {\n            send(.decreaseCount)\n        } label: {\n            Text(\"Decrease\")\n        }\n    }\n}"),
            RuleExample("struct CounterControls: View {\n    var body: some View {\n        Text(\"Tap twice\")\n            .onTapGesture(count: 2) { send(.setCount(value: count + 1)) }\n            .onChange(of: count) { old, new in send(.countChanged(from: old, to: new)) }\n    }\n}"),
            RuleExample("struct CounterScene: View {\n    var body: some View {\n        Button(\"Increase\") {\n            count = count + 1\n        }\n    }\n}"),
            RuleExample("struct Counter {\n    func build() {\n        Button(\"Increase\") { count += 1 }\n    }\n}"),
            RuleExample("struct CounterControls: View {\n    var body: some View {\n        Button(\"Close\") {}\n        Button(\"Both\") { send(.a); self.send(.b) }\n    }\n}"),
        ]
    )

    /// The controls whose action closures are checked: views, and modifiers written after `.`.
    static let controls: Set<String> = ["Button"]
    static let actionModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "onSubmit", "onChange", "onAppear", "onDisappear", "task", "refreshable",
    ]

    private let settings: LintSettings

    package init(settings: LintSettings) {
        self.settings = settings
    }

    package var membersRead: MembersRead {
        MembersRead { type in Self.isInterface(type.kind, type.name, type.inheritance, settings: settings) ? [.functions, .variables] : [] }
    }

    /// A type that declares `View` in its inheritance clause, and is not a Scene.
    static func isInterface(_ kind: TypeDeclaration.Kind, _ name: String, _ inheritance: [TypeReference], settings: LintSettings) -> Bool {
        kind != .protocol && settings.role(of: name) != .scene
            && inheritance.contains { $0.withoutGenericArguments == "View" || $0.withoutGenericArguments == "SwiftUI.View" }
    }

    package func check(_ file: LintedFile) -> [Violation] {
        var violations: [Violation] = []
        for type in file.types where Self.isInterface(type.kind, type.name, type.inheritance, settings: settings) {
            let bodies = type.functions.compactMap(\.body) + type.variables.compactMap(\.accessors)
            for body in bodies {
                let (tokens, range) = file.bodyTokens(body)
                let scan = ControlClosureScan(tokens: tokens, range: range, bytes: file.bytes)
                for finding in scan.thickClosures() {
                    violations.append(Violation(
                        offset: finding.control,
                        reason: "the closure given to '\(finding.name)' in '\(type.name)' does more than send an event (\(finding.reason)); send an event and let the logic decide",
                        declarationPath: DeclarationPath.of(type),
                        role: settings.role(of: type.name)
                    ))
                }
            }
        }
        return violations
    }
}
