import Testing
import SSSCore
import SSSTestSupport

/// The errors for the keys that let a spec describe a real screen: `access`, `input`, `closable`,
/// `services`, `uses`, destinations with arguments, and the event forms; each message exact, at its place.
struct SpecKeyErrorTests {
    private func errors(_ text: String, path: String = "F.sss.yml") -> String {
        SpecTestSupport.specErrors(text, path: path)
    }

    @Test func checksAccessInputClosableUsesAndEventForms() {
        let spec = "feature: A\naccess: open\ninput:\n  Product: Product\n  id: Int Int\n  name: \"String\"\nclosable: yes\ninteractions:\n  I:\n"
            + "    uses: [catalog, Catalog, Catalog]\n    events: [didSelect<T>(item: T), didLoad() throws, didRefresh throws, didPull() async, didPush async]\n"
        #expect(errors(spec) == """
            F.sss.yml:2:9: error: 'access' expects internal or public, found 'open'
            access: open
                    ^~~~
            F.sss.yml:4:3: error: input name 'Product' is not a lowerCamelCase Swift identifier; did you mean 'product'?
              Product: Product
              ^~~~~~~
            F.sss.yml:5:11: error: unexpected 'Int' in the type of input 'id'; write one Swift type, such as 'Int', 'String?' or '[String: Int]'
              id: Int Int
                      ^~~
            F.sss.yml:6:9: error: input 'name' expects a Swift type, found '"String"'; write the type without quotes
              name: "String"
                    ^~~~~~~~
            F.sss.yml:7:11: error: 'closable' expects true or false, found 'yes'
            closable: yes
                      ^~~
            F.sss.yml:10:12: error: service name 'catalog' is not an UpperCamelCase Swift identifier; did you mean 'Catalog'?
                uses: [catalog, Catalog, Catalog]
                       ^~~~~~~
            F.sss.yml:10:30: error: 'Catalog' is listed twice in 'uses'
                uses: [catalog, Catalog, Catalog]
                                         ^~~~~~~
            F.sss.yml:10:21: note: 'Catalog' first appears here
                uses: [catalog, Catalog, Catalog]
                                ^~~~~~~
            F.sss.yml:11:23: error: event 'didSelect' cannot be generic: the screen calls it with values of concrete types; write the types out, such as 'didSelect(item: Item)'
                events: [didSelect<T>(item: T), didLoad() throws, didRefresh throws, didPull() async, didPush async]
                                  ^~~
            F.sss.yml:11:47: error: an event cannot throw: it tells the interaction what happened, and the interaction handles what goes wrong; remove 'throws'
                events: [didSelect<T>(item: T), didLoad() throws, didRefresh throws, didPull() async, didPush async]
                                                          ^~~~~~
            F.sss.yml:11:66: error: an event cannot throw: it tells the interaction what happened, and the interaction handles what goes wrong; remove 'throws'
                events: [didSelect<T>(item: T), didLoad() throws, didRefresh throws, didPull() async, didPush async]
                                                                             ^~~~~~

            """)
    }

    @Test func reportsValuesOfTheWrongShapeInTheNewSections() {
        let spec = "feature: A\ninput: [a]\nservices:\n  Catalog:\n    - (x: Int)\n    - \"products()\"\n    - [products()]\ninteractions:\n  I:\n    events: [didTap]\n"
        #expect(errors(spec) == """
            F.sss.yml:2:8: error: 'input' expects a mapping of names to Swift types, such as 'product: Product', found a list
            input: [a]
                   ^~~
            F.sss.yml:5:7: error: missing requirement name before '('
                - (x: Int)
                  ^
            F.sss.yml:6:7: error: expected a requirement such as 'products() async throws -> [Product]', found '"products()"'
                - "products()"
                  ^~~~~~~~~~~~
            F.sss.yml:7:7: error: expected a requirement such as 'products() async throws -> [Product]', found a list
                - [products()]
                  ^~~~~~~~~~~~

            """)
        #expect(errors("feature: A\nservices: [x]\ninteractions:\n  I:\n    events: [didTap]\n") == """
            F.sss.yml:2:11: error: 'services' expects a mapping of service names to lists of requirements, found a list
            services: [x]
                      ^~~

            """)
    }

    @Test func closableNeedsAnInteractionThatNavigates() {
        #expect(errors("feature: A\nclosable: true\ninteractions:\n  I:\n    events: [didTap]\n") == """
            F.sss.yml:2:1: error: 'closable' is never used: no interaction has 'navigates: true', and only an interaction that navigates can close the screen
            closable: true
            ^~~~~~~~

            """)
        #expect(errors("feature: A\nclosable: true\ninteractions:\n  I:\n    navigates: true\n") == "no errors")
    }

    @Test func checksEveryRequirementOfEveryService() {
        let requirements = ["func products()", "products", "load<T>() -> T", "save() throws async", "copy() rethrows", "fetch() throws(Failure) -> Int",
                            "count() -> Int Int", "size() ->", "Reset()", "stop() now", "find(id: Int) -> Int", "find(id: String) -> Int"]
        let spec = "feature: A\nservices:\n  Catalog:\n" + requirements.map { "    - \($0)\n" }.joined()
            + "  empty: []\n  Store: products\ninteractions:\n  I:\n    uses: [Catalog]\n"
        #expect(errors(spec) == """
            F.sss.yml:4:7: error: write the requirement without 'func'
                - func products()
                  ^~~~
            F.sss.yml:5:7: error: requirement 'products' has no parameter list; write 'products()'
                - products
                  ^~~~~~~~
            F.sss.yml:6:11: error: a requirement cannot be generic: the generated service and test spy implement each requirement with concrete types; write the types out
                - load<T>() -> T
                      ^~~
            F.sss.yml:7:21: error: write 'async' before 'throws', as Swift does
                - save() throws async
                                ^~~~~
            F.sss.yml:8:14: error: a requirement cannot rethrow: it has no function parameter to rethrow from; write 'throws'
                - copy() rethrows
                         ^~~~~~~~
            F.sss.yml:9:15: error: typed throws are not supported in a service requirement; write 'throws'
                - fetch() throws(Failure) -> Int
                          ^~~~~~~~~~~~~~~
            F.sss.yml:10:22: error: unexpected 'Int' in the type of the result of 'count'; write one Swift type, such as 'Int', 'String?' or '[String: Int]'
                - count() -> Int Int
                                 ^~~
            F.sss.yml:11:14: error: missing result type after '->'
                - size() ->
                         ^~
            F.sss.yml:12:7: error: requirement name 'Reset' is not a lowerCamelCase Swift identifier; did you mean 'reset'?
                - Reset()
                  ^~~~~
            F.sss.yml:13:14: error: unexpected 'now' after the requirement's ')'; expected 'async', 'throws' or '-> Type'
                - stop() now
                         ^~~
            F.sss.yml:15:7: error: duplicate requirement 'find(id:)'
                - find(id: String) -> Int
                  ^~~~
            F.sss.yml:14:7: note: 'find(id:)' first appears here
                - find(id: Int) -> Int
                  ^~~~
            F.sss.yml:16:3: error: service name 'empty' is not an UpperCamelCase Swift identifier; did you mean 'Empty'?
              empty: []
              ^~~~~
            F.sss.yml:16:3: error: service 'empty' has no requirements; list at least one, such as 'load() async throws'
              empty: []
              ^~~~~
            F.sss.yml:17:10: error: service 'Store' expects a list of requirements, found 'products'; write [products]
              Store: products
                     ^~~~~~~~

            """)
    }

    @Test func checksDestinationsThatTakeArguments() {
        let spec = "feature: A\ninteractions:\n  I:\n    navigates: true\nnavigation:\n  Detail(_ product: Product): push\n  Info(id: Int Int): modal\n"
            + "  More(id: Int) now: push\n  detail(id: Int): push\n  Same: push\n  Same(id: Int): modal\n"
        #expect(errors(spec) == """
            F.sss.yml:6:10: error: a destination's argument is written 'name: Type', as the destination's 'input:' names it; remove '_'
              Detail(_ product: Product): push
                     ^
            F.sss.yml:7:16: error: unexpected 'Int' in the type of parameter 'id'; write one Swift type, such as 'Int', 'String?' or '[String: Int]'
              Info(id: Int Int): modal
                           ^~~
            F.sss.yml:8:17: error: unexpected text after the destination's closing ')'
              More(id: Int) now: push
                            ^~~
            F.sss.yml:9:3: error: destination name 'detail' is not an UpperCamelCase Swift identifier; did you mean 'Detail'?
              detail(id: Int): push
              ^~~~~~
            F.sss.yml:11:3: error: duplicate destination 'Same'
              Same(id: Int): modal
              ^~~~
            F.sss.yml:10:3: note: 'Same' first appears here
              Same: push
              ^~~~

            """)
    }

    @Test func refusesTextThatIsNotSwiftTypeSyntax() {
        let types = ["Int Int", "42", "Int#x", "[Int, String]", "Int &", "() ->", "(Int) async Int"]
        let spec = "feature: A\nrenderables:\n  B:\n" + zip("abcdefg", types).map { "    \($0): \($1)\n" }.joined()
            + "interactions:\n  I:\n    renders: [B]\n"
        #expect(errors(spec) == """
            F.sss.yml:4:12: error: unexpected 'Int' in the type of field 'a'; write one Swift type, such as 'Int', 'String?' or '[String: Int]'
                a: Int Int
                       ^~~
            F.sss.yml:5:8: error: unexpected '42' in the type of field 'b'; write one Swift type, such as 'Int', 'String?' or '[String: Int]'
                b: 42
                   ^~
            F.sss.yml:6:11: error: unexpected '#' in the type of field 'c'; comments in a spec start with ' #'
                c: Int#x
                      ^
            F.sss.yml:7:12: error: unexpected ',' in the type of field 'd'; write one Swift type, such as 'Int', 'String?' or '[String: Int]'
                d: [Int, String]
                       ^
            F.sss.yml:8:13: error: the type of field 'e' ends too early; write one Swift type, such as 'Int', 'String?' or '[String: Int]'
                e: Int &
                        ^
            F.sss.yml:9:13: error: the type of field 'f' ends too early; write one Swift type, such as 'Int', 'String?' or '[String: Int]'
                f: () ->
                        ^
            F.sss.yml:10:20: error: unexpected 'Int' in the type of field 'g'; write one Swift type, such as 'Int', 'String?' or '[String: Int]'
                g: (Int) async Int
                               ^~~

            """)
    }

    @Test func anUnbalancedBracketDoesNotHideTheRestOfTheFile() {
        let spec = "feature: A\nrenderables:\n  B:\n    x: [Int\n    y: \"unterminated\ninteractions:\n  I:\n    rendrs: [B]\n    events: [didTap(a: Int]\n"
        #expect(errors(spec) == """
            F.sss.yml:4:8: error: unbalanced brackets: '[' is not closed on this line
                x: [Int
                   ^
            F.sss.yml:5:8: error: unterminated string: missing closing '"' on this line
                y: "unterminated
                   ^~~~~~~~~~~~~
            F.sss.yml:8:5: error: unknown key 'rendrs'; did you mean 'renders'?
                rendrs: [B]
                ^~~~~~
            F.sss.yml:9:27: error: unbalanced brackets: expected ')' to close '(', found ']'
                events: [didTap(a: Int]
                                      ^

            """)
    }

    @Test func aLintConfigurationGetsOneErrorSayingWhatItIs() {
        let configuration = "disabled_rules: [assembler_kind]\nopt_in_rules: [protocol_dependency]\n"
        let message = "error: this is a lint configuration for 'sss lint', not a feature spec; 'sss generate' reads specs such as Lobby.sss.yml (see 'sss init')"
        #expect(errors(configuration, path: "Sources/.sss.yml") == """
            Sources/.sss.yml:1:1: \(message)
            disabled_rules: [assembler_kind]
            ^

            """)
        #expect(errors(configuration, path: "lint.sss.yml") == """
            lint.sss.yml:1:1: \(message)
            disabled_rules: [assembler_kind]
            ^~~~~~~~~~~~~~

            """)
        #expect(errors("\t broken\n", path: ".sss.yml").hasPrefix(".sss.yml:1:1: \(message)\n"))
    }
}
