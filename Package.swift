// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "sss",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "sss", targets: ["sss"]),
        .library(name: "SSSCore", targets: ["SSSCore"]),
        .plugin(name: "SSSLintPlugin", targets: ["SSSLintPlugin"]),
        .plugin(name: "SSSLintBuildToolPlugin", targets: ["SSSLintBuildToolPlugin"]),
    ],
    targets: [
        // The library: specs, templates, the generator and the linter, as values and functions.
        .target(name: "SSSCore"),
        // The command line: arguments, commands, and frontends that print results and choose exit codes.
        .target(name: "SSSCommands", dependencies: ["SSSCore"]),
        .executableTarget(name: "sss", dependencies: ["SSSCommands"]),
        // What the tests share: the repository's paths, an in-memory file system, the Swift compiler.
        .target(name: "SSSTestSupport", dependencies: ["SSSCore"], path: "Tests/SSSTestSupport"),
        .testTarget(name: "SSSCoreTests", dependencies: ["SSSCore", "SSSTestSupport"]),
        // Runs the commands in process and the built `sss` as a whole program.
        .testTarget(name: "SSSCommandsTests", dependencies: ["SSSCommands", "SSSTestSupport", "sss"]),
        // Both plugins run this package's own `sss`; the build-tool plugin is meant for other packages'
        // targets and is deliberately applied to none here.
        .plugin(
            name: "SSSLintPlugin",
            capability: .command(
                intent: .custom(verb: "sss-lint", description: "Lint Swift files against Super Simple Architecture's rules with sss.")
            ),
            dependencies: ["sss"]
        ),
        .plugin(
            name: "SSSLintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["sss"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
