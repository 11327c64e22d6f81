import Foundation
import Testing
import UIKit
import StructShop

/// Another module of the app: starts the first screen through the public Assembler, as the app's
/// scene delegate would, and names every public part of the generated features.
@MainActor
struct StructClientTests {
    @Test func theAppStartsTheFirstScreen() {
        let screen = ProductListAssembler().assemble()
        let navigationController = UINavigationController(rootViewController: screen)
        screen.use(navigationController)

        #expect(navigationController.viewControllers.count == 1)
        #expect(screen.view.subviews.count == 1)
    }

    @Test func thePublicPartsCanBeUsedAndReplaced() {
        let row = RowRenderable(id: UUID(), title: "Tea", price: 3, updated: Date(), image: nil)
        let catalog: any CatalogServiceAssembling = CatalogServiceAssembler()
        let list: any ListInteractionAssembling = ListInteractionAssembler(
            catalogServiceAssembler: catalog,
            navigationAssembler: ProductListNavigationAssembler()
        )
        let assembler: any ProductListAssembling = ProductListAssembler(listInteractionAssembler: list)
        let login: any LoginAssembling = LoginAssembler(formInteractionAssembler: FormInteractionAssembler())
        let screen = login.assemble(email: "dave@example.com", since: Date(timeIntervalSince1970: 0))

        #expect(row.title == "Tea")
        #expect(assembler.assemble() !== screen)
        #expect(SessionServiceAssembler().assemble().lastSignIn() == Date(timeIntervalSince1970: 0))
    }
}
