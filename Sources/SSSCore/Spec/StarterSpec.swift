/// The commented spec `sss init` writes: a small, valid feature that shows every key.
public enum StarterSpec {
    /// The starter spec for `feature`, mentioning `path` in the instructions at the top.
    public static func text(feature: String, path: String) -> String {
        let lines: [(String, String)] = [
            ("# The spec of the \(feature) feature. Write its Swift files with:", ""),
            ("#   sss generate \(path) --output <folder>", ""),
            ("", ""),
            ("feature: \(feature)", "UpperCamelCase; starts the name of the feature's types"),
            ("assembler: struct", "or enum: caseless, with a static assemble()"),
            ("", ""),
            ("renderables:", "what the screen shows: XRenderable, XRendering, XView"),
            ("  Greeting:", ""),
            ("    title: String", "a field name, then its type written as in Swift"),
            ("    subtitle: String?", ""),
            ("", ""),
            ("interactions:", "at least one: XInteraction, XInteractionAssembler"),
            ("  Welcome:", ""),
            ("    renders: [Greeting]", "the views it updates"),
            ("    events:", "what happened; one method each"),
            ("      - didTapContinue", "no parameters: the screen gets a button"),
            ("      - didChangeName(name: String)", ""),
            ("    # navigates: true", "uncomment together with 'navigation' below"),
            ("", ""),
            ("# navigation:", "the features this one can show next"),
            ("#   Settings: push", "push onto the stack, or modal to present"),
        ]
        return lines.map { content, comment in
            guard !comment.isEmpty else { return content + "\n" }
            let padding = max(1, 26 - content.count)
            return content + String(repeating: " ", count: padding) + "# " + comment + "\n"
        }.joined()
    }
}
