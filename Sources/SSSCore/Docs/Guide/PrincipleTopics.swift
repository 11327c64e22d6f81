extension GuideTopic {
    static let noInheritance = GuideTopic(
        identifier: "no-inheritance",
        title: "No inheritance of your own classes",
        kind: .principle,
        summary: "Share behaviour through protocols and extensions, never through your own superclasses.",
        body: """
            A subclass depends on every detail of the class above it, including details added later by \
            someone else. Base classes collect unrelated helpers until nobody dares to change them. The \
            architecture avoids the problem by never subclassing a class the team wrote.

            Subclassing the platform's classes (`UIView`, `UIViewController`, `NSObject`) is how UIKit is \
            meant to be used and is fine. For your own shared behaviour, write a protocol with a default \
            implementation in an extension, or compose: hold a helper instead of being one.
            """,
        ruleIdentifiers: ["custom_class_inheritance", "final_component"],
        exampleFiles: ["MessageView.swift"]
    )

    static let tellWhatHappened = GuideTopic(
        identifier: "tell-what-happened",
        title: "Tell the Interaction what happened",
        kind: .principle,
        summary: "Screens report events; Interactions decide what they mean.",
        body: """
            A screen that calls `interaction.saveDraft()` has already decided what a tap means, and that \
            decision now lives in the view layer. A screen that calls `interaction.didTapSave()` only \
            reports a fact; the Interaction is free to save, to ask for confirmation, or to do nothing.

            Name the methods of a `…Interacting` protocol after events, in the past or near future: \
            `didTap…`, `didChange…`, `willAppear`. The decision stays in one place, where it can be tested.
            """,
        ruleIdentifiers: ["interaction_event_naming"],
        exampleFiles: ["GreeterInteraction.swift", "GreetingViewController.swift"]
    )

    static let useNotInit = GuideTopic(
        identifier: "use-not-init",
        title: "Pass what you do not own through use(_:)",
        kind: .principle,
        summary: "`init` takes what a component owns; `use(_:)` hands over what it only borrows.",
        body: """
            Ownership should be visible in the code. What a component owns, and therefore keeps alive, \
            comes through its initializer and is held strongly. What it merely works with, such as a view \
            that belongs to the view hierarchy or a navigation controller that belongs to the window, is \
            handed over later with `use(_:)` and held `weak`.

            Mixing the two, by passing a borrowed object to `init` and storing it weakly, hides the \
            relationship and tends to produce objects that are half ready until someone calls a setter.
            """,
        ruleIdentifiers: ["use_not_init", "weak_rendering"],
        exampleFiles: ["GreetingNavigation.swift"]
    )

    static let dependOnProtocols = GuideTopic(
        identifier: "depend-on-protocols",
        title: "Depend on protocols",
        kind: .principle,
        summary: "Components see each other through protocols, so each can be replaced and tested alone.",
        body: """
            A view controller holds `GreeterInteracting`, not `GreeterInteraction`; an Interaction holds \
            `MessageRendering`, not `MessageView`; a Navigation holds `NavigationControlling`, not \
            `UINavigationController`. Each side can then be swapped for a stand-in in a test, and a change \
            inside one class does not ripple into the others.

            Assemblers are the exception: their job is to know concrete types, so that nobody else has to.
            """,
        ruleIdentifiers: ["protocol_dependency", "component_conformance", "class_bound_rendering"],
        exampleFiles: ["GreeterInteraction.swift"]
    )
}
