import UIKit

// A profile screen written before the team adopted the architecture. `sss lint Examples/Legacy`
// reports what still breaks its rules.

struct ProfileRenderable {
    let name: String
    var avatarURL: URL?
}

protocol ProfileRendering {
    func render(_ renderable: ProfileRenderable)
}

protocol ProfileInteracting: AnyObject {
    func didTapEditButton()
}

class ProfileInteraction: ProfileInteracting {
    private let rendering: ProfileRendering
    private let navigation: ProfileNavigating

    init(rendering: ProfileRendering, navigation: ProfileNavigating) {
        self.rendering = rendering
        self.navigation = navigation
    }

    func didTapEditButton() {
        navigation.presentEditProfileInterface()
    }
}

struct ProfileInteractionAssembler {
    func assemble(rendering: ProfileRendering) -> ProfileInteracting {
        let navigation = ProfileNavigation(navigationController: NavigationController())
        return ProfileInteraction(rendering: rendering, navigation: navigation)
    }

    func assembleForPreview() -> ProfileInteracting {
        ProfileInteraction(rendering: PreviewRendering(), navigation: PreviewNavigation())
    }
}
