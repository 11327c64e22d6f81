// swift-tools-version:6.0
import PackageDescription

// The benchmark lives in its own package so the product keeps zero dependencies: swift-syntax is
// needed here only as the baseline that `sss lint` is measured against.
let package = Package(
    name: "sss-benchmarks",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "sss-bench", targets: ["sss-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(name: "sss", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "sss-bench",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SSSKit", package: "sss"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
