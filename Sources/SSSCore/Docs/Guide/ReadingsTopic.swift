extension GuideTopic {
    static let readings = GuideTopic(
        identifier: "readings",
        title: "Where the original description disagrees with itself",
        kind: .notes,
        summary: "Where the architecture's write-up contradicts itself or says nothing, and what sss does there.",
        body: """
            The published description of the architecture is short, and in a few places its definitions and \
            its examples disagree. `sss` has to pick one reading for each, and it picks the one that compiles \
            and keeps every other rule.

            - Enum or struct Assembler. The definition calls an Assembler an enum, while every example is a \
            struct that stores other Assemblers. `sss generate` writes structs with an `…Assembling` \
            protocol by default, because a test can hand them a substitute, and caseless enums with a \
            `static func assemble()` when a spec says `assembler: enum`. The `assembler_kind` rule accepts \
            both and warns only about classes and actors; `assembler_single_method` does not count the \
            initializer and properties a struct needs to store its Assemblers.
            - A Navigation is described as a class, while the example declares it `final class`, like \
            every Interaction. `sss` follows the example: `final_component` asks for `final` on both.
            - Initializer labels. The example Assembler calls its view controller with a label the view \
            controller's initializer does not have. A generated view controller and its Assembler take \
            the label from the same name (`greeterInteraction:` for an interaction `Greeter`), so the call \
            and the declaration always agree.
            - The navigation controller in `init`. The example Navigation takes its navigation controller \
            in `init`, against the rule that whatever a component does not own comes through `use(_:)`, \
            and then calls it through a weak optional without unwrapping it. A generated Navigation \
            receives it only through `use(_:)`, holds it `weak`, and unwraps it with `guard let` before \
            pushing or presenting, doing nothing when none has been handed over yet.
            - An outlet typed as a protocol. The example view controller declares an `@IBOutlet` whose \
            type is a Rendering protocol; Swift accepts outlets of `@objc` types only, so it does not \
            compile. A generated view controller builds its views in code, in `loadView()`, and hands \
            each to its Interactions with `use(_:)`.

            Some questions the description leaves open, and the answers `sss` gives:

            - Swift 6. The description predates strict concurrency checking. Every generated protocol is \
            `@MainActor`, and so is every Interaction, Navigation and Assembler; views and view \
            controllers are on the main actor through UIKit, and Renderables stay plain values.
            - Presenting and closing. The description shows only pushing. `NavigationControlling` also \
            covers `present`, and a `modal` destination is wrapped in its own navigation controller; for a \
            screen that can close itself (`closable: true`) it covers popping and dismissing too.
            - Data. An Interaction "uses other components for data retrieval", but the description shows \
            none. `sss generate` writes such a component as a service: a `…Providing` protocol, a class to \
            fill in and its Assembler. The Interaction owns what it is given in `init`, and its Assembler \
            builds it with the service's Assembler, so each `assemble()` still calls one initializer.
            - What a screen is opened with. Assemblers in the description take nothing; a detail screen \
            needs the item it shows. A feature's `input:` becomes the arguments of its Assemblers' \
            `assemble(…)`, passed on to its Interactions, and the Navigation that opens it passes them.
            - Mixing Assembler flavours. A struct-flavour Navigation stores each destination's \
            `…Assembling`, which an enum-flavour feature does not declare; an enum-flavour Navigation \
            calls the destination's static `assemble()`, which a struct-flavour feature does not have. \
            Features that lead to each other must therefore share a flavour, and `sss generate` refuses \
            a run that mixes them.
            """,
        ruleIdentifiers: ["assembler_kind", "assembler_single_method", "final_component", "use_not_init"],
        exampleFiles: ["GreetingAssembler.swift", "GreetingNavigation.swift"]
    )
}
