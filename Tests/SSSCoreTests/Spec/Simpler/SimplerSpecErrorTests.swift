import Testing
import SSSCore
import SSSTestSupport

/// The errors of SIMPLER specs, each message exact and at its place.
struct SimplerSpecErrorTests {
    private func errors(_ body: String) -> String {
        SpecTestSupport.anyErrors("architecture: simpler\nfeature: Counter\n" + body)
    }

    private static let display = "interfaces:\n  Display:\n    shows: [count]\n"

    @Test func refusesSuperSimpleKeysAtTheirPlace() {
        #expect(errors("renderables:\n  Row:\n    title: String\nmodel:\n  count: Int = 0\n" + Self.display + "services:\n  Catalog: [load()]\n") == """
            F.sss.yml:3:1: error: 'renderables' is a key of Super Simple Architecture specs; a SIMPLER spec ('architecture: simpler') does not take it
            renderables:
            ^~~~~~~~~~~
            F.sss.yml:11:1: error: 'services' is a key of Super Simple Architecture specs; a SIMPLER spec ('architecture: simpler') does not take it
            services:
            ^~~~~~~~

            """)
    }

    @Test func needsAFeatureAndInterfaces() {
        #expect(SpecTestSupport.anyErrors("architecture: simpler\nmodel:\n  count: Int = 0\n") == """
            F.sss.yml:1:1: error: missing required key 'feature'
            architecture: simpler
            ^
            F.sss.yml:1:1: error: missing required key 'interfaces'; a scene needs at least one interface, such as a display or controls
            architecture: simpler
            ^

            """)
    }

    @Test func checksEachModelFieldsTypeAndInitialValue() {
        let model = """
            model:
              Total: Int = 1
              name: String
              flag: Bool = maybe
              text: String = "a\\(b)"
              n: Int = nil
              z: Int =
              x: = 3
              y: Int Int = 3
              q: "Int = 1"
              w: Int = 1.

            """
        #expect(errors(model + "interfaces:\n  Display:\n    shows: []\n") == """
            F.sss.yml:4:3: error: field name 'Total' is not a lowerCamelCase Swift identifier; did you mean 'total'?
              Total: Int = 1
              ^~~~~
            F.sss.yml:5:9: error: field 'name' needs the value it starts with, such as 'name: String = …'; the scene's model starts from its initial values (only an optional field may leave it out, and starts as nil)
              name: String
                    ^~~~~~
            F.sss.yml:6:16: error: field 'flag' starts with 'maybe', which is not a literal; write a number, a string in double quotes, true, false, nil, [], [:] or a member such as '.idle'
              flag: Bool = maybe
                           ^~~~~
            F.sss.yml:7:18: error: field 'text' starts with '"a\\(b)"', which interpolates a value; a model starts with plain values
              text: String = "a\\(b)"
                             ^~~~~~~
            F.sss.yml:8:12: error: 'nil' is no value of 'Int'; make the type optional ('Int?') or start with another value
              n: Int = nil
                       ^~~
            F.sss.yml:9:10: error: missing the value field 'z' starts with after '='
              z: Int =
                     ^
            F.sss.yml:10:6: error: field 'x' has no type before '='; write 'x: Type = value'
              x: = 3
                 ^~~
            F.sss.yml:11:10: error: unexpected 'Int' in the type of field 'y'; write one Swift type, such as 'Int', 'String?' or '[String: Int]'
              y: Int Int = 3
                     ^~~
            F.sss.yml:12:6: error: field 'q' expects a Swift type and the value it starts with, such as 'Int = 0', found '"Int = 1"'; write it without quotes around the whole
              q: "Int = 1"
                 ^~~~~~~~~
            F.sss.yml:13:12: error: field 'w' starts with '1.', which is not a number such as '0', '-2' or '1.5'
              w: Int = 1.
                       ^~

            """)
        #expect(errors("model:\n  f: () -> Int? \n" + Self.display).contains("error: field 'f' needs the value it starts with"))
        #expect(errors("model:\n  s: String = \"a\\qb\"\n  t: String = \"a\"b\"\n" + Self.display).contains("""
            F.sss.yml:4:15: error: field 's' starts with '"a\\qb"', which has the unknown escape '\\q'
            """))
    }

    @Test func eventsAreEnumCasesWithNamedValues() {
        let events = "model:\n  count: Int = 0\nevents:\n  - increaseCount\n  - increaseCount\n  - setCount(at value: Int)\n  - load() async\n  - fail() throws\n  - count\n"
        #expect(errors(events + Self.display) == """
            F.sss.yml:7:5: error: duplicate event 'increaseCount'; each event is an enum case, so each needs a name of its own
              - increaseCount
                ^~~~~~~~~~~~~
            F.sss.yml:6:5: note: 'increaseCount' first appears here
              - increaseCount
                ^~~~~~~~~~~~~
            F.sss.yml:8:14: error: an event's value is written 'name: Type', as the enum case declares it; remove 'at'
              - setCount(at value: Int)
                         ^~
            F.sss.yml:9:5: error: an event is a value and cannot be 'async'; a resource does the work that takes time, and sends an event when it is done
              - load() async
                ^~~~~~~~~~~~
            F.sss.yml:10:12: error: an event cannot throw: it tells the store what happened, and the store handles what goes wrong; remove 'throws'
              - fail() throws
                       ^~~~~~
            F.sss.yml:11:5: error: event 'count' has the name of a model field, and its logic function would clash with the field; choose another name, such as 'setCount'
              - count
                ^~~~~
            F.sss.yml:4:3: note: field 'count' is declared here
              count: Int = 0
              ^~~~~

            """)
    }

    @Test func interfacesShowDeclaredFieldsAndSendDeclaredEvents() {
        let text = "model:\n  count: Int = 0\nevents: [increaseCount]\ninterfaces:\n  Store:\n    shows: [cont, count, count]\n    sends: [increase]\n  Empty:\n  Odd:\n    show: [count]\n"
        #expect(errors(text) == """
            F.sss.yml:7:3: error: interface 'Store' would be called CounterStore, the name of the feature's store; choose another name, such as 'Display' or 'Controls'
              Store:
              ^~~~~
            F.sss.yml:8:13: error: unknown field 'cont'; did you mean 'count'?
                shows: [cont, count, count]
                        ^~~~
            F.sss.yml:8:26: error: 'count' is listed twice in 'shows'
                shows: [cont, count, count]
                                     ^~~~~
            F.sss.yml:8:19: note: 'count' first appears here
                shows: [cont, count, count]
                              ^~~~~
            F.sss.yml:9:13: error: unknown event 'increase'
                sends: [increase]
                        ^~~~~~~~
            F.sss.yml:10:3: error: interface 'Empty' expects a mapping with 'shows' or 'sends', found nothing
              Empty:
              ^~~~~
            F.sss.yml:11:3: error: interface 'Odd' shows nothing and sends nothing; give it 'shows', 'sends' or both
              Odd:
              ^~~
            F.sss.yml:12:5: error: unknown key 'show'; did you mean 'shows'?
                show: [count]
                ^~~~

            """)
        #expect(errors("interfaces:\n  Display:\n    shows: [count]\n    sends: [tap]\n") == """
            F.sss.yml:5:13: error: unknown field 'count'; declare it under 'model'
                shows: [count]
                        ^~~~~
            F.sss.yml:6:13: error: unknown event 'tap'; declare it under 'events'
                sends: [tap]
                        ^~~

            """)
    }

    @Test func aResourceSendsEachValueOfItsStreamAsAnEventThatCarriesIt() {
        let text = """
            events: [increaseCount, setCount(value: Int), setTitle(title: String)]
            interfaces:
              Controls:
                sends: [increaseCount]
            resources:
              Clock:
                provides:
                  - ticks() -> AsyncStream<Date>
                sends: tickReceived
              Timer:
                provides: [now() -> Date]
                sends: increaseCount
              Model:
                provides: [values() -> AsyncStream<Int>]
                sends: increaseCount
              Pulse:
                provides: [beats() -> AsyncStream<Int>]
                sends: setTitle
              Feed:
                sends: setCount

            """
        #expect(errors(text) == """
            F.sss.yml:11:12: error: unknown event 'tickReceived'
                sends: tickReceived
                       ^~~~~~~~~~~~
            F.sss.yml:14:12: error: resource 'Timer' sends 'increaseCount' but provides no stream to send it from; list a requirement without parameters that returns 'AsyncStream<…>', such as 'updates() -> AsyncStream<Date>'
                sends: increaseCount
                       ^~~~~~~~~~~~~
            F.sss.yml:15:3: error: resource 'Model' would be the store's 'model' property, which holds the model; choose another name
              Model:
              ^~~~~
            F.sss.yml:17:12: error: event 'increaseCount' must carry one value, each 'Int' of 'values()', to be sent by resource 'Model'; write it as 'increaseCount(value: Int)'
                sends: increaseCount
                       ^~~~~~~~~~~~~
            F.sss.yml:3:10: note: 'increaseCount' is declared here
            events: [increaseCount, setCount(value: Int), setTitle(title: String)]
                     ^~~~~~~~~~~~~
            F.sss.yml:20:12: error: resource 'Pulse' sends each 'Int' of 'beats()' as 'setTitle', whose value is a 'String'; make the two types the same
                sends: setTitle
                       ^~~~~~~~
            F.sss.yml:3:47: note: 'setTitle' is declared here
            events: [increaseCount, setCount(value: Int), setTitle(title: String)]
                                                          ^~~~~~~~
            F.sss.yml:21:3: error: resource 'Feed' needs 'provides', the requirements it offers, such as 'ticks() -> AsyncStream<Date>'
              Feed:
              ^~~~

            """)
    }

    @Test func destinationsAreScenesShownInASheetOrPushed() {
        #expect(errors(Self.display.replacingOccurrences(of: "[count]", with: "[]") + "navigation:\n  Settings: modal\n  Detail(id: Int): push\n  help: sheet\n") == """
            F.sss.yml:7:13: error: destination 'Settings' expects sheet or push, found 'modal'
              Settings: modal
                        ^~~~~
            F.sss.yml:8:3: error: destination 'Detail(id: Int)' takes no arguments: a SIMPLER scene starts from its model's initial values; write its name alone
              Detail(id: Int): push
              ^~~~~~~~~~~~~~~
            F.sss.yml:9:3: error: destination name 'help' is not an UpperCamelCase Swift identifier; did you mean 'Help'?
              help: sheet
              ^~~~

            """)
    }

    @Test func aSimplerSpecIsNotASuperSimpleOne() {
        let text = "architecture: simpler\nfeature: Counter\n" + Self.display.replacingOccurrences(of: "[count]", with: "[]")
        #expect(SpecTestSupport.specErrors(text) == """
            F.sss.yml:2:10: error: expected a Super Simple Architecture spec, found a SIMPLER spec
            feature: Counter
                     ^~~~~~~

            """)
    }
}
