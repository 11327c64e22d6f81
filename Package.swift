// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "sss",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "sss", targets: ["sss"]),
        .library(name: "SSSKit", targets: ["SSSKit"]),
        .plugin(name: "SSSLintPlugin", targets: ["SSSLintPlugin"]),
        .plugin(name: "SSSLintBuildToolPlugin", targets: ["SSSLintBuildToolPlugin"]),
    ],
    targets: [
        // glibc's allocator settings, for `ProcessHeap`: a header, no code.
        .systemLibrary(name: "CSSSMalloc"),
        .target(name: "SSSKit", dependencies: ["CSSSMalloc"]),
        .executableTarget(name: "sss", dependencies: ["SSSKit"]),
        .testTarget(
            name: "SSSKitTests",
            dependencies: ["SSSKit", "sss"],
            exclude: ["Fixtures"]
        ),
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
