import Testing
import SSSCore
import SSSTestSupport

/// Problems that show only once the specs of a run are read together: destinations opened with
/// other arguments than their `input:`, services that are unknown, declared twice differently or
/// out of reach, results the generated code has no value of, names that clash in generated code,
/// and names too long for a file system. Each is an exact message at its place, with a note.
struct CrossSpecErrorTests {
    private func errors(_ specs: [(String, String)], testModule: String? = nil) throws -> String? {
        try GenerateTestSupport.planningErrors(specs.map { (path: $0.0, text: $0.1) }, testModule: testModule)
    }

    @Test func aDestinationIsOpenedWithItsFeaturesInput() throws {
        let shop = "feature: Shop\ninteractions:\n  List:\n    navigates: true\nnavigation:\n  Detail(product: Product): push\n  Info: push\n  Other(id: Int): modal\n"
        let specs = [
            ("Shop.sss.yml", shop),
            ("Detail.sss.yml", "feature: Detail\ninput:\n  id: UUID\ninteractions:\n  D:\n    events: [didTap]\n"),
            ("Info.sss.yml", "feature: Info\ninput:\n  topic: Int\ninteractions:\n  I:\n    events: [didTap]\n"),
            ("Other.sss.yml", "feature: Other\ninteractions:\n  O:\n    events: [didTap]\n"),
        ]
        #expect(try errors(specs) == """
            Shop.sss.yml:6:3: error: destination 'Detail' is opened with (product: Product), but Detail's 'input:' is (id: UUID); write the entry as 'Detail(id: UUID)'
              Detail(product: Product): push
              ^~~~~~
            Detail.sss.yml:2:1: note: Detail's input is declared here
            input:
            ^~~~~
            Shop.sss.yml:7:3: error: destination 'Info' is opened with nothing, but Info's 'input:' is (topic: Int); write the entry as 'Info(topic: Int)'
              Info: push
              ^~~~
            Info.sss.yml:2:1: note: Info's input is declared here
            input:
            ^~~~~
            Shop.sss.yml:8:3: error: destination 'Other' is opened with (id: Int), but Other has no 'input:'; write the entry as 'Other'
              Other(id: Int): modal
              ^~~~~
            Other.sss.yml:1:10: note: Other is declared here
            feature: Other
                     ^~~~~

            """)
        let matching = [("Shop.sss.yml", "feature: Shop\ninteractions:\n  L:\n    navigates: true\nnavigation:\n  Detail(id: [String:Int]): push\n"),
                        ("Detail.sss.yml", "feature: Detail\ninput:\n  id: [String: Int]\ninteractions:\n  D:\n    events: [didTap]\n")]
        #expect(try errors(matching) == nil)
    }

    @Test func servicesAreKnownDeclaredOnceAndWithinReach() throws {
        let shop = "feature: Shop\naccess: public\nservices:\n  Catalog:\n    - products() -> Product\n    - count() -> Int\n"
            + "interactions:\n  List:\n    uses: [Catalg, Basket, Stock]\n"
        let specs = [
            ("Shop.sss.yml", shop),
            ("Detail.sss.yml", "feature: Detail\nservices:\n  Catalog:\n    - products() async -> [Int]\n  Stock:\n    - level() -> Int\ninteractions:\n  D:\n    uses: [Stock]\n"),
            ("Info.sss.yml", "feature: Info\nassembler: enum\nservices:\n  Basket:\n    - items() -> [Int]\ninteractions:\n  I:\n    uses: [Basket]\n"),
            ("Other.sss.yml", "feature: Other\nservices:\n  Stock:\n    - level() -> Int\n  Basket:\n    - items() -> [Int]\ninteractions:\n  O:\n    events: [didTap]\n"),
        ]
        #expect(try errors(specs) == """
            Shop.sss.yml:5:21: error: 'products()' returns 'Product', which the generated service and test spies have no value of; mark it 'throws' (the service then throws until it is written), or return an optional ('Product?')
                - products() -> Product
                                ^~~~~~~
            Detail.sss.yml:3:3: error: service 'Catalog' is declared again with other requirements; declare it once, or the same way in both specs
              Catalog:
              ^~~~~~~
            Shop.sss.yml:4:3: note: 'Catalog' is first declared here
              Catalog:
              ^~~~~~~
            Other.sss.yml:5:3: error: service 'Basket' is declared again with the other 'assembler' flavour; declare it once, or the same way in both specs
              Basket:
              ^~~~~~
            Info.sss.yml:4:3: note: 'Basket' is first declared here
              Basket:
              ^~~~~~
            Shop.sss.yml:9:12: error: unknown service 'Catalg'; did you mean 'Catalog'?
                uses: [Catalg, Basket, Stock]
                       ^~~~~~
            Shop.sss.yml:9:20: error: service 'Basket' comes from a feature with 'assembler: enum', but Shop uses 'assembler: struct'; a service and the features that use it need the same flavour
                uses: [Catalg, Basket, Stock]
                               ^~~~~~
            Info.sss.yml:4:3: note: 'Basket' is declared here, in Info
              Basket:
              ^~~~~~
            Shop.sss.yml:9:28: error: Shop is public, but service 'Stock' comes from Detail, which is internal; make Detail public, or declare the service in Shop
                uses: [Catalg, Basket, Stock]
                                       ^~~~~
            Detail.sss.yml:5:3: note: 'Stock' is declared here, in Detail
              Stock:
              ^~~~~

            """)
        let alone = "feature: Shop\ninteractions:\n  List:\n    uses: [Catalog]\n"
        #expect(try errors([("Shop.sss.yml", alone)]) == """
            Shop.sss.yml:4:12: error: unknown service 'Catalog'; declare it under 'services' in this spec or in another spec generated in the same run
                uses: [Catalog]
                       ^~~~~~~

            """)
    }

    @Test func inputsServicesAndArgumentsClashWithGeneratedNames() throws {
        let clash = "feature: Clash\ninput:\n  navigation: Int\n  catalog: Int\nrenderables:\n  Catalog:\n    x: Int\nservices:\n  Catalog:\n    - count() -> Int\n"
            + "interactions:\n  I:\n    renders: [Catalog]\n    uses: [Catalog]\n    navigates: true\nnavigation:\n  Detail(viewController: Int): push\n"
        let detail = "feature: Detail\ninput:\n  viewController: Int\ninteractions:\n  D:\n    events: [didTap]\n"
        #expect(try errors([("Clash.sss.yml", clash), ("Detail.sss.yml", detail)], testModule: "App") == """
            Clash.sss.yml:17:10: error: argument 'viewController' gives 'viewController' in 'ClashNavigation', which the generated code uses there already; choose another name
              Detail(viewController: Int): push
                     ^~~~~~~~~~~~~~
            Clash.sss.yml:3:3: error: input 'navigation' gives 'navigation' in 'IInteraction', which the generated code uses there already; choose another name
              navigation: Int
              ^~~~~~~~~~
            Clash.sss.yml:4:3: error: input 'catalog' gives 'catalog' in 'IInteraction', as does renderable 'Catalog'; rename one of them
              catalog: Int
              ^~~~~~~
            Clash.sss.yml:13:15: note: renderable 'Catalog' is declared here
                renders: [Catalog]
                          ^~~~~~~
            Clash.sss.yml:14:12: error: service 'Catalog' gives 'catalog' in 'IInteraction', as does renderable 'Catalog'; rename one of them
                uses: [Catalog]
                       ^~~~~~~
            Clash.sss.yml:13:15: note: renderable 'Catalog' is declared here
                renders: [Catalog]
                          ^~~~~~~

            """)
    }

    @Test func aServiceDeclaredTwiceMustHaveOneAccessAndInputsMustNotShadowAssemblers() throws {
        let specs = [
            ("Pub.sss.yml", "feature: Pub\naccess: public\nservices:\n  Log:\n    - write()\ninteractions:\n  P:\n    uses: [Log]\n"),
            ("Priv.sss.yml", "feature: Priv\nservices:\n  Log:\n    - write()\ninput:\n  navigationAssembler: Int\n  iInteractionAssembler: Int\n"
                + "interactions:\n  I:\n    navigates: true\nclosable: true\n"),
        ]
        #expect(try errors(specs) == """
            Priv.sss.yml:7:3: error: input 'iInteractionAssembler' gives 'iInteractionAssembler' in 'PrivAssembler', as does interaction 'I'; rename one of them
              iInteractionAssembler: Int
              ^~~~~~~~~~~~~~~~~~~~~
            Priv.sss.yml:9:3: note: interaction 'I' is declared here
              I:
              ^
            Priv.sss.yml:6:3: error: input 'navigationAssembler' gives 'navigationAssembler' in 'IInteractionAssembler', which the generated code uses there already; choose another name
              navigationAssembler: Int
              ^~~~~~~~~~~~~~~~~~~
            Priv.sss.yml:3:3: error: service 'Log' is declared again with the other 'access'; declare it once, or the same way in both specs
              Log:
              ^~~
            Pub.sss.yml:4:3: note: 'Log' is first declared here
              Log:
              ^~~

            """)
    }

    @Test func aNameTooLongForAFileNameIsAnErrorAtItsPlace() throws {
        let name = "L" + String(repeating: "o", count: 239)
        let spec = "feature: Ok\nrenderables:\n  \(name):\n    x: Int\ninteractions:\n  I:\n    renders: [\(name)]\n"
        let printed = try #require(try errors([("Long.sss.yml", spec)]))
        let lines = printed.split(separator: "\n")
        #expect(lines.count == 3, "one error for the name, not one per file")
        #expect(lines.first == "Long.sss.yml:3:3: error: renderable '\(name)' gives the name '\(name)Renderable.swift', which is 256 bytes long; file systems allow at most 255 bytes in a file or folder name, so choose a shorter name")
        let shorter = spec.replacingOccurrences(of: name, with: String(name.dropLast()))
        #expect(try errors([("Long.sss.yml", shorter)]) == nil)
    }
}
