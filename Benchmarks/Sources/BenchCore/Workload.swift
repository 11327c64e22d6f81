import SwiftParser
import SwiftSyntax

/// What one worker did to its share of the files.
package struct Tally: Sendable {
    package var files = 0
    package var unreadable = 0
    package var bytes = 0
    /// Files whose SwiftSyntax tree holds missing or unexpected nodes.
    package var parseErrors = 0
    /// Folds in something from every file so the optimiser cannot drop the work.
    package var checksum = 0

    package init() {}

    init(files: Int, unreadable: Int, bytes: Int, parseErrors: Int, checksum: Int) {
        self.files = files
        self.unreadable = unreadable
        self.bytes = bytes
        self.parseErrors = parseErrors
        self.checksum = checksum
    }

    package static func + (left: Tally, right: Tally) -> Tally {
        Tally(
            files: left.files + right.files, unreadable: left.unreadable + right.unreadable,
            bytes: left.bytes + right.bytes, parseErrors: left.parseErrors + right.parseErrors,
            checksum: left.checksum &+ right.checksum)
    }
}

/// The work timed for the baseline, applied to every file, spread by file over threads.
package enum Workload: String, CaseIterable, Sendable {
    /// The floor: read each file with one call and nothing else.
    case read
    /// What every SwiftSyntax-based tool pays at least: read and parse each file.
    case parse

    package func run(on files: [SourceFile], threads: Int) -> Tally {
        let tallies = Parallel.run(items: files.count, threads: threads) { queue in
            var reader = FileReader()
            var tally = Tally()
            while let index = queue.claim() {
                let done: Void? = reader.withContents(of: files[index].path) { bytes in
                    process(bytes, into: &tally)
                }
                if done == nil { tally.unreadable += 1 } else { tally.files += 1 }
            }
            return tally
        }
        return tallies.reduce(Tally(), +)
    }

    private func process(_ bytes: UnsafeBufferPointer<UInt8>, into tally: inout Tally) {
        tally.bytes += bytes.count
        switch self {
        case .read:
            tally.checksum &+= Int(bytes.last ?? 0)
        case .parse:
            let tree = Parser.parse(source: bytes)
            tally.checksum &+= tree.totalLength.utf8Length
            if tree.hasError { tally.parseErrors += 1 }
        }
    }
}
