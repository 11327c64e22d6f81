import Testing
import SSSCore
import SSSTestSupport

struct GlobTests {
    @Test(arguments: [
        ("Sources/App.swift", "Sources/App.swift", true),
        ("Sources/App.swift", "Sources/App.swiftx", false),
        ("Sources/*.swift", "Sources/App.swift", true),
        ("Sources/*.swift", "Sources/.swift", true),
        ("Sources/*.swift", "Sources/App/Main.swift", false),
        ("*Tests.swift", "LoginTests.swift", true),
        ("*Tests.swift", "LoginTests.swift.orig", false),
        ("Sources/*/Model.swift", "Sources/App/Model.swift", true),
        ("Sources/*/Model.swift", "Sources/App/Deep/Model.swift", false),
        ("a*b*c", "abc", true),
        ("a*b*c", "aXbYbZc", true),
        ("a*b*c", "aXbYc Z", false),
        ("*a*a*a*a*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", false),
    ])
    func starStaysInsideOneComponent(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) vs \(path)")
    }

    @Test(arguments: [
        ("**/*Tests.swift", "LoginTests.swift", true),
        ("**/*Tests.swift", "Tests/App/LoginTests.swift", true),
        ("**/*Tests.swift", "Tests/App/Login.swift", false),
        ("Sources/**/*.swift", "Sources/A.swift", true),
        ("Sources/**/*.swift", "Sources/A/B/C/D.swift", true),
        ("Sources/**", "Sources/A/B.swift", true),
        ("Sources/**", "Sources", true),
        ("Sources/**", "Other/A.swift", false),
        ("**/Generated/**", "App/Generated/Model.swift", true),
        ("**/Generated/**", "App/Generation/Model.swift", false),
        ("a/**/b/**/c", "a/x/b/y/z/c", true),
        ("a/**/b/**/c", "a/x/y/z/c", false),
        ("Sources/a**b", "Sources/aXXb", true),
    ])
    func doubleStarSpansComponents(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) vs \(path)")
    }

    @Test(arguments: [
        ("File?.swift", "File1.swift", true),
        ("File?.swift", "File.swift", false),
        ("File?.swift", "File12.swift", false),
        ("Caf?.swift", "Café.swift", true),
        ("[AB]View.swift", "AView.swift", true),
        ("[AB]View.swift", "CView.swift", false),
        ("[a-c]*.swift", "banner.swift", true),
        ("[a-c]*.swift", "Banner.swift", false),
        ("[!a-c]*.swift", "Banner.swift", true),
        ("[^a-c]*.swift", "banner.swift", false),
        ("[]]x", "]x", true),
        ("[*]", "*", true),
        ("[*]", "a", false),
        ("[é]t?", "été", true),
    ])
    func questionMarksAndSetsTakeOneCharacter(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) vs \(path)")
    }

    @Test func coversTheFilesInsideAMatchingFolder() {
        let glob = Glob("/work/Sources/Generated")
        #expect(glob.covers("/work/Sources/Generated/Model.swift"))
        #expect(glob.covers("/work/Sources/Generated"))
        #expect(!glob.covers("/work/Sources/GeneratedModel.swift"))
        #expect(!glob.covers("/work/Sources"))
        #expect(!glob.matches("/work/Sources/Generated/Model.swift"))
    }

    @Test func absolutePatternsMatchOnlyAbsolutePaths() {
        #expect(Glob("/work/*.swift").matches("/work/A.swift"))
        #expect(!Glob("/work/*.swift").matches("work/A.swift"))
        #expect(!Glob("work/*.swift").matches("/work/A.swift"))
    }

    @Test func matchingIsCaseSensitive() {
        #expect(!Glob("sources/*.swift").matches("Sources/A.swift"))
    }

    @Test func anUnclosedSetMatchesNothing() {
        #expect(!Glob("[ab").matches("a"))
        #expect(!Glob("[ab").matches("[ab"))
    }

    @Test func reportsUnusablePatterns() {
        #expect(Glob.problem(in: "Sources/[ab.swift") == "'[' starts a character set that is never closed with ']'")
        #expect(Glob.problem(in: "") == "an empty pattern matches nothing")
        #expect(Glob.problem(in: "Sources/[ab].swift") == nil)
        #expect(Glob.problem(in: "**/*.swift") == nil)
    }

    @Test func knowsWhereToStartLookingForMatches() {
        #expect(Glob("/work/Sources/**/*.swift").literalPrefix == "/work/Sources")
        #expect(Glob("/work/Sources/App.swift").literalPrefix == "/work/Sources/App.swift")
        #expect(Glob("/work/Sources/App.swift").hasWildcards == false)
        #expect(Glob("/work/*/App.swift").literalPrefix == "/work")
        #expect(Glob("/work/*/App.swift").hasWildcards)
        #expect(Glob("*.swift").literalPrefix == ".")
    }

    @Test func patternsAreResolvedAgainstTheConfigurationFolder() {
        let patterns = PathPatterns(["Sources/Generated", "**/*Tests.swift", "../Shared/*.swift", "./Legacy/"], relativeTo: "/repo/app")
        #expect(patterns.cover("/repo/app/Sources/Generated/Model.swift"))
        #expect(patterns.cover("/repo/app/Tests/LoginTests.swift"))
        #expect(patterns.cover("/repo/Shared/Util.swift"))
        #expect(patterns.cover("/repo/app/Legacy/Old.swift"))
        #expect(!patterns.cover("/repo/app/Sources/App.swift"))
        #expect(!patterns.cover("/repo/other/LoginTests.swift"))
        #expect(!PathPatterns().cover("/repo/app/Sources/App.swift"))
    }
}
