import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// The Elements specs of `Tests/Fixtures/Elements` generate, byte for byte, the golden files checked
/// by hand in `Tests/Fixtures/Golden/Elements` and `ElementsTests`. Run with `SSS_RECORD=1` to rewrite
/// them from the generator, then read the diff before committing it.
struct ElementsGoldenTests {
    @Test func theSpecsGenerateTheGoldenSources() throws {
        try GoldenOutputTests.compare(try ElementsTestSupport.plan().sources, with: ElementsTestSupport.goldenSources)
    }

    @Test func theSpecsGenerateTheGoldenTests() throws {
        try GoldenOutputTests.compare(try ElementsTestSupport.plan().tests, with: ElementsTestSupport.goldenTests)
    }
}
