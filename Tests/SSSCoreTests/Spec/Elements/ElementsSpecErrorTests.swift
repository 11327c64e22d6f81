import Testing
import SSSCore
import SSSTestSupport

/// The errors of Elements specs, each message exact and at its place.
struct ElementsSpecErrorTests {
    private func errors(_ body: String) -> String {
        SpecTestSupport.anyErrors("architecture: elements\nfeature: SignIn\n" + body)
    }

    @Test func refusesKeysOfOtherArchitecturesAtTheirPlace() {
        #expect(errors("renderables:\n  Row:\n    title: String\nmodel:\n  count: Int = 0\ninteractions: [go()]\n") == """
            F.sss.yml:3:1: error: 'renderables' is a key of Super Simple Architecture specs; an Elements spec ('architecture: elements') does not take it
            renderables:
            ^~~~~~~~~~~
            F.sss.yml:6:1: error: 'model' is a key of SIMPLER specs; an Elements spec ('architecture: elements') does not take it
            model:
            ^~~~~

            """)
    }

    @Test func checksEachStateFieldsTypeAndInitialValue() {
        #expect(errors("state:\n  ok: Bool\n  Bad: Int = 1\n  n: Int = nil\ninteractions: [go()]\n") == """
            F.sss.yml:4:7: error: field 'ok' needs the value it starts with, such as 'ok: Bool = …'; the view state starts from its initial values (only an optional field may leave it out, and starts as nil)
              ok: Bool
                  ^~~~
            F.sss.yml:5:3: error: field name 'Bad' is not a lowerCamelCase Swift identifier; did you mean 'bad'?
              Bad: Int = 1
              ^~~
            F.sss.yml:6:12: error: 'nil' is no value of 'Int'; make the type optional ('Int?') or start with another value
              n: Int = nil
                       ^~~

            """)
    }

    @Test func eachMethodIsAPlainCall() {
        #expect(errors("userInterface:\n  - load() async\n  - fetch() throws -> Int\n  - configure\ninteractions:\n  - tap() async\n  - func stop()\nobserves:\n  - changed() -> Bool\n  - failed() throws\n") == """
            F.sss.yml:4:12: error: 'load()' cannot be 'async': the view controller tells the user interface what to show in a plain call, and a use case does the work that takes time; remove 'async'
              - load() async
                       ^~~~~
            F.sss.yml:5:13: error: 'fetch()' cannot throw: the view controller tells the user interface what to show in a plain call, and the receiver handles what goes wrong; remove 'throws'
              - fetch() throws -> Int
                        ^~~~~~
            F.sss.yml:5:20: error: 'fetch()' cannot return 'Int': the view controller tells the user interface what to show in a plain call that waits for no answer; remove '-> Int'
              - fetch() throws -> Int
                               ^~
            F.sss.yml:6:5: error: requirement 'configure' has no parameter list; write 'configure()'
              - configure
                ^~~~~~~~~
            F.sss.yml:8:11: error: 'tap()' cannot be 'async': the view tells its responder what the user did in a plain call, and a use case does the work that takes time; remove 'async'
              - tap() async
                      ^~~~~
            F.sss.yml:9:5: error: write the requirement without 'func'
              - func stop()
                ^~~~
            F.sss.yml:11:15: error: 'changed()' cannot return 'Bool': the observer tells the view controller what happened in a plain call that waits for no answer; remove '-> Bool'
              - changed() -> Bool
                          ^~
            F.sss.yml:12:14: error: 'failed()' cannot throw: the observer tells the view controller what happened in a plain call, and the receiver handles what goes wrong; remove 'throws'
              - failed() throws
                         ^~~~~~

            """)
    }

    @Test func interactionsHaveNamesOfTheirOwnAndAreNotAlsoObserved() {
        #expect(errors("interactions:\n  - signIn(email: String)\n  - signIn(token: String)\nobserves:\n  - signIn(email: String)\n  - keyboardWillHide()\n  - keyboardWillHide()\n") == """
            F.sss.yml:5:5: error: interaction 'signIn' is listed twice; each interaction is one thing the user can do and gets a button and a test named after it, so give each a name of its own
              - signIn(token: String)
                ^~~~~~
            F.sss.yml:4:5: note: 'signIn' first appears here
              - signIn(email: String)
                ^~~~~~
            F.sss.yml:7:5: error: 'signIn(email:)' is both an interaction and an observed event, and the view controller answers both with one method; give one of them another name
              - signIn(email: String)
                ^~~~~~
            F.sss.yml:4:5: note: the interaction 'signIn(email:)' is declared here
              - signIn(email: String)
                ^~~~~~
            F.sss.yml:9:5: error: duplicate requirement 'keyboardWillHide()'
              - keyboardWillHide()
                ^~~~~~~~~~~~~~~~
            F.sss.yml:8:5: note: 'keyboardWillHide()' first appears here
              - keyboardWillHide()
                ^~~~~~~~~~~~~~~~

            """)
    }

    @Test func checksUseCasesAndTheirInputs() {
        #expect(errors("interactions: [go()]\nuseCases:\n  sign-in:\n  Save:\n    inputs:\n      Name: String\n      id: \"UUID\"\n    output: Int\n  Load: [a]\n") == """
            F.sss.yml:5:3: error: use case name 'sign-in' is not an UpperCamelCase Swift identifier; did you mean 'SignIn'?
              sign-in:
              ^~~~~~~
            F.sss.yml:8:7: error: input name 'Name' is not a lowerCamelCase Swift identifier; did you mean 'name'?
                  Name: String
                  ^~~~
            F.sss.yml:9:11: error: input 'id' expects a Swift type, found '"UUID"'; write the type without quotes
                  id: "UUID"
                      ^~~~~~
            F.sss.yml:10:5: error: unknown key 'output'; expected 'inputs'
                output: Int
                ^~~~~~
            F.sss.yml:11:9: error: use case 'Load' expects nothing, or a mapping with 'inputs', found a list
              Load: [a]
                    ^~~

            """)
    }

    @Test func needsAFeatureAndInteractions() {
        #expect(SpecTestSupport.anyErrors("architecture: elements\nstate:\n  count: Int = 0\n") == """
            F.sss.yml:1:1: error: missing required key 'feature'
            architecture: elements
            ^
            F.sss.yml:1:1: error: missing required key 'interactions'; a screen needs at least one thing the user can do, such as 'signIn(email: String, password: String)'
            architecture: elements
            ^

            """)
    }

    @Test func emptyListsAndWrongShapesAreRefused() {
        #expect(errors("interactions: []\nuserInterface: []\nobserves: keyboardWillHide()\nuseCases:\n") == """
            F.sss.yml:3:1: error: 'interactions' lists no methods; list at least one, such as 'signIn(email: String, password: String)'
            interactions: []
            ^~~~~~~~~~~~
            F.sss.yml:4:1: error: 'userInterface' lists no methods; list at least one, such as 'configureViewAfterLayout()', or leave the key out
            userInterface: []
            ^~~~~~~~~~~~~
            F.sss.yml:5:11: error: 'observes' expects a list of methods, such as 'keyboardWillHide()', found 'keyboardWillHide()'; write [keyboardWillHide()]
            observes: keyboardWillHide()
                      ^~~~~~~~~~~~~~~~~~
            F.sss.yml:6:1: error: 'useCases' expects a mapping of use case names to their 'inputs', such as 'SignIn:', found nothing
            useCases:
            ^~~~~~~~

            """)
    }

    @Test func otherArchitecturesRefuseElementsKeys() {
        #expect(SpecTestSupport.anyErrors("feature: F\nstate:\n  a: Int = 1\ninteractions:\n  Main:\n    events: [didLoad]\n") == """
            F.sss.yml:2:1: error: 'state' is a key of Elements specs, and without 'architecture:' this is a Super Simple Architecture spec; write 'architecture: elements' to describe an Elements feature
            state:
            ^~~~~

            """)
        #expect(SpecTestSupport.anyErrors("architecture: simpler\nfeature: F\ninteractions: [a()]\nobserves: [b()]\ninterfaces:\n  Display:\n    shows: []\n") == """
            F.sss.yml:3:1: error: 'interactions' is a key of Super Simple Architecture and Elements specs; a SIMPLER spec ('architecture: simpler') does not take it
            interactions: [a()]
            ^~~~~~~~~~~~
            F.sss.yml:4:1: error: 'observes' is a key of Elements specs; a SIMPLER spec ('architecture: simpler') does not take it
            observes: [b()]
            ^~~~~~~~

            """)
    }
}
