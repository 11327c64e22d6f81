import Foundation
import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// `sss lint --fix` on the command line: it rewrites what it can, says so, lints again and reports what
/// remains; it leaves suppressed and baselined findings; `--dry-run` shows a diff and writes nothing.
struct LintFixCommandTests {
    private static let interaction = "class LoginInteraction {}\n"

    /// The fixture's files, by name, from `Tests/Fixtures/Lint/Fix/<folder>`.
    private static func fixture(_ folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        for url in Repository.files(under: "Tests/Fixtures/Lint/Fix/\(folder)", suffix: ".swift") {
            files[url.lastPathComponent] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    @Test func fixesAMultiFileCodebaseThenReportsWhatRemains() throws {
        let before = try Self.fixture("Before")
        let after = try Self.fixture("After")
        let fileSystem = InMemoryFileSystem(currentDirectory: "/app", files: before)
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("lint", "--fix", "--reporter", "relative-path") == .violations)
        for (name, text) in after {
            #expect(fileSystem.files["/app/" + name] == text, "\(name)")
        }
        // What has no single fix remains: an `open` class cannot be made `final`.
        #expect(test.output.text == """
            LoginInteraction.swift:28:12: warning: Component Conformance Violation: Navigation 'PublicNavigation' conforms to no '…Navigating' protocol; callers should depend on a protocol (component_conformance)
            LoginInteraction.swift:28:12: error: Final Component Violation: Navigation 'PublicNavigation' is not final; declare it 'final class' (final_component)

            """)
        #expect(test.errorOutput.text.hasPrefix("""
            /app/BannerRendering.swift:4:10: corrected Class-Bound Rendering (class_bound_rendering)
            /app/LoginInteraction.swift:8:7: corrected Final Component (final_component)
            /app/LoginInteraction.swift:9:17: corrected Weak Rendering (weak_rendering)
            /app/LoginRenderable.swift:2:9: corrected Immutable Renderable (immutable_renderable)
            /app/LoginRenderable.swift:3:22: corrected Immutable Renderable (immutable_renderable)
            Corrected 5 findings in 3 files.
            Found 2 violations, 1 serious in 3 files.

            """))
        let outcome = try SwiftTypeChecker.shared().typeCheck(sources: after)
        #expect(outcome.succeeded, "\(outcome)")
    }

    @Test func leavesSuppressedAndBaselinedFindings() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/app", files: [
            "Old.swift": "class OldInteraction {}\n",
            "Kept.swift": "// sss:disable:next final_component - kept for now\nclass KeptInteraction {}\n",
        ])
        let record = TestContext(fileSystem: fileSystem)
        #expect(record.run("lint", "--quiet", "--write-baseline", "baseline.json") == .violations)
        try? fileSystem.writeFile(Array("class NewInteraction {}\n".utf8), atPath: "/app/New.swift")
        let fix = TestContext(fileSystem: fileSystem)
        #expect(fix.run("lint", "--fix", "--baseline", "baseline.json") == .success)
        #expect(fileSystem.files["/app/New.swift"] == "final class NewInteraction {}\n")
        #expect(fileSystem.files["/app/Old.swift"] == "class OldInteraction {}\n")
        #expect(fileSystem.files["/app/Kept.swift"] == "// sss:disable:next final_component - kept for now\nclass KeptInteraction {}\n")
        #expect(fix.errorOutput.text.contains("Corrected 1 finding in 1 file.\n"))
    }

    @Test func aDryRunPrintsTheFixesAsAUnifiedDiffAndWritesNothing() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/app", files: ["Sources/Login.swift": "import UIKit\n\n" + Self.interaction])
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("lint", "--fix", "--dry-run") == .success)
        #expect(test.output.text == """
            --- a/Sources/Login.swift
            +++ b/Sources/Login.swift
            @@ -1,3 +1,3 @@
             import UIKit
             
            -class LoginInteraction {}
            +final class LoginInteraction {}

            """)
        #expect(test.errorOutput.text == "Would correct 1 finding in 1 file; nothing was written.\n")
        #expect(fileSystem.files["/app/Sources/Login.swift"] == "import UIKit\n\n" + Self.interaction)
    }

    @Test func aDryRunNeedsFix() {
        let test = TestContext(fileSystem: InMemoryFileSystem(currentDirectory: "/app", files: ["A.swift": Self.interaction]))
        #expect(test.run("lint", "--dry-run") == .failure)
        #expect(test.errorOutput.text.hasPrefix("error: '--dry-run' needs '--fix'\n"))
    }

    @Test func aFileThatCannotBeWrittenIsAnErrorAndTheOthersAreFixed() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/app", files: ["A.swift": Self.interaction, "B.swift": "class BNavigation {}\n"])
        fileSystem.failure = { operation, path in
            path.hasPrefix("/app/A.swift") && operation != "removeItem" ? FileSystemError(path: path, reason: "read-only file system") : nil
        }
        let test = TestContext(fileSystem: fileSystem)
        #expect(test.run("lint", "--fix", "--quiet") == .failure)
        #expect(test.errorOutput.text.contains("cannot write the fixed file: read-only file system"))
        #expect(fileSystem.files["/app/A.swift"] == Self.interaction)
        #expect(fileSystem.files["/app/B.swift"] == "final class BNavigation {}\n")
    }
}
