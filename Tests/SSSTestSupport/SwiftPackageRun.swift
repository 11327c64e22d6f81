import Foundation

/// Builds a Swift package of generated code and runs its tests, so that generated tests are not only
/// type-checked but pass: the stand-in UIKit has bodies that behave like UIKit's where generated code
/// relies on them (`pushViewController` appends to `viewControllers`, `view` loads the view).
///
/// The package holds the stand-ins it is asked for (UIKit by default, SwiftUI too for SwiftUI code) as
/// library targets built with library evolution, and the given targets, each compiled in Swift 6 mode
/// with ``SwiftTypeChecker/strictFlags``. It lives in `.build/<name>` of this repository
/// (`sss-generated-run` by default), one folder per caller so that runs in parallel do not share
/// one; files are rewritten only when their text changes, so a second run rebuilds only what changed.
package enum SwiftPackageRun {
    /// One target of the package: a library of sources, or a test target.
    package struct Target: Sendable {
        package enum Kind: Sendable {
            case library
            case tests
        }

        package let name: String
        package let kind: Kind
        /// The other targets it imports; every target may import the stand-ins.
        package let dependencies: [String]
        /// Paths inside the target's folder (`Feature/File.swift`) to text.
        package let files: [String: String]

        package init(name: String, kind: Kind, dependencies: [String] = [], files: [String: String]) {
            self.name = name
            self.kind = kind
            self.dependencies = dependencies
            self.files = files
        }

        var folder: String { (kind == .library ? "Sources/" : "Tests/") + name }
    }

    /// What `swift build` and `swift test` said, and how many tests each library ran.
    package struct Outcome: Sendable, CustomStringConvertible {
        package let status: Int32
        package let output: String

        package var succeeded: Bool { status == 0 }
        package var description: String { output }

        /// The count in XCTest's last `Executed N tests` line.
        package var xctestCount: Int? {
            count(after: "Executed ", before: " test", last: true)
        }

        /// The count in Swift Testing's `Test run with N tests` line.
        package var swiftTestingCount: Int? {
            count(after: "Test run with ", before: " test", last: true)
        }

        private func count(after prefix: String, before suffix: String, last: Bool) -> Int? {
            let lines = output.split(separator: "\n").filter { $0.contains(prefix) }
            guard let line = last ? lines.last : lines.first, let start = line.range(of: prefix) else { return nil }
            let rest = line[start.upperBound...]
            guard let end = rest.range(of: suffix) else { return nil }
            return Int(rest[..<end.lowerBound])
        }
    }

    /// A stand-in framework the package can hold: its module name and the fixture folder of its sources.
    package enum StandIn: String, Sendable {
        case uiKit = "UIKit"
        case swiftUI = "SwiftUI"

        var fixtures: String {
            switch self {
            case .uiKit: "Tests/Fixtures/UIKitStandIn"
            case .swiftUI: "Tests/Fixtures/SwiftUIStandIn"
            }
        }
    }

    /// Builds the package of `targets` with its tests and runs them, in `.build/<name>`, with the
    /// stand-ins `standIns`.
    package static func run(_ targets: [Target], name: String = "sss-generated-run", standIns: [StandIn] = [.uiKit]) throws -> Outcome {
        let folder = Repository.url(".build/" + name)
        try write(targets, standIns: standIns, to: folder)
        let swift = try Toolchain.swift()
        let build = try Toolchain.run(swift + ["build", "--build-tests", "--package-path", folder.path])
        guard build.status == 0 else { return Outcome(status: build.status, output: build.output) }
        let test = try Toolchain.run(swift + ["test", "--skip-build", "--package-path", folder.path])
        return Outcome(status: test.status, output: test.output)
    }

    private static func write(_ targets: [Target], standIns: [StandIn], to folder: URL) throws {
        var files: [String: String] = ["Package.swift": manifest(targets, standIns: standIns)]
        for standIn in standIns {
            for url in Repository.files(under: standIn.fixtures, suffix: ".swift") {
                files["Sources/\(standIn.rawValue)/" + url.lastPathComponent] = try String(contentsOf: url, encoding: .utf8)
            }
        }
        for target in targets {
            for (path, text) in target.files {
                files[target.folder + "/" + path] = text
            }
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for stale in existingFiles(in: folder) where files[stale] == nil {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(stale))
        }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
            _ = try SwiftTypeChecker.write([url.lastPathComponent: text], to: url.deletingLastPathComponent())
        }
    }

    /// The package's own files (`Package.swift`, `Sources/…`, `Tests/…`), relative to its folder.
    private static func existingFiles(in folder: URL) -> [String] {
        var result: [String] = []
        for top in ["Sources", "Tests"] {
            let base = folder.appendingPathComponent(top)
            guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                result.append(top + "/" + url.path.dropFirst(base.path.count + 1))
            }
        }
        return result
    }

    private static func manifest(_ targets: [Target], standIns: [StandIn]) -> String {
        let lines = targets.map { target in
            let dependencies = (target.dependencies + standIns.map(\.rawValue)).map { "\"\($0)\"" }.joined(separator: ", ")
            let kind = target.kind == .library ? "target" : "testTarget"
            return "        .\(kind)(name: \"\(target.name)\", dependencies: [\(dependencies)], path: \"\(target.folder)\", swiftSettings: strict),"
        }
        let flags = SwiftTypeChecker.strictFlags.filter { $0 != "-enable-upcoming-feature" && $0.hasPrefix("-") }
        let features = SwiftTypeChecker.strictFlags.filter { !$0.hasPrefix("-") }
        let unsafe = flags + SwiftTypeChecker.crossImportFlags
        let settings = [".unsafeFlags([\(unsafe.map { "\"\($0)\"" }.joined(separator: ", "))])"]
            + features.map { ".enableUpcomingFeature(\"\($0)\")" }
        let standInLines = standIns.map { standIn in
            "        .target(name: \"\(standIn.rawValue)\", path: \"Sources/\(standIn.rawValue)\", swiftSettings: [.unsafeFlags([\"-enable-library-evolution\"])]),"
        }
        return """
            // swift-tools-version:6.0
            import PackageDescription

            let strict: [SwiftSetting] = [\(settings.joined(separator: ", "))]

            let package = Package(
                name: "GeneratedRun",
                targets: [
            \(standInLines.joined(separator: "\n"))
            \(lines.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }
}
