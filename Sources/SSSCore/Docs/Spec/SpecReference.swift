/// The reference of the feature spec: every key, what it generates, and the rules a spec follows.
/// `sss docs spec` prints it, and `docs/spec.md` is its Markdown form, checked by a test against
/// this source so the two never drift apart.
public enum SpecReference {
    /// The word given to `sss docs` for this page.
    public static let identifier = "spec"
    public static let title = "The feature spec"
    /// One line for the topic list.
    public static let summary = "Every key of a feature spec, what it generates, and how the app starts the first screen."

    /// Whether `name` asks for this page, in any case and with `_` or spaces for `-`, as topics are matched.
    public static func isNamed(_ name: String) -> Bool {
        TypedName.normalized(name, separator: "-") == identifier
    }

    /// The whole page.
    public static func page() -> Page {
        var page = Page([.title(title)])
        page.append(contentsOf: introduction)
        page.append(contentsOf: keys)
        page.append(contentsOf: SpecReferenceParts.keyDetails)
        page.append(contentsOf: SpecReferenceParts.events)
        page.append(contentsOf: SpecReferenceParts.starterCode)
        page.append(contentsOf: SpecReferenceParts.startingTheApp)
        page.append(contentsOf: SpecReferenceSimpler.blocks)
        page.append(contentsOf: SpecReferenceElements.blocks)
        page.append(contentsOf: SpecReferenceFormat.names)
        page.append(contentsOf: SpecReferenceFormat.types)
        page.append(contentsOf: SpecReferenceFormat.format)
        page.append(contentsOf: SpecReferenceFormat.errors)
        return page
    }

    /// The two specs the page opens with: a list that loads its products and opens a detail screen
    /// with the one chosen, and that detail screen.
    public static let example = """
        feature: ProductList
        access: public
        renderables:
          Row:
            id: UUID
            title: String
            price: Decimal
            image: URL?
        services:
          Catalog:
            - products() async throws -> [Product]
            - product(id: UUID) async throws -> Product
        interactions:
          List:
            renders: [Row]
            uses: [Catalog]
            events:
              - didLoad
              - didSelect(product: Product)
              - didChangeQuery(query: String)
            navigates: true
        navigation:
          ProductDetail(product: Product): push
          Settings: modal

        """

    /// The SIMPLER spec of the section on SIMPLER specs.
    public static let simplerExample = SpecReferenceSimpler.example

    /// The Elements spec of the section on Elements specs.
    public static let elementsExample = SpecReferenceElements.example

    public static let detailExample = """
        feature: ProductDetail
        input:
          product: Product
        closable: true
        interactions:
          Detail:
            events: [didLoad, didTapDone]
            navigates: true

        """

    private static let introduction: [PageBlock] = PageBlock.prose("""
        A feature spec is a short text file, by convention named `<Feature>.sss.yml`, that lists what one \
        screen of an app shows, what it reacts to, what it gets its data from and where it can go next. \
        `sss generate` turns it into the Swift files of a Super Simple Architecture feature; `sss init` \
        writes a commented one to start from, and the bundled examples in `Examples/` are complete specs.
        """) + [
        .code(example, language: "yaml"),
        .paragraph("The list opens this detail screen with the product the user picked, and the detail screen can close itself:"),
        .code(detailExample, language: "yaml"),
        .paragraph("""
            Generated together with a spec for `Settings`, the two compile as they are, and so do their \
            tests; `Product` is a type of the app, written by hand. What is left is filling in: the service's \
            methods, and what each event renders.
            """),
    ]

    private static let keys: [PageBlock] = [
        .heading("Keys"),
        .table(header: ["Key", "Required", "Default", "Value"], rows: [
            ["`architecture`", "no", "`ssa`", "`ssa` (Super Simple Architecture for UIKit, the keys of this table), `simpler` (SIMPLER for SwiftUI, see SIMPLER specs) or `elements` (Elements for UIKit, see Elements specs); each architecture has keys of its own, and a key of another architecture's spec is refused"],
            ["`feature`", "yes", "", "the feature's name, UpperCamelCase"],
            ["`access`", "no", "`internal`", "`internal` or `public`: whether another module of the app can assemble the feature"],
            ["`assembler`", "no", "`struct`", "`struct` or `enum`: how Assemblers are written"],
            ["`input`", "no", "none", "what the screen is opened with: names mapped to Swift types, one per line"],
            ["`closable`", "no", "`false`", "`true` gives the feature's Navigation `closeInterface()`"],
            ["`renderables`", "no", "none", "renderable names, each mapped to its fields (names mapped to Swift types)"],
            ["`services`", "no", "none", "service names, each mapped to a list of requirements"],
            ["`interactions`", "yes", "", "interaction names, each mapped to the keys below; at least one"],
            ["`navigation`", "no", "none", "destination names, each mapped to `push` or `modal`; a destination that takes input lists it, as in `ProductDetail(product: Product): push`"],
        ]),
        .paragraph("Inside an interaction, at least one of:"),
        .table(header: ["Key", "Default", "Value"], rows: [
            ["`renders`", "`[]`", "renderables declared under `renderables`, whose views the interaction renders into"],
            ["`uses`", "`[]`", "services declared under `services`, in this spec or in another spec of the same run"],
            ["`events`", "`[]`", "what can happen on the screen; see Events"],
            ["`navigates`", "`false`", "`true` when the interaction owns the feature's Navigation"],
        ]),
        .paragraph("""
            A renderable needs at least one field and a service at least one requirement. An interaction \
            that navigates needs a `navigation` section or `closable: true`, and each of those needs an \
            interaction that navigates.
            """),
        .subheading("What each name gives"),
        .paragraph("With `feature: F`, a renderable `N`, a service `S`, an interaction `I` and a destination `D`:"),
        .table(header: ["Spec", "Generated"], rows: [
            ["`feature: F`", "`FViewController`, `FAssembler` (and `FAssembling` with `assembler: struct`)"],
            ["renderable `N`", "`NRenderable` (a struct of `let` fields), `NRendering` (the protocol its view conforms to), `NView`"],
            ["service `S`", "`SProviding` (the protocol), `SService` (a `final class` to fill in), `SServiceAssembler` (and `SServiceAssembling`)"],
            ["interaction `I`", "`IInteracting`, `IInteraction`, `IInteractionAssembler` (and `IInteractionAssembling`)"],
            ["`navigates: true`", "the interaction owns `FNavigation` and is handed the navigation controller with `use(_:)`"],
            ["`navigation` or `closable`", "`FNavigating`, `FNavigation`, `FNavigationAssembler` (and `FNavigationAssembling`)"],
            ["destination `D: push`", "`presentDInterface()`, which assembles `D` and pushes it"],
            ["destination `D: modal`", "`presentDInterface()`, which wraps `D` in a new navigation controller and presents it"],
            ["`D(id: UUID): push`", "`presentDInterface(id: UUID)`, which passes `id` to `D`'s Assembler"],
            ["every run", "the shared `NavigationControlling.swift`, written once into the output folder"],
            ["`--tests`", "`IInteractionTests` per interaction and `FNavigationTests` per Navigation"],
        ]),
    ]
}
