/// A SARIF 2.1.0 log for GitHub code scanning and other analysis dashboards: one run listing every
/// rule that ran, with its documentation, and one result per finding with its related locations.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public static let summary = "SARIF 2.1.0 for GitHub code scanning, with rule help and related locations."

    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let version = "2.1.0"

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let rules = SARIFRuleCatalog(rules: context.rules, findings: findings)
        let locations = SARIFLocations(context: context)
        var run: [(String, JSON)] = [("tool", .object([("driver", driver(rules))]))]
        if let root = locations.sourceRootURI {
            run.append(("originalUriBaseIds", .object([(SARIFLocations.sourceRootID, .object([("uri", .string(root))]))])))
        }
        run.append(("results", .array(SARIFResults(rules: rules, locations: locations).results(for: findings))))
        let log = JSON.object([
            ("$schema", .string(Self.schema)),
            ("version", .string(Self.version)),
            ("runs", .array([.object(run)])),
        ])
        return JSONWriter(pretty: true).write(log) + "\n"
    }

    private func driver(_ rules: SARIFRuleCatalog) -> JSON {
        .object([
            ("name", .string("sss")),
            ("version", .string(ToolVersion.current)),
            ("rules", .array(rules.descriptors)),
        ])
    }

    /// The SARIF `level` of a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
