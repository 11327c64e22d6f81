/// The section of ``SpecReference`` on Elements specs (`architecture: elements`): their keys, what
/// each name gives, and what the starter code does.
enum SpecReferenceElements {
    /// The Elements spec the section opens with.
    static let example = """
        architecture: elements
        feature: SignIn
        state:
          emailInputEnabled: Bool = true
          signInButtonEnabled: Bool = true
          signInActivityIndicatorAnimating: Bool = false
          errorMessage: String?
        userInterface:
          - configureViewAfterLayout()
        interactions:
          - signIn(email: String, password: String)
          - showHelp()
        observes:
          - received(newViewState: SignInViewState)
          - keyboardWillHide()
        useCases:
          SignIn:
            inputs:
              email: String
              password: String

        """

    static let blocks: [PageBlock] = [.heading("Elements specs")] + PageBlock.prose("""
        A spec that starts with `architecture: elements` describes one UIKit screen in Elements (`sss docs \
        elements` explains the architecture): what its view state holds, what else its user interface can \
        be told, what the user can do, what it hears from outside and which use cases do its work. It \
        takes its own keys, listed below; a key of another architecture's spec is refused with its \
        place, and so is an Elements key in a spec of another architecture. `sss init --architecture \
        elements SignIn` writes a commented one.
        """) + [
        .code(example, language: "yaml"),
        .table(header: ["Key", "Required", "Default", "Value"], rows: [
            ["`architecture`", "yes", "", "`elements`"],
            ["`feature`", "yes", "", "the screen's name, UpperCamelCase"],
            ["`state`", "no", "none", "view state fields, each mapped to a Swift type and the value it starts with: `emailInputEnabled: Bool = true`"],
            ["`userInterface`", "no", "none", "what the view can be told besides `render(newState:)`, as Swift signatures without `func`"],
            ["`interactions`", "yes", "", "what the user can do, as Swift signatures without `func`; at least one"],
            ["`observes`", "no", "none", "what the screen hears from outside, as Swift signatures without `func`"],
            ["`useCases`", "no", "none", "use case names, each mapped to nothing or to `inputs`: names mapped to the Swift types its factory takes"],
        ]),
        .paragraph("""
            Every method of `userInterface`, `interactions` and `observes` is a plain call: it is neither \
            `async` nor `throws` and returns nothing, since the caller waits for no answer and a use case \
            does the work that takes time. No method is both an interaction and an observed event.
            """),
        .subheading("What each name gives"),
        .paragraph("With `feature: F` and a use case `U`:"),
        .table(header: ["Spec", "Generated"], rows: [
            ["`feature: F`", "`FUserInterface` (and `FUserInterfaceView`, the user interface that is a `UIView`), `FViewState`, `FIxResponder`, `FRootView`, `FViewController`, `FDependencyContainer`"],
            ["`observes`", "`ObserverForF` and `ObserverForFEventResponder`, which the view controller conforms to"],
            ["use case `U`", "`UUseCase` (a class with `start()`) and `UUseCaseFactory`, written once per run; the view controller takes `makeUUseCase`"],
            ["every run", "the shared `UseCase.swift` when a screen has use cases, and `Observer.swift` when one observes, written once into the output folder"],
            ["`--tests`", "`FViewControllerTests` per screen, with spies for the user interface, the observer and each use case"],
        ]),
        .subheading("The view state and the root view"),
    ] + PageBlock.prose("""
        Each field is `name: Type = value`, as in a SIMPLER model: a literal value, which an optional \
        field may leave out. `FViewState` is a public `Equatable` struct whose fields are `public \
        internal(set) var`, so the types of its fields must be public too (or the standard library's or \
        Foundation's), and `Equatable`. The root view shows each field, and its name says how:

        - a `Bool` field named after a control and `Enabled` turns that control on and off: \
        `emailInputEnabled` (or `emailFieldEnabled`) the text field of the value `email`, \
        `signInButtonEnabled` the button of the interaction `signIn`;
        - a `Bool` field ending in `Animating` starts and stops an activity indicator \
        (`signInActivityIndicatorAnimating`);
        - any other field gets a label, showing an optional as empty while it is `nil`.
        """) + [.subheading("Interactions and their controls")] + PageBlock.prose("""
        Each interaction is a requirement of `FIxResponder` and gets a button in the root view when all \
        its values have a control: a text field for a `String` value and a switch for a `Bool` one, shared \
        by interactions whose values have the same name. The button calls the responder with the \
        controls' values. An interaction with a value of any other type gets a comment saying where to \
        call it from. The root view wires its buttons once, when it first reaches a window, with \
        `UIAction` closures.
        """) + [.subheading("What the starter view controller does")] + PageBlock.prose("""
        The view controller makes the user interface its view in `loadView()`, starts the observer when \
        the view appears and stops it when it disappears. In its responder methods:

        - an interaction named after a use case (`signIn` for `SignIn`, or a name ending in it) makes \
        that use case from its own values, matched to the inputs by name and type, and starts it; when \
        the values do not match, a comment says to make it;
        - an observed event whose one value is the screen's view state renders it;
        - any other method holds a comment saying what to decide.

        `FDependencyContainer` makes the root view, the observer, the view controller and each use case, \
        and sets the view's `ixResponder` and the observer's `eventResponder` to the view controller. A \
        use case declared by several specs of a run must be declared alike.
        """) + [.subheading("Generated tests")] + PageBlock.prose("""
        With `--tests`, `FViewControllerTests` builds the view controller with spies and checks that it \
        shows the user interface, starts and stops the observer, and that each responder method renders \
        or starts what its starter code says, called with sample values; a method with a value of a type \
        without one gets a comment in place of its test. A last test checks that the container wires the \
        view's responder.
        """)
}
