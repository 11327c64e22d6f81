/// Every suppression (`sss:disable` command) in a set of files, for `sss suppressions`.
package struct SuppressionInventory: Sendable {
    /// One suppression and the file it is in.
    package struct Entry: Sendable {
        /// The file as found: absolute.
        package let path: String
        package let command: SuppressionCommand
    }

    /// Suppressions sorted by file and position.
    package let entries: [Entry]
    package let lintedFiles: [String]
    package let skipped: [SkippedFile]

    /// Reads the files at `paths` (absolute, as ``SourceCollector`` returns them) and collects their
    /// `sss:disable` commands.
    package init(paths: [String], fileSystem: any FileSystem, threads: Int = ParallelMap.processorCount) {
        let reader = SourceReader(fileSystem: fileSystem)
        let perFile = ParallelMap.map(count: paths.count, threads: threads) { index in
            reader.read(paths[index]).map { source in
                SuppressionMap(LintedFile(source: source)).commands.filter { $0.action == .disable }
            }
        }
        var entries: [Entry] = []
        var linted: [String] = []
        var skipped: [SkippedFile] = []
        for (path, result) in zip(paths, perFile) {
            switch result {
            case .success(let commands):
                linted.append(path)
                entries += commands.map { Entry(path: path, command: $0) }
            case .failure(let skip):
                skipped.append(skip)
            }
        }
        self.entries = entries.sorted { ($0.path, $0.command.position) < ($1.path, $1.command.position) }
        lintedFiles = linted
        self.skipped = skipped
    }

    /// How many suppressions give no reason after ` - `.
    package var withoutReason: Int {
        entries.filter { $0.command.reason == nil }.count
    }
}
