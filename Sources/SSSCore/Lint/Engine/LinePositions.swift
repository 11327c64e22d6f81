/// Lines and columns for findings made after their files' bytes were let go: each file named is read
/// again, once, up to the last offset asked for, and the positions of the offsets are found in what was
/// read (see ``OffsetPositions``).
/// Few files need this (those with findings of the codebase pass, and the files their notes point to),
/// so line starts are never worked out for every file.
///
/// A file that changed since it was linted gets positions from its new bytes; one that can no longer
/// be read puts its findings at line 1, column 1.
struct LinePositions {
    private let positions: [String: [Int: LineColumn]]

    /// The positions of `offsets`, by file, read from `fileSystem` on `threads` threads. The bytes were
    /// checked when the files were linted, so they are not checked again.
    init(offsets: [String: [Int]], fileSystem: any FileSystem, threads: Int) {
        let list = Array(offsets)
        let found = ParallelMap.map(count: list.count, threads: threads) { index -> [Int: LineColumn] in
            // Only the bytes up to the last offset tell its line and column.
            let limit = (list[index].value.max() ?? 0) + 1
            guard let bytes = try? fileSystem.readFile(atPath: list[index].key, upTo: limit) else { return [:] }
            return OffsetPositions.lineColumns(of: list[index].value, in: bytes)
        }
        var positions: [String: [Int: LineColumn]] = [:]
        for (entry, filePositions) in zip(list, found) {
            positions[entry.key] = filePositions
        }
        self.positions = positions
    }

    func position(in path: String, at offset: Int) -> LineColumn {
        positions[path]?[offset] ?? LineColumn(line: 1, column: 1)
    }
}
