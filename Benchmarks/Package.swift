// swift-tools-version:6.0
import PackageDescription

// The benchmark lives in its own package so the product keeps zero dependencies: swift-syntax is
// needed here only as the baseline that `sss lint` is measured against.
let package = Package(
    name: "sss-benchmarks",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "sss-bench", targets: ["sss-bench"]),
        .executable(name: "sss-bench-worker", targets: ["sss-bench-worker"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(name: "sss", path: ".."),
    ],
    targets: [
        // What the worker needs: finding, reading and parsing files in parallel. No Foundation.
        .target(
            name: "BenchCore",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "sss-bench-worker", dependencies: ["BenchCore"]),
        .executableTarget(
            name: "sss-bench",
            dependencies: ["BenchCore", .product(name: "SSSCore", package: "sss")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
