/// Lines and columns for findings made after their files' bytes were let go: each file named is read
/// again, once, and its line starts found. Few files need this (those with findings of the codebase
/// pass, and the files their notes point to), so line starts are never worked out for every file.
///
/// A file that changed since it was linted gets positions from its new bytes; one that can no longer
/// be read puts its findings at line 1, column 1.
struct LinePositions {
    private let tables: [String: LineTable]

    /// The line tables of `paths`, read from `fileSystem` on `threads` threads. The bytes were checked
    /// when the files were linted, so they are not checked again.
    init(paths: Set<String>, fileSystem: any FileSystem, threads: Int) {
        let list = Array(paths)
        let read = ParallelMap.map(count: list.count, threads: threads) { index -> LineTable? in
            (try? fileSystem.readFile(atPath: list[index])).map(LineTable.init)
        }
        var tables: [String: LineTable] = [:]
        for (path, table) in zip(list, read) {
            tables[path] = table
        }
        self.tables = tables
    }

    func position(in path: String, at offset: Int) -> LineColumn {
        tables[path]?.lineColumn(at: offset) ?? LineColumn(line: 1, column: 1)
    }
}
