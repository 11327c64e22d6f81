/// How one run of `sss generate` lays out and tests what it writes.
public struct GenerationOptions: Sendable, Equatable {
    /// The module the tests import with `@testable`; `nil` writes no tests.
    public var testModule: String?
    /// What the tests are written with.
    public var testFramework: TestFramework
    /// Where each feature's files go inside the output (and tests) folder.
    public var layout: OutputLayout
    /// Whether `NavigationControlling.swift`, shared by every feature in the output folder, is public
    /// even when no feature of the run is: set when the folder's copy already is, so that a run of
    /// internal features keeps what a public feature of an earlier run needs.
    public var keepsSharedFilesPublic: Bool

    public init(
        testModule: String? = nil, testFramework: TestFramework = .swiftTesting, layout: OutputLayout = .flat,
        keepsSharedFilesPublic: Bool = false
    ) {
        self.testModule = testModule
        self.testFramework = testFramework
        self.layout = layout
        self.keepsSharedFilesPublic = keepsSharedFilesPublic
    }
}

/// The test library generated tests use.
public enum TestFramework: String, Sendable, CaseIterable {
    /// Swift Testing: `@Test` functions in a `struct`, `#expect`.
    case swiftTesting = "swift-testing"
    /// XCTest: `XCTestCase` subclasses, `XCTAssert…`.
    case xctest
}

/// Where generated files go.
public enum OutputLayout: String, Sendable, CaseIterable {
    /// Every file in the output folder itself.
    case flat
    /// Each feature's files in a folder named after it (`<output>/<Feature>/`), and the shared
    /// `NavigationControlling.swift` in the output folder.
    case feature
}
