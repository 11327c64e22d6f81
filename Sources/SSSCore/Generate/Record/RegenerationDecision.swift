/// What to do with one planned file, from three texts: what is generated now, what the file holds,
/// and what was generated for it last time (the record's entry, the base of a merge).
struct RegenerationDecision: Equatable {
    /// What the record holds for the file after the run.
    enum Recorded: Equatable {
        /// What is generated now.
        case generated
        /// The entry it had before the run, or none.
        case unchanged
    }

    let action: FileChange.Action
    /// What the file will hold, or, for a conflict, what the diff shows.
    let contents: [UInt8]
    let reason: String?
    let recorded: Recorded
    var conflict: Conflict?

    /// The labels after git's conflict markers in a file written with `--conflicts markers`.
    static let labels = ConflictLabels(ours: "edited", base: "generated before", theirs: "generated now")

    /// Decides for a file generated for `feature` (`nil`: shared by all features), in a run that
    /// generates `features`.
    static func decide(
        generated: [UInt8], current: [UInt8]?, entry: GenerationRecord.Entry?,
        feature: String?, features: Set<String>, policy: RegenerationPolicy
    ) -> RegenerationDecision {
        if let owner = entry?.feature, let feature, owner != feature, !features.contains(owner) {
            // The owner's file stays its own; the same bytes from another feature change nothing.
            if current == generated {
                return RegenerationDecision(action: .identical, contents: generated, reason: nil, recorded: .unchanged)
            }
            return RegenerationDecision(action: .conflict, contents: generated, reason: "generated for \(owner)", recorded: .unchanged, conflict: .ownedBy(owner))
        }
        guard let current else {
            return RegenerationDecision(action: .create, contents: generated, reason: nil, recorded: .generated)
        }
        if current == generated {
            return RegenerationDecision(action: .identical, contents: generated, reason: nil, recorded: .generated)
        }
        if policy.skip {
            return RegenerationDecision(action: .skip, contents: current, reason: nil, recorded: .unchanged)
        }
        guard let entry else {
            if policy.force {
                return RegenerationDecision(action: .overwrite, contents: generated, reason: nil, recorded: .generated)
            }
            return RegenerationDecision(
                action: .conflict, contents: generated, reason: "not in the record of what sss generated", recorded: .unchanged, conflict: .notRecorded
            )
        }
        if hasMarkers(current) {
            if policy.force {
                return RegenerationDecision(action: .overwrite, contents: generated, reason: nil, recorded: .generated)
            }
            return RegenerationDecision(
                action: .conflict, contents: generated, reason: "conflict markers of an earlier run are still in it", recorded: .unchanged,
                conflict: .unresolved
            )
        }
        let base = Array(entry.text.utf8)
        if current == base {
            return RegenerationDecision(action: .update, contents: generated, reason: nil, recorded: .generated)
        }
        if base == generated {
            return RegenerationDecision(action: .keep, contents: current, reason: nil, recorded: .generated)
        }
        let merge = ThreeWayMerge.merge(base: base, ours: current, theirs: generated)
        if let merged = merge.merged {
            return RegenerationDecision(action: merged == current ? .keep : .merge, contents: merged, reason: nil, recorded: .generated)
        }
        if policy.force {
            return RegenerationDecision(action: .overwrite, contents: generated, reason: nil, recorded: .generated)
        }
        let places = merge.conflictCount == 1 ? "1 place" : "\(merge.conflictCount) places"
        let marked = merge.marked(labels).bytes
        if policy.markers {
            return RegenerationDecision(action: .markers, contents: marked, reason: "markers in \(places)", recorded: .generated)
        }
        return RegenerationDecision(
            action: .conflict, contents: marked, reason: "edited where the generated code changed, in \(places)", recorded: .unchanged,
            conflict: .overlapping(places: merge.conflictCount)
        )
    }

    /// Whether `text` has a line that opens and a line that closes a conflict as ``labels`` mark it.
    static func hasMarkers(_ text: [UInt8]) -> Bool {
        let lines = TextLines(text)
        let opening = Array("<<<<<<< \(labels.ours)".utf8)
        let closing = Array(">>>>>>> \(labels.theirs)".utf8)
        var opened = false
        for index in 0..<lines.count {
            let line = lines[index].reversed().drop { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }.reversed()
            if line.elementsEqual(opening) {
                opened = true
            } else if opened && line.elementsEqual(closing) {
                return true
            }
        }
        return false
    }
}
