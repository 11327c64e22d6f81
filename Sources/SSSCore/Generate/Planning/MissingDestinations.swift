/// Finds the destinations that generated code leads to but that neither this run generates nor
/// the output folder already holds, so the code would not compile without more work.
///
/// A Super Simple Architecture feature's Navigation uses each destination's Assembler (its
/// `Assembling` protocol, or the static `assemble()` of an enum Assembler), and a SIMPLER scene
/// presents each destination's scene; both are written with the destination's own spec. The file
/// may be anywhere in the output tree, in either layout: the whole tree is searched, skipping hidden
/// folders and never following a symbolic link to a folder.
package struct MissingDestinations {
    let fileSystem: any FileSystem

    /// The most folders searched, so that an output folder at the top of a huge tree cannot stall
    /// the run; past it, the remaining destinations count as present.
    static let folderLimit = 10_000

    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// One warning per destination name that `specs` use but do not generate and whose Assembler
    /// (or scene) file is nowhere under `output`, at the first place it is named.
    package func warnings(for specs: [Spec], output: String) -> [Diagnostic] {
        let generated = Set(specs.map(\.name.text))
        var wanted: [(name: String, file: String, location: SourceLocation)] = []
        for (destination, file) in specs.flatMap(Self.destinations) where !generated.contains(destination.text) {
            if !wanted.contains(where: { $0.file == file }) {
                wanted.append((destination.text, file, destination.location))
            }
        }
        guard !wanted.isEmpty else { return [] }
        guard let found = search(output, for: Set(wanted.map(\.file))) else { return [] }
        return wanted.compactMap { name, file, location in
            guard !found.contains(file) else { return nil }
            return .warning(
                "destination '\(name)' is not generated in this run and the output folder has no \(file); the generated code needs it to compile, so generate the spec of \(name) into the same folder (in this run or another)",
                at: location
            )
        }
    }

    /// Each destination of `spec` with the file its code needs: `SettingsAssembler.swift` in Super
    /// Simple Architecture, `SettingsScene.swift` in SIMPLER.
    private static func destinations(of spec: Spec) -> [(name: LocatedText, file: String)] {
        switch spec {
        case .superSimple(let spec):
            spec.destinations.map { ($0.name, GenerationPlanner.assemblerFileBaseName(of: $0.name.text) + ".swift") }
        case .simpler(let spec):
            spec.destinations.map { ($0.name, SimplerPlanner.sceneFileBaseName(of: $0.name.text) + ".swift") }
        case .elements:
            []
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
