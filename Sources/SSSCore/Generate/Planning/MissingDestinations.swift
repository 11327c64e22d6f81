/// Finds the destinations that generated code leads to but that neither this run generates nor
/// the output folder already holds, so the code would not compile without more work.
///
/// A feature's Navigation uses each destination's Assembler (its `Assembling` protocol, or the
/// static `assemble()` of an enum Assembler), which is written with the destination's own spec.
package struct MissingDestinations {
    let fileSystem: any FileSystem

    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// One warning per destination name that `specs` use but do not generate and whose Assembler
    /// file is not in `output`, at the first place it is named.
    package func warnings(for specs: [FeatureSpec], output: String) -> [Diagnostic] {
        let generated = Set(specs.map(\.name.text))
        var warned: Set<String> = []
        var warnings: [Diagnostic] = []
        for spec in specs {
            for destination in spec.destinations {
                let name = destination.name.text
                guard !generated.contains(name), warned.insert(name).inserted else { continue }
                let file = GenerationPlanner.assemblerFileBaseName(of: name) + ".swift"
                guard fileSystem.status(ofItemAt: Path.join(output, file), followingLinks: true) == nil else { continue }
                warnings.append(.warning(
                    "destination '\(name)' is not generated in this run and the output folder has no \(file); the generated code needs it to compile, so generate the spec of \(name) into the same folder (in this run or another)",
                    at: destination.name.location
                ))
            }
        }
        return warnings
    }
}
