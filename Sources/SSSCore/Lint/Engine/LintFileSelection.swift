/// Chooses the files a lint run reads.
///
/// Paths on the command line win: folders among them are searched, leaving out what `excluded`
/// covers, and files named directly are linted even when excluded unless `--force-exclude` is given,
/// as SwiftLint does. Without paths, the configuration's `included` entries are searched (the current
/// folder when there are none), and `excluded` applies to everything they find.
struct LintFileSelection {
    let loaded: LoadedConfiguration
    let fileSystem: any FileSystem
    /// Threads that read folders ahead while searching.
    var threads = 1

    /// The files to lint; paths on the command line that do not exist and `included` entries that
    /// find nothing are errors.
    func collect(_ commandLinePaths: [String], forceExclude: Bool) throws(DiagnosticError) -> SourceCollector.Result {
        let collector = SourceCollector(fileSystem: fileSystem, excluded: loaded.excluded, threads: threads)
        if !commandLinePaths.isEmpty {
            let result = collector.collect(commandLinePaths, excludingNamedFiles: forceExclude)
            guard result.missing.isEmpty else { throw DiagnosticError(result.missing) }
            return result
        }
        guard !loaded.includedEntries.isEmpty else {
            return collector.collect(["."])
        }
        var combined = SourceCollector.Result()
        var problems: [Diagnostic] = []
        var files = Set<String>()
        for entry in loaded.includedEntries {
            let glob = Glob(Path.absolute(entry.text, relativeTo: loaded.folder))
            let start = glob.literalPrefix
            guard fileSystem.fileExists(atPath: start) else {
                problems.append(.error("included path '\(Path.relative(start, to: loaded.folder))' does not exist\(hint(for: start))", at: entry.location))
                continue
            }
            var result = collector.collect([start], excludingNamedFiles: true)
            if glob.hasWildcards {
                result.files = result.files.filter(glob.covers)
                if result.files.isEmpty {
                    problems.append(.error("included pattern '\(entry.text)' matches no Swift file", at: entry.location))
                }
            }
            files.formUnion(result.files)
            combined.skipped += result.skipped
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        combined.files = files.sorted()
        return combined
    }

    /// A "did you mean" among the entries of the folder that should hold `path`.
    private func hint(for path: String) -> String {
        let names = (try? fileSystem.contentsOfDirectory(atPath: Path.parent(of: path))) ?? []
        return Suggestion.hint(for: Path.lastComponent(of: path), in: names.sorted())
    }
}
