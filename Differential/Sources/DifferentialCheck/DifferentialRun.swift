import Foundation

/// The outcome of comparing one file.
public struct FileResult: Sendable {
    /// The file's path as the run found it.
    public var path: String
    /// The type declarations swift-syntax found, and those sss found.
    public var referenceCount: Int
    public var sssCount: Int
    /// Whether swift-syntax found a syntax error in the file.
    public var hasSyntaxErrors: Bool
    public var disagreements: [Disagreement]
    /// The file's lines, kept only when it has disagreements, for the examples of the summary.
    public var lines: [Substring]
}

/// Compares every `.swift` file of a folder, several files at a time.
public enum DifferentialRun {
    /// The `.swift` files under `folder`, sorted by path; folders whose names start with `.` (`.build`,
    /// `.git`) are skipped. `folder` may also be one `.swift` file.
    public static func swiftFiles(under folder: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return folder.hasSuffix(".swift") ? [folder] : [] }
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        guard let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]
        ) else { return [] }
        var paths: [String] = []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let rootPath = root.standardizedFileURL.path + "/"
        for case let url as URL in walker where url.pathExtension == "swift" {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let full = url.standardizedFileURL.path
            paths.append(full.hasPrefix(rootPath) ? prefix + full.dropFirst(rootPath.count) : full)
        }
        return paths.sorted()
    }

    /// The comparison of each of `paths`, in the same order, read through sss's `pipeline`; a file that
    /// cannot be read is left out.
    public static func compare(_ paths: [String], pipeline: ScannerPipeline) -> [FileResult] {
        let results = ResultSlots(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { position in
            guard let data = FileManager.default.contents(atPath: paths[position]) else { return }
            results.store(compare(path: paths[position], bytes: [UInt8](data), pipeline: pipeline), at: position)
        }
        return results.values
    }

    /// The comparison of one file's `bytes`.
    public static func compare(path: String, bytes: [UInt8], pipeline: ScannerPipeline) -> FileResult {
        let reference = SyntaxTypeReader.records(of: bytes)
        let found = ScannerAdapter.records(of: bytes, pipeline: pipeline)
        let disagreements = RecordComparison.disagreements(sss: found, reference: reference.records)
        let lines =
            disagreements.isEmpty
            ? [] : String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return FileResult(
            path: path, referenceCount: reference.records.count, sssCount: found.count,
            hasSyntaxErrors: reference.hasErrors, disagreements: disagreements, lines: lines
        )
    }
}

extension DifferentialRun {
    /// Every record of both sides for the file at `path`, one a line, swift-syntax's first: for looking
    /// into a disagreement.
    public static func dump(path: String, pipeline: ScannerPipeline) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "\(path): cannot be read\n" }
        let bytes = [UInt8](data)
        let sides = [("swift-syntax", SyntaxTypeReader.records(of: bytes).records), ("sss", ScannerAdapter.records(of: bytes, pipeline: pipeline))]
        var text = ""
        for (side, records) in sides {
            for record in records {
                text += "\(path):\(record.line):\(record.column): \(side): \(record.summary)"
                    + " local=\(record.isLocal) inherits=\(record.firstInheritance ?? RecordComparison.none)"
                    + " modifiers=[\(record.modifiers.joined(separator: ", "))]\n"
            }
        }
        return text
    }
}

/// One result slot per file, filled from several threads.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [FileResult?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ result: FileResult, at position: Int) {
        lock.lock()
        slots[position] = result
        lock.unlock()
    }

    var values: [FileResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
