/// The sections of ``SpecReference`` on what each key means, events, the starter code and starting
/// the app.
enum SpecReferenceParts {
    static let keyDetails: [PageBlock] = [.subheading("`assembler`")] + PageBlock.prose("""
        - `struct` (the default): every Assembler is a struct behind an `…Assembling` protocol. It stores \
        the Assemblers it needs, with defaults supplied by its initializer, so tests can inject others.
        - `enum`: every Assembler is a caseless enum with `static func assemble()`, and Assemblers call \
        each other statically. There is nothing to inject.

        Pick one flavour for all features of an app: a struct-flavour Navigation stores the destination's \
        `DAssembling`, which an enum-flavour destination does not have, and an interaction's Assembler \
        needs its services' Assemblers in the same flavour. A run that mixes them where they meet is refused.
        """) + [.subheading("`access`")] + PageBlock.prose("""
        With `access: public`, everything an app target needs to use the feature from a framework target \
        is `public`: the Assemblers with their initializers and `assemble(…)`, the `…Assembling`, \
        `…Interacting`, `…Navigating` and `…Providing` protocols, the `…Rendering` protocols, the \
        Renderables with a public initializer, and the shared `NavigationControlling` and \
        `NavigationControllerUsing`. Interactions, Navigations, services, views and view controllers stay \
        internal. The types a public feature's spec names, such as `Product`, must be public too. Once a \
        public feature has made the shared file public, later runs into the same folder keep it public, \
        even when they generate only internal features.
        """) + [.subheading("`input`")] + PageBlock.prose("""
        What the screen is opened with, one `name: Type` per line. The feature Assembler's `assemble(…)` \
        takes these arguments and hands them to every interaction's Assembler, whose `assemble(…)` takes \
        them too and passes them to the interaction's initializer; the interaction keeps each in a \
        `private let`, so its first render can use them. Another feature opens this one with \
        `Name(name: Type, …): push` (or `modal`) under its `navigation`; when both specs are in one run, \
        the arguments must be the input exactly, same names and types in the same order.
        """) + [.subheading("`closable`")] + PageBlock.prose("""
        `closable: true` gives the feature's Navigation `closeInterface()` (the Navigation exists even \
        without destinations). It pops the screen when the navigation controller holds more than one \
        screen, which is the case when it was pushed, and dismisses it otherwise, which is the case when \
        it was presented in a navigation controller of its own. `NavigationControlling` covers what that \
        needs: `viewControllers`, `popViewController(animated:)` and `dismiss(animated:completion:)`, all of \
        which `UINavigationController` already has.
        """) + [.subheading("`services`")] + PageBlock.prose("""
        A service is what interactions use to get or change data. Each is a list of requirements written \
        as Swift function signatures without `func`: `products() async throws -> [Product]`, \
        `signOut() throws`, `count() -> Int`. A requirement may be `async`, `throws` (in that order) and \
        return a type; it may not be generic, rethrow or name the error it throws. A requirement that \
        does not throw must return nothing or a type the generator has a plain value of (see Sample \
        values), because the generated service and test spies have to return something.

        `SService` is a `final class` whose methods say what to fill in and compile as they are: one that \
        throws throws `SService.NotWritten` until it is written, one that returns a value returns a plain \
        one. An interaction with `uses: [S]` gets a `private let` of type `any SProviding` through its \
        initializer, and its Assembler gets it from `SServiceAssembler`, so every `assemble()` still calls \
        one initializer. A service declared by another spec of the same run may be used by name; declaring \
        one service in two specs is allowed only when both say the same, and a public feature can only use \
        a service of a public feature.
        """)

    static let events: [PageBlock] = [.heading("Events")] + PageBlock.prose("""
        An event is one entry of `events`, in a block list or a flow list:
        """) + [
        .code("""
            events:
              - didTapMainButton                     # no parameters: a button
              - didEnterCode(code: String)           # one String: a text field
              - didToggle(isOn: Bool)                # one Bool: a switch
              - didSelect(at index: Int)             # argument label, then parameter name
              - didSelect(section: Int)              # another event of the same name
              - didFinish(_ result: Result<Int, any Error>, animated: Bool)
              - didRefresh() async                   # an async method
              - didLoad                              # sent from viewDidLoad
            events: [didOpenChannel, didReceiveMessage(text: String)]

            """, language: "yaml"),
    ] + PageBlock.prose("""
        An event is a lowerCamelCase name, optionally followed by parentheses holding parameters \
        separated by commas, optionally followed by `async`. A parameter is `name: Type` or \
        `label name: Type`, where the label may be `_`. `didTap()` is the same as `didTap`. Each event \
        becomes one method of the interaction's protocol, with the parameters as written. Events of one \
        name must differ in their argument labels, as Swift methods do. An event cannot throw (the \
        interaction handles what goes wrong) and cannot be generic (the screen calls it with values of \
        concrete types).

        What the screen does with an event:

        - `didLoad`, `willAppear`, `didAppear`, `willDisappear` and `didDisappear`, without parameters, \
        are lifecycle events: the view controller calls them from `viewDidLoad()`, \
        `viewWillAppear(_:)` and the others, after calling `super`, and never shows a button for them.
        - Any other event without parameters gets a button, titled from its name without `did` or `will` \
        (`didTapMainButton` gives "Tap Main Button").
        - An event with one `String` parameter gets a text field that sends the text as it changes; one \
        with one `Bool` parameter gets a switch that sends whether it is on.
        - Any other event gets a comment in `loadView()` saying where to call it from.

        An `async` event is called from a new task wherever the screen calls it.
        """)

    static let starterCode: [PageBlock] = [.heading("What the starter code does")] + PageBlock.prose("""
        Most event methods of a generated interaction hold a comment saying what to decide. A few do what \
        the spec makes plain, and the generated tests check exactly that:

        - `didLoad` in an interaction that uses services asks the first of them that has a requirement \
        without parameters, in a task when the requirement is `async` and inside `do`/`catch` when it \
        throws, and leaves a comment where the result is to be rendered.
        - In a closable feature, an event without parameters whose name ends in `Done`, `Cancel`, `Close` \
        or `Dismiss` (such as `didTapDone`) calls `navigation.closeInterface()`.
        - An event whose parameters are exactly a destination's arguments (`didSelect(product: Product)` \
        for `ProductDetail(product: Product)`) shows that destination with them; so does an event without \
        parameters whose name ends with the name of a destination that takes none (`didTapSettings` for \
        `Settings`).
        """) + [.subheading("Generated tests")] + PageBlock.prose("""
        With `--tests`, each interaction gets a test per event that builds it with spies for its \
        renderings, its services and its Navigation, sends the event with sample values, and checks what \
        the starter code does: nothing rendered, which service was asked, whether the screen was closed or \
        which destination was shown. Each Navigation gets tests that hand it a spy navigation controller \
        and check that each destination is pushed or presented, and that `closeInterface()` pops a pushed \
        screen and dismisses a presented one. Tests are written with Swift Testing, or with XCTest with \
        `--test-framework xctest`.

        Sample values are `""`, `0`, `0.0`, `false`, `[]`, `[:]` and `nil`, and `UUID()`, \
        `Date(timeIntervalSince1970: 0)`, `URL(fileURLWithPath: "/")`, `Data()` and `Decimal()` for those \
        Foundation types. An event with a parameter of any other type, such as `Product`, gets a comment in \
        place of its test; so does a whole test file when the feature's input has such a type.
        """)

    static let startingTheApp: [PageBlock] = [.heading("Starting the first screen")] + PageBlock.prose("""
        The app assembles its first feature, puts it in a navigation controller and hands that \
        controller to the screen, for example in the scene delegate:
        """) + [
        .code("""
            let screen = ProductListAssembler().assemble()
            let navigationController = UINavigationController(rootViewController: screen)
            screen.use(navigationController)

            """, language: "swift"),
    ] + PageBlock.prose("""
        With `assembler: enum` the first line is `ProductListAssembler.assemble()`, and a feature with an \
        `input:` takes it there: `ProductDetailAssembler().assemble(product: product)`. Then the \
        navigation controller becomes the window's root view controller. Every other screen is shown by a \
        Navigation, which hands the same navigation controller on.
        """)
}
