import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// The SIMPLER specs' generated code, tests included, builds as a Swift package in Swift 6 mode with
/// warnings as errors against the SwiftUI stand-in, and the generated tests pass: with Swift Testing in
/// the feature layout, and with XCTest in the flat layout.
struct SimplerRunTests {
    @Test func theGeneratedTestsBuildAndPass() throws {
        let testing = try SimplerTestSupport.plan(options: GenerationOptions(testModule: "Counter", testFramework: .swiftTesting, layout: .feature))
        let xctest = try SimplerTestSupport.plan(options: GenerationOptions(testModule: "FlatCounter", testFramework: .xctest, layout: .flat))
        let appTypes = try SimplerTestSupport.appTypes()
        func files(_ planned: [PlannedFile], adding extra: [String: String] = [:]) -> [String: String] {
            GenerateTestSupport.sources(planned).merging(extra) { planned, _ in planned }
        }
        let outcome = try SwiftPackageRun.run([
            .init(name: "Counter", kind: .library, files: files(testing.sources, adding: appTypes)),
            .init(name: "CounterTests", kind: .tests, dependencies: ["Counter"], files: files(testing.tests)),
            .init(name: "FlatCounter", kind: .library, files: files(xctest.sources, adding: appTypes)),
            .init(name: "FlatCounterTests", kind: .tests, dependencies: ["FlatCounter"], files: files(xctest.tests)),
        ], name: "sss-generated-run-simpler", standIns: [.swiftUI])
        #expect(outcome.succeeded, "\(outcome)")
        let testCount = testing.tests.reduce(0) { $0 + $1.contents.components(separatedBy: "@Test func").count - 1 }
        #expect(testCount > 20)
        #expect(outcome.swiftTestingCount == testCount, "\(outcome)")
        #expect(outcome.xctestCount == testCount, "\(outcome)")
    }
}
