extension GuideTopic {
    static let simpler = GuideTopic(
        identifier: "simpler",
        title: "SIMPLER",
        kind: .architecture,
        summary: "The architecture for SwiftUI: Scene, Interface, Model, Pipe, Logic, Event and Resource.",
        body: """
            SIMPLER splits a SwiftUI feature into seven kinds of parts, named by its letters. `sss generate` \
            writes them for a spec that starts with `architecture: simpler`, and `sss lint` checks them in a \
            codebase whose `.sss.yml` says the same.

            - Scene: the view at the top of one part of the app, `CounterScene`. It owns the store (in \
            `@State`), lays out the interfaces with the values each one shows, starts the resources' loops \
            and presents other scenes. It decides what is on screen and where, not how each part \
            works.
            - Interface: a view inside a scene, `CounterDisplay` or `CounterControls`. A display shows \
            values; a control turns a touch into an event with `send(…)`. It keeps no state and decides \
            nothing, so it can be previewed and reused with any values.
            - Model: what the scene knows, `CounterModel`, a struct of plain values that is `Equatable`. The \
            store keeps one at a time and replaces it as a whole.
            - Pipe: the store's `send(_:)`, in an `@Observable` class, `CounterStore`. Every event goes \
            through it; its `switch` names each event and keeps the model that the event's logic returns.
            - Logic: one function per event on the model, `func setCount(value: Int) -> CounterModel`. It \
            reads the model and the event's values and returns the next model, with no side effects, so it \
            is tested by calling it.
            - Event: an enum with a case per thing that can happen, `CounterEvent`, the values it carries in \
            associated values: `case setCount(value: Int)`.
            - Resource: work with a loop of its own, away from the scene's, such as a clock, a socket or a \
            database: a protocol, `ClockResource`, and the implementation the app runs with, \
            `LiveClockResource`. It talks back through the pipe: each value of its stream becomes an event.

            What SIMPLER's description leaves open, `sss` settles this way:

            - The store uses Observation (`@Observable`, `import Observation`) rather than \
            `ObservableObject` and Combine, and is isolated to the main actor.
            - Whether a destination is shown is part of the model (`isShowingSettings`), set by an event's \
            logic; when the user dismisses it, the scene sends `settingsDismissed`.
            - The app puts its first scene in a `NavigationStack`: `WindowGroup { NavigationStack { \
            CounterScene() } }`. A scene shown in a sheet gets a stack of its own, so it can push too.
            - Names end in the part's role: `…Scene`, `…Model`, `…Event`, `…Store` and `…Resource` (the \
            `roles` of `.sss.yml` with `architecture: simpler`).
            """,
        ruleIdentifiers: [
            "simpler_event_enum", "simpler_exhaustive_pipe", "simpler_thin_interface", "simpler_pure_logic", "simpler_scene_owns_state",
        ],
        exampleFiles: [
            "CounterModel.swift", "CounterEvent.swift", "CounterLogic.swift", "CounterStore.swift", "CounterControls.swift",
            "ClockResource.swift", "CounterScene.swift",
        ],
        architecture: .simpler
    )
}
