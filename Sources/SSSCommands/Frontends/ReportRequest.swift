import SSSCore

/// One report a lint run writes: which reporter, and where (standard output when `path` is `nil`).
public struct ReportRequest: Sendable {
    public let reporter: any Reporter
    public let path: String?

    public init(reporter: any Reporter, path: String?) {
        self.reporter = reporter
        self.path = path
    }
}
extension ReportRequest {
    /// Pairs `--reporter` and `--output` options in the order they were given: each `--output` belongs
    /// to the `--reporter` right before it, which must not have one already; an `--output` with no
    /// `--reporter` of its own is an error, rather than a report in a format nobody asked for. At most
    /// one report may go to standard output.
    public static func pair(_ occurrences: [(name: String, value: String)]) throws(UsageError) -> [ReportRequest] {
        var pairs: [(reporter: String, path: String?)] = []
        for occurrence in occurrences {
            if occurrence.name == "reporter" {
                pairs.append((occurrence.value, nil))
            } else if let last = pairs.indices.last, pairs[last].path == nil {
                pairs[last].path = occurrence.value
            } else {
                let before = pairs.last.map { "'--reporter \($0.reporter)' already writes to '\($0.path ?? "")'" }
                    ?? "no '--reporter' comes before it"
                throw UsageError(
                    "'--output \(occurrence.value)' has no reporter of its own: \(before); "
                        + "name the format first, as in '--reporter \(ReporterRegistry.defaultIdentifier) --output \(occurrence.value)'"
                )
            }
        }
        if pairs.isEmpty {
            pairs.append((ReporterRegistry.defaultIdentifier, nil))
        }
        guard pairs.filter({ $0.path == nil }).count <= 1 else {
            throw UsageError("only one report can go to standard output; give the others '--output <file>'")
        }
        var requests: [ReportRequest] = []
        for pair in pairs {
            guard let reporter = ReporterRegistry.reporter(named: pair.reporter) else {
                let hint = Suggestion.hint(for: pair.reporter, in: ReporterRegistry.identifiers)
                throw UsageError("unknown reporter '\(pair.reporter)'\(hint); available: \(ReporterRegistry.identifiers.joined(separator: ", "))")
            }
            requests.append(ReportRequest(reporter: reporter, path: pair.path))
        }
        return requests
    }
}
