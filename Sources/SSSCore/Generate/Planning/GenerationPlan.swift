/// One file `sss generate` would write: a path relative to its folder and the exact text.
public struct PlannedFile: Sendable, Equatable {
    /// The path inside the output (or tests) folder, such as `BannerView.swift`.
    public let path: String
    public let contents: String
    /// The feature whose spec the file is generated for; `nil` for a file every feature shares,
    /// such as `NavigationControlling.swift`, and for files that belong to no feature.
    public let feature: String?

    public init(path: String, contents: String, feature: String? = nil) {
        self.path = path
        self.contents = contents
        self.feature = feature
    }
}

/// Everything one run of `sss generate` would write, in a stable order: the shared file first,
/// then each spec's files in spec order.
public struct GenerationPlan: Sendable, Equatable {
    /// The feature files, for the output folder.
    public let sources: [PlannedFile]
    /// The XCTest files, for the tests folder; empty unless tests were asked for.
    public let tests: [PlannedFile]

    public init(sources: [PlannedFile], tests: [PlannedFile]) {
        self.sources = sources
        self.tests = tests
    }
}
