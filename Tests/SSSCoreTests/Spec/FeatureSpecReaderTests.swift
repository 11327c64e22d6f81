import Testing
import SSSCore
import SSSTestSupport

struct FeatureSpecReaderTests {
    private func spec(_ text: String) throws -> FeatureSpec {
        try FeatureSpecReader().read(SourceFile(path: "F.sss.yml", text: text))
    }

    @Test func appliesDefaultsForOptionalKeys() throws {
        let spec = try spec("feature: Lobby\ninteractions:\n  Door:\n    events: [didKnock]\n")
        #expect(spec.assembler == .struct)
        #expect(spec.assemblerLocation == nil)
        #expect(spec.renderables.isEmpty)
        #expect(spec.destinations.isEmpty)
        #expect(spec.navigates == false)
        #expect(spec.interactions[0].renders.isEmpty)
        #expect(spec.interactions[0].navigates == false)
        #expect(spec.interactions[0].navigatesLocation == nil)
    }

    @Test func acceptsEmptyListsQuotedNamesAndBlockListsOfRenders() throws {
        let spec = try spec("""
            "feature": 'Lobby'
            assembler: "enum"
            renderables:
              Sign:
                text: String
            interactions:
              Door:
                renders:
                  - Sign
                events: []
                navigates: false

            """)
        #expect(SpecTestSupport.summary(spec) == """
            feature Lobby (enum, internal)
            renderable Sign {text: String}
            interaction Door renders ["Sign"] events []
            """)
    }

    @Test func keepsFieldTypesVerbatimUpToTheComment() throws {
        let spec = try spec("""
            feature: Types
            renderables:
              Everything:
                counts: [String: Int]      # a dictionary type, not a mapping
                outcome: Result<Int, Error>?
                nested: [[String: [Int]]]
                handler: (@MainActor (Int) -> Void)?
                tuple: (x: Int, y: Int)
                failure: any Error & Sendable
                shape: some Equatable
                sendable: (@Sendable (Int, String) -> Void)?
                default: Bool
            interactions:
              Show:
                renders: [Everything]

            """)
        #expect(spec.renderables[0].fields.map(\.type.text) == [
            "[String: Int]", "Result<Int, Error>?", "[[String: [Int]]]", "(@MainActor (Int) -> Void)?", "(x: Int, y: Int)",
            "any Error & Sendable", "some Equatable", "(@Sendable (Int, String) -> Void)?", "Bool",
        ])
        #expect(spec.renderables[0].fields.last?.name.text == "default")
    }

    @Test func readsEventParametersWithLabelsAndComplexTypes() throws {
        let spec = try spec("""
            feature: Events
            interactions:
              Form:
                events:
                  - didTap()
                  - didSelect(at index: Int)
                  - didFinish(_ result: Result<[String: Int], Error>, animated: Bool)
                  - didPick(handler: @escaping (Int, String) -> Void)
                  - in(default: Int)
                  - didSwap(value: inout Int, from source: some Sequence<Int>, into target: any Collection<Int>)

            """)
        let events = spec.interactions[0].events
        #expect(SpecTestSupport.summary(spec).split(separator: "\n").last == """
            interaction Form renders [] events ["didTap", "didSelect(at index: Int)", \
            "didFinish(_ result: Result<[String: Int], Error>, animated: Bool)", \
            "didPick(handler: @escaping (Int, String) -> Void)", "in(default: Int)", \
            "didSwap(value: inout Int, from source: some Sequence<Int>, into target: any Collection<Int>)"]
            """)
        #expect(events[1].parameters[0].label?.text == "at")
        #expect(events[2].parameters[0].label?.text == "_")
        #expect(events[2].parameters[1].label == nil)
    }

    @Test func recordsLocationsOfNamesTypesAndParameters() throws {
        let spec = try spec("""
            feature: Spot
            renderables:
              Banner:
                message: String
            interactions:
              Main:
                renders: [Banner]
                events: [didEnter(code: String)]
                navigates: true
            navigation:
              Next: modal

            """)
        let field = spec.renderables[0].fields[0]
        let event = spec.interactions[0].events[0]
        let destination = spec.destinations[0]
        #expect(SpecTestSupport.position(spec.name.location) == "1:10")
        #expect(SpecTestSupport.position(spec.renderables[0].name.location) == "3:3")
        #expect(SpecTestSupport.position(field.name.location) == "4:5")
        #expect(SpecTestSupport.position(field.type.location) == "4:14")
        #expect(SpecTestSupport.position(spec.interactions[0].renders[0].location) == "7:15")
        #expect(SpecTestSupport.position(event.location) == "8:14")
        #expect(SpecTestSupport.position(event.parameters[0].name.location) == "8:23")
        #expect(SpecTestSupport.position(event.parameters[0].type.location) == "8:29")
        #expect(spec.interactions[0].navigatesLocation.map(SpecTestSupport.position) == "9:16")
        #expect(SpecTestSupport.position(destination.name.location) == "11:3")
        #expect(SpecTestSupport.position(destination.styleLocation) == "11:9")
        #expect(spec.renderable(named: "Banner")?.fields.count == 1)
        #expect(spec.renderable(named: "Nope") == nil)
        #expect(spec.navigates)
    }

    @Test func readsAFiftyThousandLineSpec() throws {
        var text = "feature: Big\nrenderables:\n"
        for index in 0..<10_000 {
            text += "  R\(index):\n    value: [String: Int]\n"
        }
        text += "interactions:\n"
        for index in 0..<10_000 {
            text += "  I\(index):\n    renders: [R\(index)]\n    events: [didTap(at index: Int)]\n"
        }
        let spec = try spec(text)
        #expect(spec.renderables.count == 10_000)
        #expect(spec.interactions.count == 10_000)
        #expect(spec.interactions.last?.renders.first?.text == "R9999")
    }

    @Test func readsAccessInputClosableServicesUsesAndDestinationArguments() throws {
        let specs = try GenerateTestSupport.shopSpecs()
        #expect(specs.map { SpecTestSupport.summary($0) }.joined(separator: "\n") == """
            feature Login (struct, public)
            input (email: String, since: Date)
            service Session {currentUserID() -> UUID?; signIn(email: String, password: String) async throws -> UUID; signOut() throws; lastSignIn() -> Date}
            interaction Form renders [] uses ["Session"] events ["didLoad async", "didEnterEmail(email: String)", "didEnterPassword(password: String)", "didToggleRememberMe(isOn: Bool)", "didTapSignIn", "didTapProductList"] navigates
            destination ProductList push
            feature ProductDetail (struct, internal)
            input (product: Product)
            closable
            renderable Detail {title: String; price: Decimal}
            interaction Detail renders ["Detail"] uses ["Catalog"] events ["didLoad", "didAppear", "willDisappear", "didDisappear", "didTapDone"] navigates
            feature ProductList (struct, public)
            renderable Row {id: UUID; title: String; price: Decimal; updated: Date; image: URL?}
            service Catalog {products() async throws -> [Product]; product(id: UUID) async throws -> Product; count() -> Int}
            interaction List renders ["Row"] uses ["Catalog"] events ["didLoad", "willAppear", "didSelect(product: Product)", "didSelect(row: Int)", "didChangeQuery(query: String)", "didShowFavourites(_ isOn: Bool)", "didRefresh async", "didTapSettings"] navigates
            destination ProductDetail(product: Product) push
            destination Settings modal
            feature Settings (struct, internal)
            closable
            renderable Preference {title: String; isOn: Bool}
            interaction Preferences renders ["Preference"] events ["didToggle(isOn: Bool)", "didChangeName(_ name: String)", "didSave(settings: [String: Bool]) async", "didPick(date: Date)", "didTapCancel"] navigates
            """)
    }

    @Test func aRequirementThatReturnsVoidReturnsNothing() throws {
        let spec = try spec("feature: A\nservices:\n  Log:\n    - write(line: String) -> Void\n    - flush() async -> ()\ninteractions:\n  I:\n    uses: [Log]\n")
        let requirements = try #require(spec.services.first).requirements
        #expect(requirements.map(\.canonicalText) == ["write(line: String)", "flush() async"])
        #expect(requirements.map(\.selector) == ["write(line:)", "flush()"])
    }
}
