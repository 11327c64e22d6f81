import Foundation
import Testing
@testable import SSSCore
import SSSTestSupport

/// Checks that the product's own source keeps the shape the project promises.
struct CodeOrganizationTests {
    let sources = Repository.files(under: "Sources", suffix: ".swift")

    @Test func findsTheSources() {
        #expect(sources.count > 10)
    }

    @Test func noSourceFileIsLongerThanFourHundredLines() throws {
        for file in sources {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(lines <= 400, "\(file.lastPathComponent) has \(lines) lines")
        }
    }

    /// Foundation adds start-up time and a large runtime dependency; the product uses the C library.
    /// The built-in templates are text the product writes, not code it runs, so their lines do not count.
    @Test func theProductDoesNotImportFoundation() throws {
        for file in sources where !file.path.contains("/Generate/Builtin/") {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            #expect(!lines.contains { $0.hasPrefix("import Foundation") }, "\(file.lastPathComponent) imports Foundation")
        }
    }

    @Test func theProductHasNoCrashingShortcuts() throws {
        for file in sources {
            let text = try String(contentsOf: file, encoding: .utf8)
            for forbidden in ["try!", "fatalError(", "precondition("] {
                #expect(!text.contains(forbidden), "\(file.lastPathComponent) uses \(forbidden)")
            }
        }
    }

    @Test func mainStaysThin() throws {
        let main = try String(contentsOf: Repository.url("Sources/sss/main.swift"), encoding: .utf8)
        #expect(main.split(separator: "\n").count <= 40)
        #expect(sources.filter { $0.path.contains("/Sources/sss/") }.count == 1)
    }

    @Test func thePackageDeclaresNoDependencies() throws {
        let manifest = try String(contentsOf: Repository.url("Package.swift"), encoding: .utf8)
        #expect(!manifest.contains(".package("))
    }
}
