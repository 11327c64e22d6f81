import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// What `sss generate` writes, tests included, builds as a Swift package in Swift 6 mode with warnings
/// as errors, `ExistentialAny` and `MemberImportVisibility`, and its tests pass when run against the
/// UIKit stand-in: the bundled examples with their golden tests, and the shop's specs, which use every
/// key, in both Assembler flavours (struct in the feature layout with Swift Testing, enum in the flat
/// layout with XCTest), each compiled as a module of its own that another module uses through its
/// public features.
struct GeneratedRunTests {
    @Test func theGeneratedTestsBuildAndPass() throws {
        let examples = try GenerateTestSupport.examplePlan()
        let structShop = try GenerateTestSupport.shopPlan(
            flavor: "struct",
            options: GenerationOptions(testModule: "StructShop", testFramework: .swiftTesting, layout: .feature)
        )
        let enumShop = try GenerateTestSupport.shopPlan(
            flavor: "enum",
            options: GenerationOptions(testModule: "EnumShop", testFramework: .xctest, layout: .flat)
        )
        #expect(structShop.sources.contains { $0.path == "ProductList/ProductListAssembler.swift" })
        #expect(enumShop.tests.contains { $0.contents.contains("XCTestCase") })
        let model = try GenerateTestSupport.shopModel()
        func files(_ planned: [PlannedFile], adding extra: [String: String] = [:]) -> [String: String] {
            GenerateTestSupport.sources(planned).merging(extra) { planned, _ in planned }
        }
        let outcome = try SwiftPackageRun.run([
            .init(name: "App", kind: .library, files: files(examples.sources)),
            .init(name: "AppTests", kind: .tests, dependencies: ["App"], files: files(examples.tests)),
            .init(name: "StructShop", kind: .library, files: files(structShop.sources, adding: model)),
            .init(name: "StructShopTests", kind: .tests, dependencies: ["StructShop"], files: files(structShop.tests)),
            .init(name: "EnumShop", kind: .library, files: files(enumShop.sources, adding: model)),
            .init(name: "EnumShopTests", kind: .tests, dependencies: ["EnumShop"], files: files(enumShop.tests)),
            .init(name: "ShopClientTests", kind: .tests, dependencies: ["StructShop", "EnumShop"], files: [
                "StructClientTests.swift": try GenerateTestSupport.shopClient("StructClientTests"),
                "EnumClientTests.swift": try GenerateTestSupport.shopClient("EnumClientTests"),
            ]),
        ])
        #expect(outcome.succeeded, "\(outcome)")
        let swiftTestingTests = examples.tests.count + structShop.tests.count
        #expect((outcome.swiftTestingCount ?? 0) > swiftTestingTests, "\(outcome)")
        #expect((outcome.xctestCount ?? 0) > enumShop.tests.count, "\(outcome)")
    }
}
