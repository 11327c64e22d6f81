/// The section of ``SpecReference`` on SIMPLER specs (`architecture: simpler`): their keys, what each
/// name gives, and how the parts of a scene work together.
enum SpecReferenceSimpler {
    /// The SIMPLER spec the section opens with.
    static let example = """
        architecture: simpler
        feature: Counter
        model:
          count: Int = 0
          history: [Int] = []
        events:
          - increaseCount
          - decreaseCount
          - setCount(value: Int)
          - tickReceived(date: Date)
          - showSettings
        interfaces:
          Display:
            shows: [count, history]
          Controls:
            sends: [increaseCount, decreaseCount, setCount, showSettings]
        resources:
          Clock:
            provides:
              - ticks() -> AsyncStream<Date>
            sends: tickReceived
        navigation:
          Settings: sheet

        """

    static let blocks: [PageBlock] = [.heading("SIMPLER specs")] + PageBlock.prose("""
        A spec that starts with `architecture: simpler` describes a SIMPLER scene for SwiftUI (`sss docs \
        simpler` explains the architecture): its model, the events that change it, the interfaces that \
        show it and send events, the resources that report back, and the scenes it presents. It takes \
        its own keys, listed below; a key of a Super Simple Architecture spec is refused with its place, \
        and so is a SIMPLER key in a spec without `architecture: simpler`. `sss init --architecture \
        simpler Counter` writes a commented one.
        """) + [
        .code(example, language: "yaml"),
        .table(header: ["Key", "Required", "Default", "Value"], rows: [
            ["`architecture`", "yes", "", "`simpler`"],
            ["`feature`", "yes", "", "the feature's name, UpperCamelCase"],
            ["`model`", "no", "none", "field names, each mapped to a Swift type and the value it starts with: `count: Int = 0`"],
            ["`events`", "no", "none", "what can happen: `increaseCount`, or with values, `setCount(value: Int)`"],
            ["`interfaces`", "yes", "", "interface names, each mapped to `shows` and `sends`; at least one"],
            ["`resources`", "no", "none", "resource names, each mapped to `provides` and `sends`"],
            ["`navigation`", "no", "none", "destination names, each mapped to `sheet` or `push`"],
        ]),
        .paragraph("Inside an interface, at least one of, and inside a resource:"),
        .table(header: ["Key", "Default", "Value"], rows: [
            ["`shows`", "`[]`", "model fields the interface is given and shows"],
            ["`sends`", "`[]`", "in an interface, events its controls send; in a resource, the one event each value of its stream becomes"],
            ["`provides`", "", "a resource's requirements, as Swift signatures without `func`; at least one"],
        ]),
        .subheading("What each name gives"),
        .paragraph("With `feature: F`, an interface `I`, a resource `R` and a destination `D`:"),
        .table(header: ["Spec", "Generated"], rows: [
            ["`feature: F`", "`FScene` (the view that owns the store), `FModel`, `FEvent`, the logic in `FLogic.swift`, `FStore` (the pipe)"],
            ["interface `I`", "`FI`, a view given the fields it shows (and those its controls edit) and the store's `send`"],
            ["resource `R`", "`RResource` (the protocol) and `LiveRResource` (the implementation to fill in), written once per run"],
            ["destination `D`", "the model's `isShowingD`, the event `dDismissed`, and a `.sheet` or `.navigationDestination` showing `DScene`"],
            ["`--tests`", "`FLogicTests` and `FStoreTests` per feature, `RResourceSpy` per resource"],
        ]),
        .subheading("The model"),
    ] + PageBlock.prose("""
        Each field is `name: Type = value`, where the value is a literal: a number, a string in double \
        quotes (no interpolation), `true`, `false`, `nil`, `[]`, `[:]` or a member such as `.idle`. An \
        optional field may leave the value out and starts as `nil`. The scene starts from `FModel()`, so \
        every other field needs its value. `FModel` is a struct of `var` fields that is `Equatable` and \
        `Sendable`, so the types must be too. A string value cannot hold ': ' or ' #', which the spec's \
        format reads as a key or a comment.
        """) + [.subheading("Events and their logic")] + PageBlock.prose("""
        Each event is a case of `FEvent` and a function of the same name on the model that returns the \
        next model; the store's `send(_:)` runs it and keeps the result. Event names are unique (they are \
        enum cases), values are written `name: Type` without labels, and an event is neither `async` nor \
        `throws`. An event may not share its name with a field. The starter logic returns the model \
        unchanged, except where the spec makes the change plain:

        - a value named like a field of its type sets that field (`setTitle(title: String)`);
        - the one value of an event whose name ends with a field's name sets that field when the types \
        match (`setCount(value: Int)` sets `count`);
        - an event without values whose name ends with a destination's name shows it (`showSettings`), \
        and `dDismissed` hides it again.
        """) + [.subheading("Interfaces and their controls")] + PageBlock.prose("""
        An interface shows each field of `shows` as a row, and gets a control for each event of `sends`: \
        a button for an event without values; for an event with one `Int`, `String` or `Bool` value that \
        sets a field, a stepper, text field or switch showing that field; for any other event, a comment \
        saying where to send it from. Controls only call `send(…)`.
        """) + [.subheading("Resources")] + PageBlock.prose("""
        A resource is work with a loop of its own. Its requirements follow the rules of a service's \
        (`async`, `throws`, a result), and one that does not throw must return nothing, a stream \
        (`AsyncStream<…>` or `AsyncThrowingStream<…>`) or a type with a plain value. With `sends: e`, the \
        resource's first requirement without parameters that returns `AsyncStream<T>` is its stream, and \
        `e` must carry one value of type `T`: the store gets `runR()`, which sends each value as `e`, and \
        the scene runs it in `.task`. A resource declared by several specs of a run must be declared alike.
        """) + [.subheading("Destinations and starting the first scene")] + PageBlock.prose("""
        `D: sheet` presents `DScene` in a sheet, in a navigation stack of its own; `D: push` pushes it on \
        the stack the scene is in. A destination is another SIMPLER feature, which starts from its own \
        model, so it takes no arguments. The app puts its first scene in a navigation stack, such as \
        `WindowGroup { NavigationStack { CounterScene() } }`.
        """) + [.subheading("Generated tests")] + PageBlock.prose("""
        With `--tests`, `FLogicTests` runs each event's logic on a new model and checks the model it \
        returns, and `FStoreTests` sends each event through a store built with a spy for each resource \
        and checks that it keeps that model; each loop of a resource gets a test that feeds its spy a \
        value and checks it arrives as its event. Values are sample values, chosen to differ from a \
        field's initial value where the event sets that field; an event with a value of a type without \
        one gets a comment in place of its tests.
        """)
}
