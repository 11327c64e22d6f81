import Testing
import SSSCore
import SSSTestSupport

struct ReporterRegistryTests {
    @Test func listsEveryReporterOnceWithXcodeFirstAndDefault() {
        #expect(ReporterRegistry.identifiers == [
            "xcode", "relative-path", "json", "sarif", "github-actions-logging", "checkstyle", "junit", "summary",
        ])
        #expect(ReporterRegistry.defaultIdentifier == "xcode")
    }

    @Test func findsEachReporterByItsIdentifier() throws {
        for identifier in ReporterRegistry.identifiers {
            let reporter = try #require(ReporterRegistry.reporter(named: identifier))
            #expect(type(of: reporter).identifier == identifier)
            #expect(try type(of: ReporterRegistry.lookup(identifier)).identifier == identifier)
        }
        #expect(ReporterRegistry.reporter(named: "sarf") == nil)
        #expect(ReporterRegistry.reporter(named: "XCODE") == nil)
    }

    @Test func suggestsTheNearestReporterForATypo() {
        #expect(Self.lookupError("sarf") == "unknown reporter 'sarf'; did you mean 'sarif'?")
        #expect(Self.lookupError("github-action-logging") == "unknown reporter 'github-action-logging'; did you mean 'github-actions-logging'?")
        #expect(Self.lookupError("Junit") == "unknown reporter 'Junit'; did you mean 'junit'?")
        #expect(Self.lookupError("relative") == "unknown reporter 'relative'")
    }

    @Test func listsTheKnownReportersInANoteWhenTheNameIsUnknown() {
        do {
            _ = try ReporterRegistry.lookup("html")
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.first?.notes.map(\.message) == [
                "available reporters: xcode, relative-path, json, sarif, github-actions-logging, checkstyle, junit, summary",
            ])
        }
    }

    @Test func helpTextAlignsEveryReporterWithItsSummary() {
        let lines = ReporterRegistry.helpText.split(separator: "\n")
        #expect(lines.count == 8)
        #expect(lines.first == "  xcode                   One line per finding, as Xcode shows build diagnostics (the default).")
        #expect(lines.contains("  github-actions-logging  GitHub Actions workflow commands, shown as annotations on pull requests."))
        #expect(lines.allSatisfy { $0.dropFirst(26).first != " " && $0.prefix(26).last == " " })
    }

    static func lookupError(_ name: String) -> String? {
        do {
            _ = try ReporterRegistry.lookup(name)
            return nil
        } catch {
            return error.diagnostics.first?.message
        }
    }
}
