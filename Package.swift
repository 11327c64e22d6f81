// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "sss",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "sss", targets: ["sss"]),
        .library(name: "SSSKit", targets: ["SSSKit"]),
    ],
    targets: [
        .target(name: "SSSKit"),
        .executableTarget(name: "sss", dependencies: ["SSSKit"]),
        .testTarget(
            name: "SSSKitTests",
            dependencies: ["SSSKit", "sss"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
