/// Runs rules over a codebase in two passes.
///
/// The first pass reads, lexes and scans every file in parallel and runs the rules that need only that
/// file; it keeps a small summary of each file. The index of the whole codebase is built from the
/// summaries, and the second pass runs the rules that look across files. Then each file's suppression
/// comments (`// sss:disable …`) silence the findings they cover. Findings come back sorted by file,
/// line and column, the same on every run whatever the number of threads.
public struct Linter: Sendable {
    private let fileRules: [any FileRule]
    private let codebaseRules: [any CodebaseRule]
    /// What the scan keeps of each type; `nil` keeps every member.
    private let memberFilter: MemberFilter?
    private let settings: LintSettings
    private let threads: Int
    private let suppressions: SuppressionFilter
    private let collectsTypeNames: Bool

    /// A linter running `rules` on `threads` threads. Without `collectingTypeNames`, runs leave
    /// ``LintRun/declaredTypeNames`` empty, which saves gathering every type name of the codebase.
    package init(rules: [any Rule], settings: LintSettings, threads: Int = ParallelMap.processorCount, collectingTypeNames: Bool = true) {
        self.init(rules: rules, settings: settings, threads: threads, collectingTypeNames: collectingTypeNames, filteringMembers: true)
    }

    /// A linter running the rules `configuration` enables, with its roles, severities and rule options,
    /// on `threads` threads (by default one per processor).
    public init(configuration: Configuration, threads: Int? = nil) {
        let settings = configuration.lintSettings
        self.init(
            rules: configuration.enabledRules.map { $0.init(settings: settings) }, settings: settings,
            threads: threads ?? ParallelMap.processorCount
        )
    }

    /// With `filteringMembers`, the scan builds only the members the rules read (``Rule/membersRead``);
    /// without it, every member, which must find the same.
    init(rules: [any Rule], settings: LintSettings, threads: Int, collectingTypeNames: Bool, filteringMembers: Bool) {
        memberFilter = filteringMembers ? Self.memberFilter(for: rules) : nil
        collectsTypeNames = collectingTypeNames
        fileRules = rules.compactMap { $0 as? any FileRule }
        codebaseRules = rules.compactMap { $0 as? any CodebaseRule }
        self.settings = settings
        self.threads = max(1, threads)
        suppressions = SuppressionFilter(
            ranRuleIDs: Set(rules.map { type(of: $0).description.identifier }),
            reportsCommands: rules.contains { $0 is SuperfluousDisableCommandRule },
            settings: settings
        )
    }

    /// Lints the files at `paths` (absolute, as the ``SourceCollector`` returns them).
    public func lint(paths: [String], fileSystem: any FileSystem) -> LintRun {
        var timings = LintTimings()
        timings.threads = threads
        timings.files = paths.count
        let reader = SourceReader(fileSystem: fileSystem)
        var lap = Lap()
        Lexer.buildTables()
        var firstPass = ParallelMap.map(count: paths.count, threads: threads) { index in
            checkAlone(paths[index], reader: reader, fileSystem: fileSystem)
        }
        var summaries: [FileSummary] = []
        summaries.reserveCapacity(firstPass.count)
        var findings: [Finding] = []
        var skipped: [SkippedFile] = []
        // Each part is moved out of its result in place, as ParallelMap moved the results out of its
        // slots: a copy would count one more reference to everything a summary holds.
        for position in firstPass.indices {
            timings.add(firstPass[position].durations)
            if let summary = firstPass[position].summary.take() {
                summaries.append(summary)
            }
            if !firstPass[position].findings.isEmpty {
                findings += firstPass[position].findings
            }
            if let skip = firstPass[position].skip.take() {
                skipped.append(skip)
            }
        }
        firstPass = []
        timings.lintFiles = lap.next()
        // When every file was read, the list of paths is shared rather than copied path by path.
        var run = LintRun(findings: [], lintedFiles: skipped.isEmpty ? paths : summaries.map(\.path), skipped: skipped)
        assert(run.lintedFiles == summaries.map(\.path), "a file was neither linted nor skipped")
        if collectsTypeNames {
            for summary in summaries {
                for type in summary.types where type.kind != .extension {
                    run.declaredTypeNames.insert(type.name)
                }
            }
        }
        var maps: [String: SuppressionMap] = [:]
        for summary in summaries where !summary.suppressions.isEmpty {
            maps[summary.path] = summary.suppressions
        }
        findings += checkAgainstCodebase(summaries, fileSystem: fileSystem, timings: &timings)
        summaries = []
        lap = Lap()
        findings = suppressions.apply(findings, maps: maps)
        findings.sort(by: Finding.reportOrder)
        timings.suppressions = lap.next()
        run.findings = findings
        run.timings = timings
        return run
    }

    /// What the first pass learned of one file: its summary and findings, or why it was skipped.
    private struct FirstPassResult: Sendable {
        var summary: FileSummary?
        var findings: [Finding] = []
        var skip: SkippedFile?
        let durations: FileDurations
    }

    private func checkAlone(_ path: String, reader: SourceReader, fileSystem: any FileSystem) -> FirstPassResult {
        var durations = FileDurations()
        var lap = Lap()
        let source: SourceFile
        switch reader.read(path) {
        case .success(let read):
            source = read
            durations.read = lap.next()
            durations.bytes = read.bytes.count
        case .failure(let skip):
            durations.read = lap.next()
            return FirstPassResult(skip: skip, durations: durations)
        }
        var tokens: [Token]
        var declarations: DeclarationTree
        let lexed = Lexer.tokenizeSkimmingBodies(source.bytes, notingCommentsStartingWith: SuppressionParser.commandPrefix)
        let holdsCommands = lexed.hasMarkedComment
        if holdsCommands {
            // Commands are read from every comment, and name the declaration around them.
            tokens = Lexer.tokenize(source.bytes)
            durations.lex = lap.next()
            declarations = DeclarationScanner.scan(source.bytes, tokens: tokens)
        } else {
            tokens = lexed.tokens
            durations.lex = lap.next()
            let scanned = DeclarationScanner.scanCountingSkimmedRegions(source.bytes, tokens: tokens, memberFilter: memberFilter)
            declarations = scanned.tree
            if scanned.skimmedRegions != lexed.skimmed {
                tokens = Lexer.tokenize(source.bytes)
                declarations = DeclarationScanner.scanCountingSkimmedRegions(source.bytes, tokens: tokens, memberFilter: memberFilter).tree
            }
        }
        durations.scan = lap.next()
        let file = LintedFile(source: source, tokens: tokens, declarations: declarations)
        var found: [(description: RuleDescription, violation: Violation)] = []
        for position in fileRules.indices {
            let violations = fileRules[position].check(file)
            if !violations.isEmpty {
                let description = type(of: fileRules[position]).description
                found += violations.map { (description, $0) }
            }
        }
        var findings: [Finding] = []
        if !found.isEmpty {
            var offsets = Self.offsets(found.map { (file.path, $0.violation) })
            let own = OffsetPositions.lineColumns(of: offsets.removeValue(forKey: file.path) ?? [], in: source.bytes)
            let others = LinePositions(offsets: offsets, fileSystem: fileSystem, threads: 1)
            findings = found.map { description, violation in
                finding(violation, of: description, path: file.path) { path, offset in
                    path == file.path ? own[offset] ?? LineColumn(line: 1, column: 1) : others.position(in: path, at: offset)
                }
            }
        }
        let summary = FileSummary(file, mayHoldCommands: holdsCommands)
        durations.fileRules = lap.next()
        return FirstPassResult(summary: summary, findings: findings, durations: durations)
    }

    /// What the codebase index reads of every type and of the top level: `assemble` functions and
    /// type aliases.
    private static let indexedMembers: MemberSelection = [.assembleFunctions, .typeAliases]

    /// Keeps the members of each type that some rule reads, and those the codebase index reads.
    private static func memberFilter(for rules: [any Rule]) -> MemberFilter {
        let reads = rules.map(\.membersRead).filter { !$0.readsNothing }
        let typeWords = reads.reduce(into: Set<String>()) { $0.formUnion($1.typeWords) }.sorted()
        return MemberFilter(topLevel: indexedMembers, typeWords: typeWords) { type in
            reads.reduce(into: indexedMembers) { $0.formUnion($1.selection(type)) }
        }
    }

    /// The findings of the codebase rules; their files are read again for their lines and columns.
    private func checkAgainstCodebase(_ summaries: [FileSummary], fileSystem: any FileSystem, timings: inout LintTimings) -> [Finding] {
        guard !codebaseRules.isEmpty else { return [] }
        var lap = Lap()
        let index = CodebaseIndex(summaries, threads: threads)
        timings.index = lap.next()
        // Each file's findings as the rule's position and the violation: the position stands in for the
        // rule's description, whose copy would count a reference on each of its strings and arrays.
        let perFile = ParallelMap.map(count: summaries.count, threads: threads) { position in
            var found: [(rule: Int, violation: Violation)] = []
            for rule in codebaseRules.indices {
                for violation in codebaseRules[rule].check(summaries[position], in: index) {
                    found.append((rule, violation))
                }
            }
            return found
        }
        var offsets: [String: [Int]] = [:]
        for position in perFile.indices {
            for (_, violation) in perFile[position] {
                Self.addOffsets(of: violation, in: summaries[position].path, to: &offsets)
            }
        }
        let positions = LinePositions(offsets: offsets, fileSystem: fileSystem, threads: threads)
        defer { timings.codebaseRules = lap.next() }
        let descriptions = codebaseRules.map { type(of: $0).description }
        var findings: [Finding] = []
        for position in perFile.indices {
            for (rule, violation) in perFile[position] {
                findings.append(finding(violation, of: descriptions[rule], path: summaries[position].path, position: positions.position(in:at:)))
            }
        }
        return findings
    }

    /// The offsets each file needs positions for: where the violations in it point, and their notes.
    private static func offsets(_ violations: [(path: String, violation: Violation)]) -> [String: [Int]] {
        var offsets: [String: [Int]] = [:]
        for (path, violation) in violations {
            addOffsets(of: violation, in: path, to: &offsets)
        }
        return offsets
    }

    /// Adds where `violation`, found in `path`, and its notes point.
    private static func addOffsets(of violation: Violation, in path: String, to offsets: inout [String: [Int]]) {
        offsets[path, default: []].append(violation.offset)
        for note in violation.related {
            offsets[note.path, default: []].append(note.offset)
        }
    }

    /// The finding `violation` of `rule` makes in `path`, with `position` giving the line and column of
    /// an offset in a file.
    private func finding(
        _ violation: Violation, of rule: RuleDescription, path: String, position: (_ path: String, _ offset: Int) -> LineColumn
    ) -> Finding {
        Finding(
            ruleID: rule.identifier,
            ruleName: rule.name,
            severity: settings.severities[rule.identifier] ?? rule.defaultSeverity,
            reason: violation.reason,
            path: path,
            position: position(path, violation.offset),
            related: violation.related.map {
                RelatedLocation(path: $0.path, position: position($0.path, $0.offset), message: $0.message)
            },
            declarationPath: violation.declarationPath,
            role: violation.role
        )
    }
}

/// The outcome of a lint run.
public struct LintRun: Sendable {
    /// Every finding, sorted by file, line and column.
    public var findings: [Finding]
    /// The files that were linted, in input order.
    public var lintedFiles: [String]
    /// Files that could not be linted, with the reason.
    public var skipped: [SkippedFile]
    /// The names of the types the linted files declare (extensions aside), nested ones included; empty
    /// when the linter was made without `collectingTypeNames`.
    public var declaredTypeNames: Set<String> = []
    /// How long each phase took; the command line adds its own phases (collect, report).
    public var timings = LintTimings()
}
