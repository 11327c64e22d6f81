/// Finds the destinations that generated code leads to but that neither this run generates nor
/// the output folder already holds, so the code would not compile without more work.
///
/// A feature's Navigation uses each destination's Assembler (its `Assembling` protocol, or the
/// static `assemble()` of an enum Assembler), which is written with the destination's own spec.
/// The Assembler may be anywhere in the output tree, in either layout: the whole tree is searched,
/// skipping hidden folders and never following a symbolic link to a folder.
package struct MissingDestinations {
    let fileSystem: any FileSystem

    /// The most folders searched, so that an output folder at the top of a huge tree cannot stall
    /// the run; past it, the remaining destinations count as present.
    static let folderLimit = 10_000

    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// One warning per destination name that `specs` use but do not generate and whose Assembler
    /// file is nowhere under `output`, at the first place it is named.
    package func warnings(for specs: [FeatureSpec], output: String) -> [Diagnostic] {
        let generated = Set(specs.map(\.name.text))
        var wanted: [(name: String, location: SourceLocation)] = []
        for spec in specs {
            for destination in spec.destinations where !generated.contains(destination.name.text) {
                if !wanted.contains(where: { $0.name == destination.name.text }) {
                    wanted.append((destination.name.text, destination.name.location))
                }
            }
        }
        guard !wanted.isEmpty else { return [] }
        let files = Set(wanted.map { GenerationPlanner.assemblerFileBaseName(of: $0.name) + ".swift" })
        guard let found = search(output, for: files) else { return [] }
        return wanted.compactMap { name, location in
            let file = GenerationPlanner.assemblerFileBaseName(of: name) + ".swift"
            guard !found.contains(file) else { return nil }
            return .warning(
                "destination '\(name)' is not generated in this run and the output folder has no \(file); the generated code needs it to compile, so generate the spec of \(name) into the same folder (in this run or another)",
                at: location
            )
        }
    }

    /// The names in `files` found under `root`, or `nil` when the search stopped at the limit.
    private func search(_ root: String, for files: Set<String>) -> Set<String>? {
        var found: Set<String> = []
        var pending = [root]
        var searched = 0
        while let folder = pending.popLast() {
            searched += 1
            guard searched <= Self.folderLimit else { return nil }
            guard let entries = try? fileSystem.entries(ofDirectoryAt: folder) else { continue }
            for entry in entries.sorted(by: { $0.name < $1.name }) where !entry.name.hasPrefix(".") {
                let path = Path.join(folder, entry.name)
                let kind = entry.kind ?? fileSystem.status(ofItemAt: path, followingLinks: false)?.kind
                if kind == .directory {
                    pending.append(path)
                } else if files.contains(entry.name), fileSystem.status(ofItemAt: path, followingLinks: true) != nil {
                    found.insert(entry.name)
                }
            }
            if found.count == files.count { break }
        }
        return found
    }
}
