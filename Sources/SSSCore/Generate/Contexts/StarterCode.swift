/// The lines of an event's method body in a generated Interaction, from the ``StarterAction``
/// chosen for it. Lines are relative to the body's indentation and never empty.
enum StarterCode {
    static func body(of event: EventModel, doing action: StarterAction, navigates: Bool) -> [String] {
        switch action {
        case .nothing:
            return navigates
                ? ["// Decide what this event means: render into the views handed over with use(_:),",
                   "// or show another screen through `navigation`."]
                : ["// Decide what this event means and render the result into the views handed over with use(_:)."]
        case .close:
            return ["navigation.closeInterface()"]
        case .present(let destination):
            return [StarterAction.presentCall(destination, for: event.event)]
        case .load(let service, let requirement):
            return load(requirement.call(on: service.property), requirement: requirement.requirement, inTask: requirement.requirement.isAsync && !event.isAsync)
        }
    }

    private static func load(_ call: String, requirement: Requirement, inTask: Bool) -> [String] {
        let render = "// Turn what it returns into renderables and render them into the views handed over with use(_:)."
        var lines = [call, render]
        if requirement.isThrowing {
            lines = ["do {"] + lines.map { "    " + $0 } + ["} catch {", "    // Show that loading failed.", "}"]
        }
        if inTask {
            lines = ["Task {"] + lines.map { "    " + $0 } + ["}"]
        }
        return lines
    }
}
