import Testing
import SSSCore
import SSSTestSupport

/// Patterns with many `**` or very many components match in time proportional to the pattern times
/// the path, without recursion.
struct GlobHardeningTests {
    let deepPath = "/repo/" + Array(repeating: "a", count: 24).joined(separator: "/") + "/Deep.swift"

    /// The input the `config` fuzz target timed out on (2.9 s under the address sanitizer): every
    /// way of splitting the path among twelve `**` was tried.
    @Test func excludesWithTwelveAnyDepthSegmentsAtOnce() throws {
        let text = "excluded: [\"" + Array(repeating: "**/a", count: 12).joined(separator: "/") + "/b\"]\n"
        let loaded = try ConfigurationReader().read(SourceFile(path: "/repo/.sss.yml", text: text), folder: "/repo")
        #expect(!loaded.excluded.cover(deepPath))
        #expect(loaded.excluded.cover("/repo/" + Array(repeating: "a", count: 24).joined(separator: "/") + "/b/C.swift"))
    }

    @Test func matchesThreeThousandAnyDepthSegmentsInARow() {
        let glob = Glob("/" + Array(repeating: "**", count: 3_000).joined(separator: "/") + "/b")
        #expect(!glob.matches(deepPath))
        #expect(glob.matches("/x/y/b"))
        #expect(glob.matches("/b"))
        #expect(glob.covers("/x/b/y"))
    }

    @Test func matchesAHundredThousandComponents() {
        let components = Array(repeating: "a", count: 100_000)
        let glob = Glob("/" + components.joined(separator: "/"))
        #expect(glob.matches("/" + components.joined(separator: "/")))
        #expect(!glob.matches("/" + components.dropLast().joined(separator: "/")))
        #expect(glob.covers("/" + components.joined(separator: "/") + "/z"))
    }

    @Test func keepsTheMeaningOfAnyDepth() {
        #expect(Glob("/r/**/*.swift").matches("/r/A.swift"))
        #expect(Glob("/r/**/*.swift").matches("/r/x/y/A.swift"))
        #expect(!Glob("/r/**/*.swift").matches("/r/x/A.txt"))
        #expect(Glob("/r/**").matches("/r"))
        #expect(!Glob("/r/*").matches("/r"))
        #expect(Glob("/r/*").covers("/r/x/y"))
        #expect(!Glob("/").covers("/x"))
        #expect(Glob("/").matches("/"))
    }
}
