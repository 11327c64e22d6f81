// swift-tools-version:6.0
import PackageDescription

// The differential check lives in its own package so the product keeps zero dependencies: swift-syntax is
// needed here only as the reference that sss's declaration scanner is compared with. Neither `swift build`
// nor `swift test` at the repository root sees this package.
let package = Package(
    name: "sss-differential",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "sss-differential", targets: ["sss-differential"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(name: "sss", path: ".."),
    ],
    targets: [
        // Both readings of a file, their comparison and the report. Only `ScannerAdapter.swift` uses SSSCore.
        .target(
            name: "DifferentialCheck",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SSSCore", package: "sss"),
            ]
        ),
        .executableTarget(name: "sss-differential", dependencies: ["DifferentialCheck"]),
        .testTarget(name: "DifferentialCheckTests", dependencies: ["DifferentialCheck"]),
    ],
    swiftLanguageModes: [.v6]
)
