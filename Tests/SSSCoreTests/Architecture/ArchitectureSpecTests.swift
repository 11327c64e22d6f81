import Testing
import SSSCore
import SSSTestSupport

/// The `architecture` key of a spec: which reader reads the rest, which keys it takes, and the errors
/// for a value that names no architecture and for a key of another architecture's spec.
struct ArchitectureSpecTests {
    private static let superSimple = "feature: Lobby\ninteractions:\n  Welcome:\n    events: [didTapStart]\n"

    private func read(_ text: String) -> Result<Spec, DiagnosticError> {
        do throws(DiagnosticError) {
            return .success(try SpecReader().read(SourceFile(path: "F.sss.yml", text: text)))
        } catch {
            return .failure(error)
        }
    }

    private func errors(_ text: String) -> String {
        switch read(text) {
        case .success: "no errors"
        case .failure(let error): SpecTestSupport.printed(error)
        }
    }

    @Test func aSpecWithoutTheKeyAndOneThatNamesSSAAreReadAlike() throws {
        let implicit = try read(Self.superSimple).get()
        let explicit = try read("architecture: ssa\n" + Self.superSimple).get()
        #expect(implicit.architecture == .ssa)
        #expect(explicit.architecture == .ssa)
        #expect(explicit.name.text == "Lobby")
        let specs = try [implicit, explicit].map { try #require($0.superSimple) }
        #expect(SpecTestSupport.summary(specs[0]) == SpecTestSupport.summary(specs[1]))
    }

    @Test func aValueThatNamesNoArchitectureGetsADidYouMean() {
        #expect(errors("architecture: simplr\n" + Self.superSimple) == """
            F.sss.yml:1:15: error: 'architecture' expects ssa, simpler or elements, found 'simplr'; did you mean 'simpler'?
            architecture: simplr
                          ^~~~~~

            """)
        #expect(errors("architecture: [ssa]\n" + Self.superSimple) == """
            F.sss.yml:1:15: error: 'architecture' expects ssa, simpler or elements, found a list; did you mean 'ssa'?
            architecture: [ssa]
                          ^~~~~

            """)
    }

    @Test func eachArchitectureHasAReader() throws {
        let elements = try read("architecture: elements\nfeature: SignIn\ninteractions: [signIn()]\n").get()
        #expect(elements.architecture == .elements)
        #expect(elements.elements?.interactions.map(\.canonicalText) == ["signIn()"])
        #expect(errors("architecture: elements\nfeature: SignIn\n") == """
            F.sss.yml:1:1: error: missing required key 'interactions'; a screen needs at least one thing the user can do, such as 'signIn(email: String, password: String)'
            architecture: elements
            ^

            """)
    }

    @Test func aKeyOfAnotherArchitectureNamesThatArchitecture() {
        #expect(errors(Self.superSimple + "model:\n  count: Int = 0\n") == """
            F.sss.yml:5:1: error: 'model' is a key of SIMPLER specs, and without 'architecture:' this is a Super Simple Architecture spec; write 'architecture: simpler' to describe a SIMPLER feature
            model:
            ^~~~~

            """)
        #expect(errors("architecture: ssa\n" + Self.superSimple + "useCases:\n  SignIn:\n") == """
            F.sss.yml:6:1: error: 'useCases' is a key of Elements specs; a Super Simple Architecture spec ('architecture: ssa') does not take it
            useCases:
            ^~~~~~~~

            """)
    }

    @Test func aSuperSimpleKeyInASpecOfAnotherArchitectureIsRefusedWithItsPlace() {
        #expect(errors("architecture: elements\nfeature: SignIn\ninteractions: [signIn()]\nrenderables:\n  Row:\n    title: String\n") == """
            F.sss.yml:4:1: error: 'renderables' is a key of Super Simple Architecture specs; an Elements spec ('architecture: elements') does not take it
            renderables:
            ^~~~~~~~~~~

            """)
    }

    @Test func otherUnknownKeysStillGetADidYouMean() {
        #expect(errors("architecture: ssa\n" + Self.superSimple + "navgation:\n  Settings: push\n") == """
            F.sss.yml:6:1: error: unknown key 'navgation'; did you mean 'navigation'?
            navgation:
            ^~~~~~~~~

            """)
    }

    @Test func everyArchitectureHasItsOwnKeysAndSharesOnlyTheArchitectureKey() {
        for architecture in Architecture.allCases {
            let keys = SpecKeys.of(architecture)
            #expect(keys.architecture == architecture)
            #expect(keys.allowed.first == "architecture")
            #expect(keys.topLevel.contains("feature"))
            #expect(Set(keys.allowed).count == keys.allowed.count, "\(architecture) lists a key twice")
        }
        #expect(FeatureSpecReader.keys == SpecKeys.superSimple.allowed)
    }
}
