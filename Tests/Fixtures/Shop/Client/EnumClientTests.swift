import Foundation
import Testing
import UIKit
import EnumShop

/// Another module of the app: starts the first screen through the public enum Assembler, as the
/// app's scene delegate would, and names every public part of the generated features.
@MainActor
struct EnumClientTests {
    @Test func theAppStartsTheFirstScreen() {
        let screen = ProductListAssembler.assemble()
        let navigationController = UINavigationController(rootViewController: screen)
        screen.use(navigationController)

        #expect(navigationController.viewControllers.count == 1)
        #expect(screen.view.subviews.count == 1)
    }

    @Test func thePublicPartsCanBeUsed() {
        let row = RowRenderable(id: UUID(), title: "Tea", price: 3, updated: Date(), image: nil)
        let list: any ListInteracting = ListInteractionAssembler.assemble()
        let screen = LoginAssembler.assemble(email: "dave@example.com", since: Date(timeIntervalSince1970: 0))

        #expect(row.title == "Tea")
        #expect(ProductListNavigationAssembler.assemble() !== list)
        #expect(CatalogServiceAssembler.assemble().count() == 0)
        #expect(screen.view.subviews.count == 1)
    }
}
