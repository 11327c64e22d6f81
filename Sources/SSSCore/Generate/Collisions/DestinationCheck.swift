/// Finds a destination entry whose arguments differ from the `input:` of the feature it names,
/// when both specs are in the run: the Navigation would call the destination's Assembler with
/// arguments it does not take.
enum DestinationCheck {
    static func check(_ features: [FeatureModel]) -> [Diagnostic] {
        let byName = FeatureModel.byName(features)
        var diagnostics: [Diagnostic] = []
        for feature in features {
            for destination in feature.destinations {
                guard let target = byName[destination.name.text] else { continue }
                let given = destination.destination.arguments.declaration
                let expected = target.spec.inputs.declaration
                guard given != expected else { continue }
                let name = destination.name.text
                let takes = expected.isEmpty ? "\(name) has no 'input:'" : "\(name)'s 'input:' is (\(expected))"
                let entry = expected.isEmpty ? name : "\(name)(\(expected))"
                let note: Diagnostic = expected.isEmpty
                    ? .note("\(name) is declared here", at: target.name.location)
                    : .note("\(name)'s input is declared here", at: target.spec.inputLocation ?? target.name.location)
                diagnostics.append(.error(
                    "destination '\(name)' is opened with \(given.isEmpty ? "nothing" : "(\(given))"), but \(takes); write the entry as '\(entry)'",
                    at: destination.name.location,
                    notes: [note]
                ))
            }
        }
        return diagnostics
    }
}
