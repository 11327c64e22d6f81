extension GuideTopic {
    static let renderable = GuideTopic(
        identifier: "renderable",
        title: "Renderable",
        kind: .component,
        summary: "An immutable value holding exactly what a view shows.",
        body: """
            A Renderable is the data a view needs to draw itself, and nothing else: a `struct` whose \
            properties are all `let`. It is usually made from one or more model values by whoever decides \
            what the screen should show, typically an Interaction.

            Because it cannot change after it is made, a view that is given the same Renderable twice looks \
            the same twice, and a view can be given any number of Renderables in any order. There is no \
            state to get out of step.

            - A struct (or enum), never a class or actor.
            - Stored properties are `let`; no `mutating` methods.
            - Named after what it shows, ending in `Renderable`: `BannerRenderable`.
            """,
        ruleIdentifiers: ["immutable_renderable"],
        exampleFiles: ["MessageRenderable.swift"]
    )

    static let rendering = GuideTopic(
        identifier: "rendering",
        title: "Rendering",
        kind: .component,
        summary: "The protocol through which a view accepts a Renderable.",
        body: """
            A Rendering protocol is the one thing the rest of the feature knows about a view: that it can \
            `render(_:)` a particular Renderable. The view answers only one question, how it should look for \
            the value it was given, and keeps no state of its own.

            The protocol is bound to classes (`AnyObject`) so that whoever calls it can hold the view \
            weakly: views belong to the view hierarchy, not to the logic that updates them.

            - `protocol BannerRendering: AnyObject`, with one requirement: \
            `func render(_ renderable: BannerRenderable)`.
            - Views adopt it in an extension; callers store it as `weak var`.
            - `sss generate` writes a view built in code that adopts it.
            """,
        ruleIdentifiers: ["class_bound_rendering", "weak_rendering"],
        exampleFiles: ["MessageRendering.swift", "MessageView.swift"]
    )

    static let interaction = GuideTopic(
        identifier: "interaction",
        title: "Interaction",
        kind: .component,
        summary: "The final class that decides what happens after the user does something.",
        body: """
            An Interaction sits between a cause and its effect. The screen tells it what the user did; it \
            decides what follows: fetch or change data through other components, render new Renderables on \
            the views it holds weakly, or ask its Navigation to show another screen.

            A view controller owns its Interactions and sees each one only through its protocol, so the \
            screen can be tested with a stand-in and the Interaction without a screen. A screen may have \
            several Interactions, one per separate job.

            - A `final class` named `…Interaction`, adopting a `…Interacting` protocol.
            - Views arrive through `use(_:)` and are held `weak`.
            - Its methods are named after events (`didTapSave`), not commands (`save`).
            """,
        ruleIdentifiers: ["final_component", "component_conformance", "interaction_event_naming"],
        exampleFiles: ["GreeterInteraction.swift"]
    )

    static let assembler = GuideTopic(
        identifier: "assembler",
        title: "Assembler",
        kind: .component,
        summary: "The one place that builds a component and hands it its dependencies.",
        body: """
            An Assembler builds exactly one component. Its single method, `assemble()`, calls one \
            initializer directly and obtains every other dependency from further Assemblers, so object \
            graphs are put together in small steps that can each be read at a glance.

            An Assembler holds no state worth protecting, so it is a value type: a `struct` that stores \
            the Assemblers it relies on (the default `sss generate` writes, with a `…Assembling` protocol so \
            a test can substitute it), or a caseless `enum` with a `static func assemble()`.

            - One method, `assemble()`; initializers and properties do not count.
            - One direct initializer call per path through `assemble()`; `OtherAssembler().assemble()` is fine.
            - A struct or enum, never a class or actor.
            """,
        ruleIdentifiers: ["assembler_single_initializer", "assembler_single_method", "assembler_kind"],
        exampleFiles: ["GreeterInteractionAssembler.swift", "GreetingAssembler.swift"]
    )

    static let navigation = GuideTopic(
        identifier: "navigation",
        title: "Navigation",
        kind: .component,
        summary: "The final class, owned by an Interaction, that shows other screens.",
        body: """
            When an Interaction decides another screen should appear, it asks its Navigation. The \
            Navigation builds the destination with that feature's Assembler and pushes or presents it.

            The navigation controller is not the Navigation's to keep: it belongs to the window's view \
            hierarchy. So it arrives through `use(_:)` as `NavigationControlling`, a small protocol over \
            `UINavigationController`, and is held weakly. Destination Assemblers, which the Navigation does \
            own, arrive through `init`.

            - A `final class` named `…Navigation`, adopting a `…Navigating` protocol.
            - One `present…Interface()` method per destination.
            - The navigation controller through `use(_:)`, held `weak`; never through `init`.
            """,
        ruleIdentifiers: ["final_component", "component_conformance", "weak_rendering", "use_not_init"],
        exampleFiles: ["NavigationControlling.swift", "GreetingNavigation.swift"]
    )
}
