import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// The SIMPLER specs of `Tests/Fixtures/Simpler` generate, byte for byte, the golden files checked by
/// hand in `Tests/Fixtures/Golden/Simpler` and `SimplerTests`. Run with `SSS_RECORD=1` to rewrite
/// them from the generator, then read the diff before committing it.
struct SimplerGoldenTests {
    @Test func theSpecsGenerateTheGoldenSources() throws {
        try GoldenOutputTests.compare(try SimplerTestSupport.plan().sources, with: SimplerTestSupport.goldenSources)
    }

    @Test func theSpecsGenerateTheGoldenTests() throws {
        try GoldenOutputTests.compare(try SimplerTestSupport.plan().tests, with: SimplerTestSupport.goldenTests)
    }
}
