import Testing
import SSSCore
import SSSTestSupport

struct FeatureSpecErrorTests {
    private func errors(_ text: String) -> String {
        SpecTestSupport.specErrors(text)
    }

    @Test func suggestsKnownKeysForUnknownOnes() {
        #expect(errors("feature: A\nrendrables:\n  B:\n    x: Int\ninteractions:\n  I:\n    evnts: [a]\n    colour: red\n") == """
            F.sss.yml:2:1: error: unknown key 'rendrables'; did you mean 'renderables'?
            rendrables:
            ^~~~~~~~~~
            F.sss.yml:7:5: error: unknown key 'evnts'; did you mean 'events'?
                evnts: [a]
                ^~~~~
            F.sss.yml:8:5: error: unknown key 'colour'; expected 'renders', 'uses', 'events' or 'navigates'
                colour: red
                ^~~~~~

            """)
    }

    @Test func reportsMissingRequiredKeys() {
        #expect(errors("# a spec\nassembler: enum\n") == """
            F.sss.yml:2:1: error: missing required key 'feature'
            assembler: enum
            ^
            F.sss.yml:2:1: error: missing required key 'interactions'; a feature needs at least one interaction
            assembler: enum
            ^

            """)
        #expect(errors("feature: A\ninteractions:\n") == """
            F.sss.yml:2:1: error: 'interactions' expects a mapping of interaction names, found nothing
            interactions:
            ^~~~~~~~~~~~

            """)
    }

    @Test func requiresUpperCamelCaseTypeNames() {
        #expect(errors("feature: discoveryOne\nrenderables:\n  door_status:\n    x: Int\ninteractions:\n  1Up:\n    renders: [door_status]\nnavigation:\n  help: push\n") == """
            F.sss.yml:1:10: error: feature name 'discoveryOne' is not an UpperCamelCase Swift identifier; did you mean 'DiscoveryOne'?
            feature: discoveryOne
                     ^~~~~~~~~~~~
            F.sss.yml:3:3: error: renderable name 'door_status' is not an UpperCamelCase Swift identifier; did you mean 'DoorStatus'?
              door_status:
              ^~~~~~~~~~~
            F.sss.yml:6:3: error: interaction name '1Up' is not an UpperCamelCase Swift identifier; use ASCII letters and digits, starting with an uppercase letter
              1Up:
              ^~~
            F.sss.yml:8:1: error: 'navigation' is never used: no interaction has 'navigates: true'
            navigation:
            ^~~~~~~~~~
            F.sss.yml:9:3: error: destination name 'help' is not an UpperCamelCase Swift identifier; did you mean 'Help'?
              help: push
              ^~~~

            """)
    }

    @Test func requiresLowerCamelCaseMemberNamesButAcceptsKeywords() {
        #expect(errors("feature: A\nrenderables:\n  B:\n    IsOpen: Bool\n    `in`: Int\n    default: Int\ninteractions:\n  I:\n    renders: [B]\n    events: [DidTap, did_enter(Code: String), didPick(At index: Int)]\n") == """
            F.sss.yml:4:5: error: field name 'IsOpen' is not a lowerCamelCase Swift identifier; did you mean 'isOpen'?
                IsOpen: Bool
                ^~~~~~
            F.sss.yml:5:5: error: field name '`in`' is not a lowerCamelCase Swift identifier; did you mean 'in'?
                `in`: Int
                ^~~~
            F.sss.yml:10:14: error: event name 'DidTap' is not a lowerCamelCase Swift identifier; did you mean 'didTap'?
                events: [DidTap, did_enter(Code: String), didPick(At index: Int)]
                         ^~~~~~
            F.sss.yml:10:22: error: event name 'did_enter' is not a lowerCamelCase Swift identifier; did you mean 'didEnter'?
                events: [DidTap, did_enter(Code: String), didPick(At index: Int)]
                                 ^~~~~~~~~
            F.sss.yml:10:32: error: parameter name 'Code' is not a lowerCamelCase Swift identifier; did you mean 'code'?
                events: [DidTap, did_enter(Code: String), didPick(At index: Int)]
                                           ^~~~
            F.sss.yml:10:55: error: argument label 'At' is not a lowerCamelCase Swift identifier; did you mean 'at'?
                events: [DidTap, did_enter(Code: String), didPick(At index: Int)]
                                                                  ^~

            """)
    }

    @Test func reportsDuplicateNamesWithANoteAtTheFirst() {
        let events = "      - didTap\n      - didTap()\n      - didTap(twice: Bool)\n      - didTap(twice: Int)\n      - didGo(to: Int, to: Int)\n"
        #expect(errors("feature: A\nrenderables:\n  B:\n    x: Int\ninteractions:\n  I:\n    renders: [B, B]\n    events:\n" + events) == """
            F.sss.yml:7:18: error: 'B' is listed twice in 'renders'
                renders: [B, B]
                             ^
            F.sss.yml:7:15: note: 'B' first appears here
                renders: [B, B]
                          ^
            F.sss.yml:10:9: error: duplicate event 'didTap()'
                  - didTap()
                    ^~~~~~
            F.sss.yml:9:9: note: 'didTap()' first appears here
                  - didTap
                    ^~~~~~
            F.sss.yml:12:9: error: duplicate event 'didTap(twice:)'; events of one name must differ in their argument labels
                  - didTap(twice: Int)
                    ^~~~~~
            F.sss.yml:11:9: note: 'didTap(twice:)' first appears here
                  - didTap(twice: Bool)
                    ^~~~~~
            F.sss.yml:13:24: error: duplicate parameter 'to'
                  - didGo(to: Int, to: Int)
                                   ^~
            F.sss.yml:13:15: note: 'to' first appears here
                  - didGo(to: Int, to: Int)
                          ^~

            """)
        #expect(errors("feature: A\ninteractions:\n  I:\n    events: [a]\n  I:\n    events: [b]\n").hasPrefix("""
            F.sss.yml:5:3: error: duplicate key 'I'
              I:
              ^
            F.sss.yml:3:3: note: 'I' first appears here

            """))
    }

    @Test func suggestsTheRenderableMeantByAnUnknownName() {
        #expect(errors("feature: A\nrenderables:\n  Banner:\n    x: Int\ninteractions:\n  I:\n    renders: [Baner, Poster]\n") == """
            F.sss.yml:7:15: error: unknown renderable 'Baner'; did you mean 'Banner'?
                renders: [Baner, Poster]
                          ^~~~~
            F.sss.yml:7:22: error: unknown renderable 'Poster'
                renders: [Baner, Poster]
                                 ^~~~~~

            """)
        #expect(errors("feature: A\ninteractions:\n  I:\n    renders: [Banner]\n") == """
            F.sss.yml:4:15: error: unknown renderable 'Banner'; declare it under 'renderables'
                renders: [Banner]
                          ^~~~~~

            """)
    }

    @Test func reportsUnbalancedBracketsInTypesAndEvents() {
        #expect(errors("feature: A\nrenderables:\n  B:\n    x: Result<Int, Error\n    y: [Int]>\n    z: (Int) -> Void\ninteractions:\n  I:\n    renders: [B]\n    events: [didGet(value: Set<Int>>)]\n") == """
            F.sss.yml:4:14: error: unbalanced brackets: '<' is not closed on this line
                x: Result<Int, Error
                         ^
            F.sss.yml:5:13: error: unbalanced brackets: unexpected '>'
                y: [Int]>
                        ^
            F.sss.yml:10:36: error: unbalanced brackets: expected ')' to close '(', found '>'
                events: [didGet(value: Set<Int>>)]
                                               ^

            """)
    }

    @Test func rejectsTextThatIsNotATypeInFieldsAndEventParameters() {
        let spec = "feature: A\nrenderables:\n  B:\n    f: Int = 5\n    d: String, e\n    a: Int; let b = 1\n    c: Int // note\n"
            + "    g: Set{Int}\n    t: (Int, String)\ninteractions:\n  I:\n    renders: [B]\n"
            + "    events: [didSet(value: Int = 3), didGo(a: Int; b: Int), didPick(x: [Int]/*c*/)]\n"
        #expect(errors(spec) == """
            F.sss.yml:4:12: error: unexpected '=' in the type of field 'f'; a spec gives types, not default values
                f: Int = 5
                       ^
            F.sss.yml:5:14: error: unexpected ',' in the type of field 'd'; the value must be a single Swift type; a tuple type goes in parentheses, such as '(Int, String)'
                d: String, e
                         ^
            F.sss.yml:6:11: error: unexpected ';' in the type of field 'a'; the value must be a single Swift type
                a: Int; let b = 1
                      ^
            F.sss.yml:7:12: error: unexpected '/' in the type of field 'c'; comments in a spec start with ' #'
                c: Int // note
                       ^
            F.sss.yml:8:11: error: unexpected '{' in the type of field 'g'; the value must be a single Swift type
                g: Set{Int}
                      ^
            F.sss.yml:13:32: error: unexpected '=' in the type of parameter 'value'; a spec gives types, not default values
                events: [didSet(value: Int = 3), didGo(a: Int; b: Int), didPick(x: [Int]/*c*/)]
                                           ^
            F.sss.yml:13:50: error: unexpected ';' in the type of parameter 'a'; the value must be a single Swift type
                events: [didSet(value: Int = 3), didGo(a: Int; b: Int), didPick(x: [Int]/*c*/)]
                                                             ^
            F.sss.yml:13:77: error: unexpected '/' in the type of parameter 'x'; comments in a spec start with ' #'
                events: [didSet(value: Int = 3), didGo(a: Int; b: Int), didPick(x: [Int]/*c*/)]
                                                                                        ^

            """)
    }

    @Test func reportsMalformedEvents() {
        #expect(errors("feature: A\ninteractions:\n  I:\n    events:\n      - didEnter(code)\n      - didGo(a b c: Int)\n      - didSay(text:)\n      - didX(a: Int,)\n      - didY(_ b: Int) now\n      - (x: Int)\n      - \"didTap\"\n") == """
            F.sss.yml:5:18: error: parameter 'code' has no type; write 'code: Type'
                  - didEnter(code)
                             ^~~~
            F.sss.yml:6:15: error: too many names before ':'; write 'label name: Type'
                  - didGo(a b c: Int)
                          ^~~~~
            F.sss.yml:7:20: error: parameter 'text' has no type; write 'text: Type'
                  - didSay(text:)
                               ^
            F.sss.yml:8:20: error: missing parameter after ','
                  - didX(a: Int,)
                               ^
            F.sss.yml:9:24: error: unexpected text after the event's closing ')'
                  - didY(_ b: Int) now
                                   ^~~
            F.sss.yml:10:9: error: missing event name before '('
                  - (x: Int)
                    ^
            F.sss.yml:11:9: error: expected an event such as 'didTap' or 'didEnter(code: String)', found '"didTap"'
                  - "didTap"
                    ^~~~~~~~

            """)
    }

    @Test func reportsValuesOfTheWrongShape() {
        #expect(errors("feature:\n  - A\nrenderables: [B]\ninteractions:\n  I:\n    renders: B\n    events:\n      x: didTap\n  J:\n") == """
            F.sss.yml:2:3: error: 'feature' expects the feature's name, found a list
              - A
              ^~~
            F.sss.yml:3:14: error: 'renderables' expects a mapping of renderable names, found a list
            renderables: [B]
                         ^~~
            F.sss.yml:6:14: error: 'renders' expects a list of renderable names, found 'B'; write [B]
                renders: B
                         ^
            F.sss.yml:8:7: error: 'events' expects a list of events, found a mapping
                  x: didTap
                  ^~~~~~~~~
            F.sss.yml:9:3: error: interaction 'J' expects a mapping with 'renders', 'uses', 'events' or 'navigates', found nothing
              J:
              ^

            """)
        #expect(errors("feature: A\nrenderables:\n  B:\n    x:\n    y: \"String\"\n    z:\n      - Int\ninteractions:\n  I:\n    renders: [B]\n") == """
            F.sss.yml:4:5: error: field 'x' expects a Swift type, found nothing
                x:
                ^
            F.sss.yml:5:8: error: field 'y' expects a Swift type, found '"String"'; write the type without quotes
                y: "String"
                   ^~~~~~~~
            F.sss.yml:7:7: error: field 'z' expects a Swift type, found a list
                  - Int
                  ^~~~~

            """)
        #expect(errors("- feature: A\n") == """
            F.sss.yml:1:1: error: a spec expects a mapping with 'feature' and 'interactions' at its top level, found a list
            - feature: A
            ^~~~~~~~~~~~

            """)
    }

    @Test func suggestsTheChoiceMeantForAssemblerStyleAndNavigates() {
        #expect(errors("feature: A\nassembler: strcut\ninteractions:\n  I:\n    navigates: yes\nnavigation:\n  B: pus\n  C: sheet\n") == """
            F.sss.yml:2:12: error: 'assembler' expects struct or enum, found 'strcut'; did you mean 'struct'?
            assembler: strcut
                       ^~~~~~
            F.sss.yml:5:16: error: 'navigates' expects true or false, found 'yes'
                navigates: yes
                           ^~~
            F.sss.yml:7:6: error: destination 'B' expects push or modal, found 'pus'; did you mean 'push'?
              B: pus
                 ^~~
            F.sss.yml:8:6: error: destination 'C' expects push or modal, found 'sheet'
              C: sheet
                 ^~~~~

            """)
    }

    @Test func requiresNavigationExactlyWhenAnInteractionNavigates() {
        #expect(errors("feature: A\ninteractions:\n  I:\n    events: [a]\n    navigates: true\n") == """
            F.sss.yml:5:16: error: interaction 'I' navigates, but the feature has no 'navigation' section and is not 'closable'
                navigates: true
                           ^~~~

            """)
        #expect(errors("feature: A\ninteractions:\n  I:\n    navigates: false\nnavigation:\n  B: push\n") == """
            F.sss.yml:5:1: error: 'navigation' is never used: no interaction has 'navigates: true'
            navigation:
            ^~~~~~~~~~

            """)
    }

    @Test func reportsStructuralErrorsAloneBeforeMeaning() {
        #expect(errors("feature: a\n\tinteractions:\n") == """
            F.sss.yml:2:1: error: tabs are not allowed in indentation; indent with spaces
            \tinteractions:
            ^

            """)
        #expect(errors("feature: a\ninteractions:\n  I:\n    renders: [X]\n  I:\n    events: [b]\n      c: d\n") == """
            F.sss.yml:5:3: error: duplicate key 'I'
              I:
              ^
            F.sss.yml:3:3: note: 'I' first appears here
              I:
              ^
            F.sss.yml:7:7: error: unexpected indentation
                  c: d
                  ^~~~

            """)
    }

    @Test func checksTheMeaningPastADuplicateKeyKeepingTheFirstEntry() {
        let spec = "feature: a\nrenderables:\n  B:\n    x: Int\ninteractions:\n  PodBayDoors:\n    renders: [Baner, C]\n    evnts: [didTap]\n"
            + "  PodBayDoors:\n    navigates: true\nrenderables:\n  C:\n    y: Int\nnavigation:\n  Help: push\n"
        #expect(errors(spec) == """
            F.sss.yml:1:10: error: feature name 'a' is not an UpperCamelCase Swift identifier; did you mean 'A'?
            feature: a
                     ^
            F.sss.yml:7:15: error: unknown renderable 'Baner'
                renders: [Baner, C]
                          ^~~~~
            F.sss.yml:8:5: error: unknown key 'evnts'; did you mean 'events'?
                evnts: [didTap]
                ^~~~~
            F.sss.yml:9:3: error: duplicate key 'PodBayDoors'
              PodBayDoors:
              ^~~~~~~~~~~
            F.sss.yml:6:3: note: 'PodBayDoors' first appears here
              PodBayDoors:
              ^~~~~~~~~~~
            F.sss.yml:11:1: error: duplicate key 'renderables'
            renderables:
            ^~~~~~~~~~~
            F.sss.yml:2:1: note: 'renderables' first appears here
            renderables:
            ^~~~~~~~~~~

            """)
    }

    @Test func doesNotRepeatAMisspeltSectionAtEveryUse() {
        #expect(errors("feature: A\nrenderable:\n  B:\n    x: Int\ninteractions:\n  I:\n    renders: [B]\n") == """
            F.sss.yml:2:1: error: unknown key 'renderable'; did you mean 'renderables'?
            renderable:
            ^~~~~~~~~~

            """)
    }
}
