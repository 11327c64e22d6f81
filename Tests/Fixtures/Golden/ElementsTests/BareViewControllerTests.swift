import Testing
import UIKit
@testable import App

/// Builds the Bare view controller with spies, sends each of its responder methods sample
/// values and checks what the starter code tells the user interface and which use cases it starts.
@MainActor
struct BareViewControllerTests {
    @Test func loadViewShowsTheUserInterface() async {
        let userInterface = BareUserInterfaceSpy()
        let viewController = BareViewController(userInterface: userInterface)

        #expect(viewController.view === userInterface)
    }

    @Test func refresh() async {
        let userInterface = BareUserInterfaceSpy()
        let viewController = BareViewController(userInterface: userInterface)

        viewController.refresh()

        // The starter code decides nothing yet, so nothing is started or rendered.
        #expect(userInterface.renderedStates.isEmpty)
    }

    @Test func theContainerWiresTheResponders() async {
        let viewController = BareDependencyContainer().makeBareViewController()

        let rootView = viewController.view as? BareRootView
        #expect(rootView?.ixResponder === viewController)
    }
}

/// Stands in for the Bare screen's view: records what it is told.
private final class BareUserInterfaceSpy: UIView, BareUserInterface {
    private(set) var renderedStates: [BareViewState] = []

    func render(newState: BareViewState) {
        renderedStates.append(newState)
    }
}
