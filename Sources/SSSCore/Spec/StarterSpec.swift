/// The commented spec `sss init` writes: a small, valid feature that shows every key of its
/// architecture.
public enum StarterSpec {
    /// The Super Simple Architecture starter spec for `feature`, mentioning `path` in the instructions
    /// at the top.
    public static func text(feature: String, path: String) -> String {
        aligned(superSimple(feature: feature, path: path))
    }

    /// The starter spec for `feature` in `architecture`, mentioning `path` in the instructions at the
    /// top.
    public static func text(feature: String, path: String, architecture: Architecture) -> String {
        switch architecture {
        case .ssa: aligned(superSimple(feature: feature, path: path))
        case .simpler: aligned(simpler(feature: feature, path: path))
        case .elements: aligned(elements(feature: feature, path: path))
        }
    }

    /// The lines, each comment starting two columns past the longest line that has one.
    private static func aligned(_ lines: [(String, String)]) -> String {
        let column = (lines.filter { !$0.1.isEmpty }.map(\.0.count).max() ?? 0) + 2
        return lines.map { content, comment in
            guard !comment.isEmpty else { return content + "\n" }
            return content + String(repeating: " ", count: column - content.count) + "# " + comment + "\n"
        }.joined()
    }

    private static func superSimple(feature: String, path: String) -> [(String, String)] {
        [
            ("# The spec of the \(feature) feature. Write its Swift files with:", ""),
            ("#   sss generate \(path) --output <folder>", ""),
            ("", ""),
            ("feature: \(feature)", "UpperCamelCase; starts the name of the feature's types"),
            ("access: internal", "or public: another module of the app can assemble it"),
            ("assembler: struct", "or enum: caseless, with a static assemble()"),
            ("# input:", "what the screen is opened with: assemble(userID:)"),
            ("#   userID: UUID", ""),
            ("closable: true", "its Navigation gets closeInterface(): pop or dismiss"),
            ("", ""),
            ("renderables:", "what the screen shows: XRenderable, XRendering, XView"),
            ("  Greeting:", ""),
            ("    title: String", "a field name, then its type written as in Swift"),
            ("    subtitle: String?", ""),
            ("", ""),
            ("services:", "where data comes from: XProviding, XService, XServiceAssembler"),
            ("  Greetings:", "requirements, written as in Swift without 'func'"),
            ("    - greeting() async throws -> String", ""),
            ("", ""),
            ("interactions:", "at least one: XInteraction, XInteractionAssembler"),
            ("  Welcome:", ""),
            ("    renders: [Greeting]", "the views it updates"),
            ("    uses: [Greetings]", "the services it is given"),
            ("    events:", "what happened; one method each"),
            ("      - didLoad", "sent from viewDidLoad; asks the service"),
            ("      - didTapContinue", "no parameters: the screen gets a button"),
            ("      - didChangeName(name: String)", "one String: a text field; one Bool: a switch"),
            ("      - didTapDone", "ends with Done or Cancel: closes the screen"),
            ("    navigates: true", "owns the feature's Navigation"),
            ("", ""),
            ("# navigation:", "the features this one can show next"),
            ("#   Settings: push", "push onto the stack, or modal to present"),
            ("#   Profile(userID: UUID): modal", "a destination opened with its input"),
        ]
    }

    private static func simpler(feature: String, path: String) -> [(String, String)] {
        [
            ("# The spec of the \(feature) scene, a SIMPLER feature for SwiftUI. Write its Swift files with:", ""),
            ("#   sss generate \(path) --output <folder>", ""),
            ("", ""),
            ("architecture: simpler", "Scene, Interface, Model, Pipe, Logic, Event, Resource"),
            ("feature: \(feature)", "UpperCamelCase: XScene, XModel, XEvent, XStore"),
            ("", ""),
            ("model:", "what the scene remembers: a struct of var fields"),
            ("  count: Int = 0", "a name, its Swift type and the value it starts with"),
            ("  title: String = \"\(feature)\"", ""),
            ("  lastTick: Date?", "an optional may leave the value out: it starts as nil"),
            ("", ""),
            ("events:", "what can happen: one case each, with a logic function"),
            ("  - increaseCount", "no values: a button sends it"),
            ("  - setCount(value: Int)", "one value of the field its name ends with: a stepper"),
            ("  - setTitle(title: String)", "a value named like a field sets it: a text field"),
            ("  - tickReceived(date: Date)", "sent by the clock below"),
            ("  - showSettings", "ends with a destination's name: shows it"),
            ("", ""),
            ("interfaces:", "views of the scene: XDisplay, XControls"),
            ("  Display:", ""),
            ("    shows: [count, title, lastTick]", "the model fields it is given"),
            ("  Controls:", ""),
            ("    sends:", "the events its controls send"),
            ("      - increaseCount", ""),
            ("      - setCount", ""),
            ("      - setTitle", ""),
            ("      - showSettings", ""),
            ("", ""),
            ("resources:", "work with a loop of its own: XResource, LiveXResource"),
            ("  Clock:", ""),
            ("    provides:", "requirements, written as in Swift without 'func'"),
            ("      - ticks() -> AsyncStream<Date>", ""),
            ("    sends: tickReceived", "each value of the stream becomes this event"),
            ("", ""),
            ("# navigation:", "the scenes this one shows"),
            ("#   Settings: sheet", "in a sheet, or push onto the navigation stack"),
        ]
    }

    private static func elements(feature: String, path: String) -> [(String, String)] {
        [
            ("# The spec of the \(feature) screen, an Elements feature for UIKit. Write its Swift files with:", ""),
            ("#   sss generate \(path) --output <folder>", ""),
            ("", ""),
            ("architecture: elements", "user interface, interaction responder, observer, use case"),
            ("feature: \(feature)", "UpperCamelCase: XViewController, XRootView, XDependencyContainer"),
            ("", ""),
            ("state:", "what the screen shows at one moment: XViewState"),
            ("  emailInputEnabled: Bool = true", "a name, its Swift type and the value it starts with"),
            ("  signInButtonEnabled: Bool = true", "...Enabled: turns the control of that name on and off"),
            ("  isSigningInAnimating: Bool = false", "...Animating: an activity indicator"),
            ("  message: String?", "anything else: a label; an optional may leave the value out"),
            ("", ""),
            ("userInterface:", "what else the view can be told: XUserInterface"),
            ("  - configureViewAfterLayout()", "written as in Swift without 'func'; no UIKit types"),
            ("", ""),
            ("interactions:", "at least one: what the user can do, XIxResponder"),
            ("  - signIn(email: String, password: String)", "String values: text fields; Bool: switches; a button sends"),
            ("  - showHelp()", ""),
            ("", ""),
            ("observes:", "outside events: ObserverForX, ObserverForXEventResponder"),
            ("  - received(newViewState: \(feature)ViewState)", "a view state: the view controller renders it"),
            ("  - keyboardWillHide()", ""),
            ("", ""),
            ("useCases:", "units of work: XUseCase, XUseCaseFactory"),
            ("  SignIn:", "started by the interaction of the same name"),
            ("    inputs:", "what its factory takes, matched to the interaction's values"),
            ("      email: String", ""),
            ("      password: String", ""),
        ]
    }
}
