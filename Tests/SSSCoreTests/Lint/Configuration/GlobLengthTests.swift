import Testing
@testable import SSSCore
import SSSTestSupport

/// Paths of fewer than 64 components are matched with bit sets, longer ones with arrays; both ways
/// must agree on every pattern and path.
struct GlobLengthTests {
    private static let patterns = [
        "**", "**/**", "a", "a/**", "**/b", "a/*/c", "*/**/*", "a/**/b/**/c", "**/a*", "[ab]/**/?",
        "/a/**", "/**/b", "/a/b", "b/c",
    ]

    private static let paths: [String] = {
        var paths = ["", "/", "a", "b", "/a", "/b"]
        let names = ["a", "b", "c", "ab", "x"]
        for length in 1...6 {
            for start in names.indices {
                let components = (0..<length).map { names[($0 * 3 + start) % names.count] }
                paths.append(components.joined(separator: "/"))
                paths.append("/" + components.joined(separator: "/"))
            }
        }
        return paths
    }()

    @Test(arguments: patterns)
    func bothWaysAgree(_ pattern: String) {
        let glob = Glob(pattern)
        for path in Self.paths {
            for allowingMore in [false, true] {
                let split = GlobPath(path)
                #expect(glob.matchesShort(split, allowingMore: allowingMore) == glob.matchesLong(split, allowingMore: allowingMore),
                        "\(pattern) vs '\(path)', allowing more: \(allowingMore)")
            }
        }
    }

    @Test func pathsOf64ComponentsAndMoreStillMatch() {
        let deep = "/" + Array(repeating: "d", count: 70).joined(separator: "/") + "/Model.swift"
        #expect(Glob("/**/Model.swift").matches(deep))
        #expect(Glob("/d/**/d/Model.swift").matches(deep))
        #expect(!Glob("/**/View.swift").matches(deep))
        #expect(PathPatterns(["d/d"], relativeTo: "/").cover(deep))
    }
}
