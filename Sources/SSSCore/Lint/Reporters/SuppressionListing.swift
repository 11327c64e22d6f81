/// Prints the suppressions of a codebase as text lines or JSON.
package enum SuppressionListing {
    /// How the listing is printed: one text line per suppression, or a JSON array.
    package enum Format: String, Sendable, CaseIterable {
        case text
        case json
    }

    /// `App/Login.swift:3:4: disable:next final_component - reason`, one line per suppression;
    /// `(no reason)` ends the line of one without a reason. Paths are shown relative to `base`.
    package static func text(_ inventory: SuppressionInventory, base: String) -> String {
        inventory.entries.map { entry in
            let command = entry.command
            let rules = command.rules.map(\.identifier).joined(separator: " ")
            let reason = command.reason.map { " - " + $0 } ?? " (no reason)"
            return "\(display(entry.path, base: base)):\(command.position.line):\(command.position.column): "
                + "\(command.form) \(rules)\(reason)\n"
        }.joined()
    }

    /// A JSON array with one object per suppression; `reason` is `null` when none is given.
    package static func json(_ inventory: SuppressionInventory, base: String) -> String {
        let values = inventory.entries.map { entry -> JSON in
            let command = entry.command
            return .object([
                ("character", .int(command.position.column)),
                ("declaration", .string(command.declarationPath)),
                ("file", .string(display(entry.path, base: base))),
                ("form", .string(command.form)),
                ("line", .int(command.position.line)),
                ("reason", command.reason.map(JSON.string) ?? .null),
                ("rules", .array(command.rules.map { .string($0.identifier) })),
            ])
        }
        return JSONWriter(pretty: true, sortsKeys: true).write(.array(values)) + "\n"
    }

    /// `12 suppressions in 5 files; 2 without a reason.`
    package static func summary(_ inventory: SuppressionInventory) -> String {
        let count = inventory.entries.count
        let files = Set(inventory.entries.map(\.path)).count
        let missing = inventory.withoutReason
        return "\(count) suppression\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
            + (missing > 0 ? "; \(missing) without a reason.\n" : ".\n")
    }

    private static func display(_ path: String, base: String) -> String {
        ReportContext(baseDirectory: base).relativePath(path)
    }
}
