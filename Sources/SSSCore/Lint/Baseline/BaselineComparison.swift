/// Sets a run's findings against a baseline: which findings are new, and which entries are stale.
public struct BaselineComparison: Sendable {
    /// An entry that records more findings than the run found.
    public struct StaleEntry: Sendable, Equatable {
        public let key: Baseline.Key
        public let recorded: Int
        public let found: Int
    }

    /// The findings the baseline does not record, in their original order.
    public let newFindings: [Finding]
    /// Entries in scope that record more findings than were found, sorted by key.
    public let staleEntries: [StaleEntry]

    /// Compares `findings` (sorted as reported) with `baseline`. For each key the first findings in
    /// report order, up to the recorded count, are the recorded ones. An entry is judged stale only
    /// when `inScope` says its file was part of the run, so linting one folder does not make the
    /// rest of the baseline stale.
    public init(findings: [Finding], baseline: Baseline, base: String, inScope: (Baseline.Key) -> Bool) {
        var remaining = baseline.counts
        var fresh: [Finding] = []
        for finding in findings {
            let key = Baseline.key(for: finding, base: base)
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
            } else {
                fresh.append(finding)
            }
        }
        newFindings = fresh
        staleEntries = remaining.filter { $0.value > 0 && inScope($0.key) }.keys.sorted().map { key in
            let recorded = baseline.counts[key] ?? 0
            return StaleEntry(key: key, recorded: recorded, found: recorded - (remaining[key] ?? 0))
        }
    }

    /// The baseline with each stale entry lowered to what was found, or removed when nothing was.
    public func pruned(_ baseline: Baseline) -> Baseline {
        var result = baseline
        for entry in staleEntries {
            result.setCount(entry.found, for: entry.key)
        }
        return result
    }
}

/// Which baseline entries a run can judge: those whose file was linted, or lies in a folder that was
/// linted (a deleted file), but not files that were skipped as unreadable.
public struct BaselineScope: Sendable {
    private let base: String
    private let roots: [String]
    private let skipped: Set<String>

    /// `paths` are the files and folders given to the run, `skipped` the files it could not read.
    public init(paths: [String], skipped: [String], base: String) {
        self.base = base
        roots = paths.map { Path.absolute($0, relativeTo: base) }
        self.skipped = Set(skipped.map { Path.absolute($0, relativeTo: base) })
    }

    public func contains(_ key: Baseline.Key) -> Bool {
        let file = Path.absolute(key.file, relativeTo: base)
        return !skipped.contains(file) && roots.contains { Path.isInside(file, $0) }
    }
}
