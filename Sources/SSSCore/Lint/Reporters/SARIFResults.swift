/// The `results` of a SARIF run: one per finding, with its location, related locations linked from the
/// message, and a fingerprint that does not change when code moves.
struct SARIFResults {
    /// The name of our fingerprint in `partialFingerprints`; the version changes if its recipe does.
    static let fingerprintKey = "sssDeclarationHash/v1"

    let rules: SARIFRuleCatalog
    let locations: SARIFLocations

    func results(for findings: [Finding]) -> [JSON] {
        var occurrences: [String: Int] = [:]
        return findings.map { finding in
            let identity = [finding.ruleID, locations.displayedPath(finding.path), finding.declarationPath]
                .joined(separator: "\u{0}")
            let occurrence = occurrences[identity, default: 0]
            occurrences[identity] = occurrence + 1
            return result(for: finding, fingerprint: Self.hash(identity + "\u{0}" + String(occurrence)))
        }
    }

    private func result(for finding: Finding, fingerprint: String) -> JSON {
        var members: [(String, JSON)] = [("ruleId", .string(finding.ruleID))]
        if let index = rules.index(of: finding.ruleID) {
            members.append(("ruleIndex", .int(index)))
        }
        members.append(("level", .string(SARIFReporter.level(finding.severity))))
        members.append(("message", .object([("text", .string(message(for: finding)))])))
        let location = locations.physicalLocation(finding.path, finding.position)
        members.append(("locations", .array([.object([("physicalLocation", location)])])))
        if !finding.related.isEmpty {
            members.append(("relatedLocations", .array(finding.related.enumerated().map(relatedLocation))))
        }
        members.append(("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprint))])))
        return .object(members)
    }

    private func relatedLocation(offset: Int, related: RelatedLocation) -> JSON {
        .object([
            ("id", .int(offset + 1)),
            ("physicalLocation", locations.physicalLocation(related.path, related.position)),
            ("message", .object([("text", .string(Self.escapeMessage(related.message)))])),
        ])
    }

    /// The reason, followed by links to the related locations: `… (see ['Base' is declared here](1))`.
    private func message(for finding: Finding) -> String {
        let text = Self.escapeMessage(finding.reason)
        guard !finding.related.isEmpty else { return text }
        let links = finding.related.enumerated().map { offset, related in
            "[\(Self.escapeMessage(related.message))](\(offset + 1))"
        }
        return text + " (see " + links.joined(separator: ", ") + ")"
    }

    /// Plain message text with `\`, `[` and `]` escaped, so they are not read as link syntax.
    static func escapeMessage(_ text: String) -> String {
        text.replacingScalars { scalar in
            scalar == "\\" || scalar == "[" || scalar == "]" ? "\\" + String(scalar) : nil
        }
    }

    /// 64-bit FNV-1a of the UTF-8 bytes, as 16 hex digits: short, stable across runs and platforms.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
