import BenchCore
import Foundation

/// Writes a synthetic codebase: K copies of a base set of Swift files, every declared name made unique
/// per copy by replacing the marker `__COPY__` with `K<copy number>`, so an index sees K times the
/// declarations. Base files whose name contains `CRLF` are written with CRLF line ends, and those whose
/// name contains `BOM` start with a UTF-8 byte order mark.
struct Synthesizer {
    static let marker = "__COPY__"
    static let stamp = ".sss-bench-synth"
    /// The hand-written base set that comes with the benchmark.
    static let defaultBase = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SynthBase").path

    let base: String

    /// Writes `copies` copies into `folder`, which must be empty or missing. A folder holding the same
    /// number of copies of the same base set (same contents) is kept as it is, so repeated scaling runs
    /// do not rewrite, and then wait on, hundreds of megabytes.
    func write(copies: Int, into folder: String) throws -> CorpusSize {
        let sources = try SourceFiles.find(under: base).sorted { $0.path < $1.path }
        guard !sources.isEmpty else { throw UsageError(description: "no .swift files in the base set \(base)") }
        let texts = try sources.map { (name: URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent,
                                       text: try String(contentsOfFile: $0.path, encoding: .utf8)) }
        let digest = texts.reduce(into: Digest()) { $0.add($1.name + "\n" + $1.text) }
        let stampText = "copies \(copies) of \(base), contents \(digest.hex)\n"
        if try prepare(folder, stamp: stampText) == .upToDate {
            return CorpusSize.measure(try SourceFiles.find(under: folder))
        }
        let width = max(4, String(copies).count)
        var size = (files: 0, bytes: 0, lines: 0)
        for copy in 1...copies {
            let number = String(repeating: "0", count: width - String(copy).count) + String(copy)
            let directory = folder + "/copy" + number
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for (name, text) in texts {
                let bytes = Self.render(text, name: name, copy: copy)
                try Data(bytes).write(to: URL(fileURLWithPath: directory + "/\(name)K\(copy).swift"))
                size.files += 1
                size.bytes += bytes.count
                size.lines += bytes.lazy.filter { $0 == UInt8(ascii: "\n") }.count
            }
        }
        try Data(stampText.utf8).write(to: URL(fileURLWithPath: folder + "/" + Self.stamp))
        return CorpusSize(files: size.files, bytes: size.bytes, lines: size.lines)
    }

    /// One base file as written for one copy.
    static func render(_ text: String, name: String, copy: Int) -> [UInt8] {
        var text = text.replacingOccurrences(of: marker, with: "K\(copy)")
        if name.contains("CRLF") { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
        let bytes = Array(text.utf8)
        return name.contains("BOM") ? [0xEF, 0xBB, 0xBF] + bytes : bytes
    }

    private enum FolderState { case empty, upToDate }

    private func prepare(_ folder: String, stamp: String) throws -> FolderState {
        let manager = FileManager.default
        guard manager.fileExists(atPath: folder) else {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return .empty
        }
        if try manager.contentsOfDirectory(atPath: folder).isEmpty { return .empty }
        let previous = try? String(contentsOfFile: folder + "/" + Self.stamp, encoding: .utf8)
        guard previous == stamp else {
            throw UsageError(description: "\(folder) is not empty and holds no synthetic codebase of this size and base; name an empty or new folder")
        }
        return .upToDate
    }
}

/// FNV-1a over UTF-8 text: enough to tell whether a base set changed since a folder was written.
private struct Digest {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }

    var hex: String {
        String(value, radix: 16)
    }
}
