import Testing
@testable import SSSCore
import SSSTestSupport

struct StringScalarReplacementTests {
    private static func ampersands(_ scalar: Unicode.Scalar) -> String? {
        scalar == "&" ? "&amp;" : nil
    }

    @Test func replacesTheScalarsGivenTextAndCopiesTheRest() {
        #expect("a&b&&c".replacingScalars(Self.ampersands) == "a&amp;b&amp;&amp;c")
        #expect("&".replacingScalars(Self.ampersands) == "&amp;")
        #expect("".replacingScalars(Self.ampersands) == "")
        #expect("é 🦊 x".replacingScalars(Self.ampersands) == "é 🦊 x")
    }

    @Test func keepsACombiningMarkThatFollowsAReplacedScalar() {
        // "&" and the accent make one character: going by characters would leave that "&" as it is.
        let replaced = "&\u{301}x".replacingScalars(Self.ampersands)
        #expect(Array(replaced.unicodeScalars) == Array("&amp;\u{301}x".unicodeScalars))
    }
}
