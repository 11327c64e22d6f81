/// The commented spec `sss init` writes: a small, valid feature that shows every key.
public enum StarterSpec {
    /// The starter spec for `feature`, mentioning `path` in the instructions at the top.
    public static func text(feature: String, path: String) -> String {
        let lines: [(String, String)] = [
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
        return lines.map { content, comment in
            guard !comment.isEmpty else { return content + "\n" }
            let padding = max(1, 37 - content.count)
            return content + String(repeating: " ", count: padding) + "# " + comment + "\n"
        }.joined()
    }
}
