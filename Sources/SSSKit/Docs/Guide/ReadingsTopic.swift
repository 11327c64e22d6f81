extension GuideTopic {
    static let readings = GuideTopic(
        identifier: "readings",
        title: "Where the original description disagrees with itself",
        kind: .notes,
        summary: "The points where the architecture's write-up contradicts itself, and the reading sss follows.",
        body: """
            The published description of the architecture is short, and in a few places its text and its \
            examples disagree. `sss` has to pick one reading for each, and it picks the one that compiles \
            and keeps every other rule.

            - Enum or struct Assembler. The text calls an Assembler an enum, while every example is a \
            struct that stores other Assemblers. `sss` generates structs with an `…Assembling` protocol by \
            default, because they can be replaced in tests, and caseless enums with `assembler: enum`. The \
            `assembler_kind` rule accepts both and warns only about classes and actors.
            - Initializer labels. The example Assembler builds its view controller with a label the view \
            controller does not declare. Generated Assemblers derive every label from the same names as the \
            initializers they call, so they always agree.
            - The navigation controller in `init`. The example Navigation receives its navigation \
            controller in `init`, against the rule that borrowed objects come through `use(_:)`, and then \
            calls it through a weak optional without `?`. Generated Navigations receive it only through \
            `use(_:)` and call it with optional chaining.
            - An outlet typed as a protocol. The example view controller declares an `@IBOutlet` of a \
            Rendering protocol type, which Interface Builder cannot connect and Swift rejects. Generated \
            view controllers build their views in code and hand them to Interactions with `use(_:)`.
            - Swift 6. The description predates strict concurrency. Generated protocols and classes that \
            touch UIKit are `@MainActor`, so the code compiles in the Swift 6 language mode.
            - Destinations and flavours. A struct Assembler's Navigation is given the destination's \
            `…Assembling` protocol; an enum Assembler's Navigation calls the destination's \
            `…Assembler.assemble()` directly. Features that navigate to each other should use the same \
            flavour.
            """
    )
}
