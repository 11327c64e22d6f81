import UIKit

/// Everything the Bare screen's view can be told to show. It names no UIKit type, so the view
/// controller knows what the screen can show and nothing of how: a new design is a new view that
/// conforms, with no change to the view controller.
@MainActor
protocol BareUserInterface {
    func render(newState: BareViewState)
}

/// What the view controller is given as its view: a UIKit view that is the Bare user interface.
typealias BareUserInterfaceView = BareUserInterface & UIView
