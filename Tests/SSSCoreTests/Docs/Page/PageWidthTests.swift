import Testing
import SSSCore
import SSSTestSupport

/// On an 80-column terminal no page has a line of prose that overflows: inline code that cannot be
/// broken is kept short enough. Code blocks are left out; they are shown as written.
struct PageWidthTests {
    static let width = 80

    static func overflowingLines(of page: Page) -> [String] {
        let prose = Page(page.blocks.filter { block in
            switch block {
            case .code, .files: false
            default: true
            }
        })
        let text = TerminalPageRenderer(width: width, style: TextStyle(isEnabled: false)).render(prose)
        return text.split(separator: "\n").map(String.init).filter { DisplayWidth.of($0) > width }
    }

    @Test func everyGuidePageFits() throws {
        let examples = try GuideExample.files()
        #expect(Self.overflowingLines(of: GuidePage.index()) == [])
        for topic in Guide.topics {
            #expect(Self.overflowingLines(of: GuidePage.page(for: topic, examples: examples)) == [], "sss docs \(topic.identifier)")
        }
    }

    @Test func everyRulePageFits() {
        for rule in RuleRegistry.descriptions {
            #expect(Self.overflowingLines(of: RulePage.page(for: rule)) == [], "sss rules \(rule.identifier)")
        }
    }
}
