import Foundation
import Testing
import SSSCore
import SSSTestSupport

/// The Elements specs' generated code, tests included, builds as a Swift package in Swift 6 mode with
/// warnings as errors against the UIKit stand-in, and the generated tests pass: with Swift Testing in
/// the feature layout, and with XCTest in the flat layout.
struct ElementsRunTests {
    @Test func theGeneratedTestsBuildAndPass() throws {
        let testing = try ElementsTestSupport.plan(options: GenerationOptions(testModule: "SignIn", testFramework: .swiftTesting, layout: .feature))
        let xctest = try ElementsTestSupport.plan(options: GenerationOptions(testModule: "FlatSignIn", testFramework: .xctest, layout: .flat))
        let appTypes = try ElementsTestSupport.appTypes()
        func files(_ planned: [PlannedFile], adding extra: [String: String] = [:]) -> [String: String] {
            GenerateTestSupport.sources(planned).merging(extra) { planned, _ in planned }
        }
        let outcome = try SwiftPackageRun.run([
            .init(name: "SignIn", kind: .library, files: files(testing.sources, adding: appTypes)),
            .init(name: "SignInTests", kind: .tests, dependencies: ["SignIn"], files: files(testing.tests)),
            .init(name: "FlatSignIn", kind: .library, files: files(xctest.sources, adding: appTypes)),
            .init(name: "FlatSignInTests", kind: .tests, dependencies: ["FlatSignIn"], files: files(xctest.tests)),
        ], name: "sss-generated-run-elements")
        #expect(outcome.succeeded, "\(outcome)")
        let testCount = testing.tests.reduce(0) { $0 + $1.contents.components(separatedBy: "@Test func").count - 1 }
        #expect(testCount == 15)
        #expect(outcome.swiftTestingCount == testCount, "\(outcome)")
        #expect(outcome.xctestCount == testCount, "\(outcome)")
    }
}
