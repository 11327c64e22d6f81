import Testing
@testable import SSSCore
import SSSTestSupport

struct XMLReporterTests {
    let findings = ReporterFixtures.findings
    let context = ReporterFixtures.context
    let hostile = ReporterFixtures.hostile

    @Test func escapesMarkupQuotesLineBreaksAndForbiddenCharacters() {
        #expect(XMLEscaping.escape("a<b>&\"c\"'d'") == "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;")
        #expect(XMLEscaping.escape("\t\n\r") == "&#9;&#10;&#13;")
        #expect(XMLEscaping.escape("\u{0}\u{1}\u{8}\u{B}\u{C}\u{1F}\u{FFFE}\u{FFFF}") == String(repeating: "\u{FFFD}", count: 8))
        #expect(XMLEscaping.escape("é 🦊 \u{7F} \u{85} ]]>") == "é 🦊 \u{7F} \u{85} ]]&gt;")
    }

    @Test func checkstyleReporterGroupsFindingsByFile() {
        #expect(CheckstyleReporter().report(findings, context: context) == """
            <?xml version="1.0" encoding="utf-8"?>
            <checkstyle version="4.3">
            \t<file name="/app/Sources/LoginAssembler.swift">
            \t\t<error line="5" column="9" severity="error" message="&apos;LoginAssembler.assemble()&apos; creates a second instance" source="sss.rules.assembler_single_initializer"/>
            \t\t<error line="6" column="9" severity="error" message="&apos;LoginAssembler.assemble()&apos; creates a third instance" source="sss.rules.assembler_single_initializer"/>
            \t</file>
            \t<file name="/app/Sources/LoginInteraction.swift">
            \t\t<error line="1" column="13" severity="warning" message="&apos;LoginInteraction&apos; conforms to no …Interacting protocol" source="sss.rules.component_conformance"/>
            \t</file>
            \t<file name="/app/Sources/LoginView.swift">
            \t\t<error line="3" column="13" severity="error" message="&apos;LoginView&apos; inherits from &apos;BaseView&apos;, a class of this codebase" source="sss.rules.custom_class_inheritance"/>
            \t</file>
            </checkstyle>

            """)
    }

    @Test func checkstyleReporterWritesAnEmptyDocumentWithoutFindings() throws {
        let report = CheckstyleReporter().report([], context: context)
        #expect(report == "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
        #expect(try XMLCheck(report).root?.name == "checkstyle")
    }

    @Test func checkstyleReportParsesBackWithHostileText() throws {
        let xml = try XMLCheck(CheckstyleReporter().report(findings + [hostile], context: context))
        #expect(xml.root?.value(of: "version") == "4.3")
        let files = xml.elements(named: "file")
        #expect(files.map { $0.value(of: "name") } == [
            "/app/Sources/LoginAssembler.swift", "/app/Sources/LoginInteraction.swift",
            "/app/Sources/LoginView.swift", "/app/Sources/My View <1>&'\"é.swift",
        ])
        let errors = xml.elements(named: "error")
        #expect(errors.count == 5)
        let last = try #require(errors.last)
        #expect(last.value(of: "message") == Self.hostileReasonAsParsed)
        #expect(last.value(of: "severity") == "warning")
        #expect(last.value(of: "source") == "sss.rules.final_component")
        #expect(last.value(of: "line") == "2")
        #expect(last.value(of: "column") == "1")
    }

    @Test func junitReporterWritesOneFailingTestCasePerFinding() {
        #expect(JUnitReporter().report([findings[3]], context: context) == """
            <?xml version="1.0" encoding="utf-8"?>
            <testsuites name="sss" tests="1" failures="0" errors="1">
            \t<testsuite name="sss lint" tests="1" failures="0" errors="1">
            \t\t<testcase classname="sss.rules.custom_class_inheritance" name="/app/Sources/LoginView.swift:3:13">
            \t\t\t<failure message="&apos;LoginView&apos; inherits from &apos;BaseView&apos;, a class of this codebase" type="error">/app/Sources/LoginView.swift:3:13: error: Custom Class Inheritance Violation: &apos;LoginView&apos; inherits from &apos;BaseView&apos;, a class of this codebase (custom_class_inheritance)</failure>
            \t\t</testcase>
            \t</testsuite>
            </testsuites>

            """)
    }

    @Test func junitReporterWritesEmptySuitesWithoutFindings() throws {
        let report = JUnitReporter().report([], context: context)
        #expect(report == """
            <?xml version="1.0" encoding="utf-8"?>
            <testsuites name="sss" tests="0" failures="0" errors="0">
            \t<testsuite name="sss lint" tests="0" failures="0" errors="0">
            \t</testsuite>
            </testsuites>

            """)
        #expect(try XMLCheck(report).elements(named: "testcase").isEmpty)
    }

    @Test func junitReportParsesBackWithHostileTextAndCounts() throws {
        let xml = try XMLCheck(JUnitReporter().report(findings + [hostile], context: context))
        #expect(xml.root?.name == "testsuites")
        for element in [xml.root] + xml.elements(named: "testsuite") {
            #expect(element?.value(of: "tests") == "5")
            #expect(element?.value(of: "failures") == "2")
            #expect(element?.value(of: "errors") == "3")
        }
        #expect(xml.elements(named: "testcase").count == 5)
        let failure = try #require(xml.elements(named: "failure").last)
        #expect(failure.value(of: "message") == Self.hostileReasonAsParsed)
        #expect(failure.value(of: "type") == "warning")
        #expect(failure.stringValue == "/app/Sources/My View <1>&'\"é.swift:2:1: warning: Final Component Violation: "
            + Self.hostileReasonAsParsed + " (final_component)")
        let testCase = try #require(xml.elements(named: "testcase").last)
        #expect(testCase.value(of: "name") == "/app/Sources/My View <1>&'\"é.swift:2:1")
    }

    @Test func theParserRejectsTextThatIsNotWellFormed() {
        #expect(throws: (any Error).self) { try XMLCheck("<a b=\"&\"/>") }
        #expect(throws: (any Error).self) { try XMLCheck("<a>\u{1}</a>") }
        #expect(throws: (any Error).self) { try XMLCheck("<a b=\"&#1;\"/>") }
        #expect(throws: (any Error).self) { try XMLCheck("<a><b></a>") }
        #expect(throws: (any Error).self) { try XMLCheck("<a b='x' b='y'/>") }
    }

    /// The hostile reason as an XML parser reads it back: everything kept but the two control
    /// characters XML cannot carry.
    static let hostileReasonAsParsed = "<b>\"Tom\" & 'Jerry'</b>\u{FFFD}\u{FFFD}\tline\r\nnext 100% a,b:c [x]\\ é 🦊"
}
