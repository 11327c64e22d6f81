/// One feature laid out by roles: an Assembler builds it, an Interaction decides, a Navigation moves on,
/// a Rendering shows Renderables. A few parts break the rules on purpose (an Assembler that builds
/// several things, a subclass of a class of our own, a Navigation that is not final), so a linter has
/// findings to report in every copy.
struct Profile__COPY__Renderable: Equatable {
    let title: String
    let subtitle: String?
    let canSave: Bool
}

protocol Profile__COPY__Rendering: AnyObject {
    func render(_ renderable: Profile__COPY__Renderable)
}

protocol Profile__COPY__Interacting: AnyObject {
    func use(_ rendering: Profile__COPY__Rendering)
    func didAppear()
    func didTapSave(name: String)
}

protocol Profile__COPY__Navigating: AnyObject {
    func didFinish()
}

final class Profile__COPY__Interaction: Profile__COPY__Interacting {
    private weak var rendering: Profile__COPY__Rendering?
    private let navigation: Profile__COPY__Navigating
    private var savedName = ""

    init(navigation: Profile__COPY__Navigating) {
        self.navigation = navigation
    }

    func use(_ rendering: Profile__COPY__Rendering) {
        self.rendering = rendering
    }

    func didAppear() {
        rendering?.render(Profile__COPY__Renderable(title: "Profile", subtitle: nil, canSave: false))
    }

    func didTapSave(name: String) {
        savedName = name
        let subtitle: String? = name.isEmpty ? nil : "Saved as \(name)"
        rendering?.render(Profile__COPY__Renderable(title: "Profile", subtitle: subtitle, canSave: !name.isEmpty))
        navigation.didFinish()
    }
}

final class Profile__COPY__Navigation: Profile__COPY__Navigating {
    private(set) var finished = false

    func didFinish() {
        finished = true
    }
}

final class Profile__COPY__Screen: Profile__COPY__Rendering {
    private let interaction: Profile__COPY__Interacting
    private(set) var shown: [Profile__COPY__Renderable] = []

    init(interaction: Profile__COPY__Interacting) {
        self.interaction = interaction
    }

    func render(_ renderable: Profile__COPY__Renderable) {
        shown.append(renderable)
    }
}

enum Profile__COPY__Assembler {
    static func assemble() -> Profile__COPY__Screen {
        let interaction = Profile__COPY__Interaction(navigation: Profile__COPY__Navigation())
        let screen = Profile__COPY__Screen(interaction: interaction)
        interaction.use(screen)
        return screen
    }
}

class Base__COPY__Panel {
    var visible = true
}

final class Fancy__COPY__Panel: Base__COPY__Panel {
    var glowing = false
}

class Loose__COPY__Navigation: Profile__COPY__Navigating {
    func didFinish() {}
}
