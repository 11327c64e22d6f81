extension GuideTopic {
    static let elements = GuideTopic(
        identifier: "elements",
        title: "Elements",
        kind: .architecture,
        summary: "The architecture of protocols for UIKit: user interface, interaction responder, observer and use case.",
        body: """
            Elements builds a UIKit screen from a few small parts that know each other only through \
            protocols, so each part can be replaced or tested alone. `sss generate` writes them for a spec \
            that starts with `architecture: elements`, and `sss lint` checks them in a codebase whose \
            `.sss.yml` says the same.

            - User interface: a protocol per screen, `SignInUserInterface`, listing everything the view \
            can be told to do: `render(newState:)` and methods such as `configureViewAfterLayout()`. It \
            names no UIKit type, so it says what the screen can show and leaves how to the view. The root \
            view, `SignInRootView`, is the UIKit class that conforms.
            - View state: a struct, `SignInViewState`, with what the screen shows at one moment. Code \
            outside the module reads its fields; the user interface is handed a whole new one to render.
            - Interaction responder: a class-bound protocol, `SignInIxResponder`, listing what the user can \
            do as intents, `signIn(email:password:)`, not as taps on particular controls. The view holds \
            its responder weakly and calls it with the controls' values; the view controller conforms.
            - Observer: an object, `ObserverForSignIn`, that listens to the world outside the screen (a \
            store of state, keyboard notifications) while the screen is shown, and calls its event \
            responder, `ObserverForSignInEventResponder`, which the view controller also conforms to.
            - Use case: one unit of work with `start()`, `SignInUseCase`, made fresh for each request by a \
            factory closure, `SignInUseCaseFactory`, that the view controller is given.
            - Dependency container: `SignInDependencyContainer`, the one place that makes the parts, hands \
            them to the view controller and wires the responders: `userInterface.ixResponder` and \
            `observer.eventResponder` are set to the view controller.

            What the description of Elements leaves open, `sss` settles this way:

            - The view controller makes the user interface its view in `loadView()` and talks to it only \
            through the protocol afterwards; the observer starts when the view appears and stops when it \
            disappears.
            - The root view subclasses `UIView` directly rather than a base view of the app, and wires its \
            controls once it reaches a window, with `UIAction` closures rather than `@objc` selectors.
            - Protocols and the observer are isolated to the main actor; use cases are plain classes that \
            hand long work to the app's services.
            - Names end in the part's role: `…UserInterface`, `…IxResponder`, `…EventResponder`, \
            `…UseCase`, `…ViewState` and `…DependencyContainer` (the `roles` of `.sss.yml` with \
            `architecture: elements`). A dependency container makes many things by design, so the \
            Assembler rules of Super Simple Architecture do not run in this architecture; \
            `custom_class_inheritance` does, and a team that keeps a base view lists it under its \
            `allowed_superclasses`.
            """,
        ruleIdentifiers: [
            "elements_user_interface_no_uikit", "elements_weak_responder", "elements_class_bound_responder",
            "elements_view_state_value", "elements_user_interface_view", "custom_class_inheritance",
        ],
        exampleFiles: [
            "SignInUserInterface.swift", "SignInViewState.swift", "SignInIxResponder.swift", "SignInRootView.swift",
            "ObserverForSignIn.swift", "SignInUseCase.swift", "SignInViewController.swift", "SignInDependencyContainer.swift",
        ],
        architecture: .elements
    )
}
