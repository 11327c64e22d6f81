/// Finds a destination generated in the same run with the other Assembler flavour, which cannot
/// compile: a struct-flavour Navigation stores the destination's `DAssembling` protocol, which an
/// enum-flavour feature does not declare, and an enum-flavour Navigation calls the static
/// `DAssembler.assemble()`, which a struct-flavour feature does not have.
enum FlavorCheck {
    static func check(_ features: [FeatureModel]) -> [Diagnostic] {
        let byName = FeatureModel.byName(features)
        var diagnostics: [Diagnostic] = []
        for feature in features {
            for destination in feature.destinations {
                guard let target = byName[destination.name.text], target.isEnum != feature.isEnum else { continue }
                let location = target.spec.assemblerLocation ?? target.name.location
                diagnostics.append(.error(
                    "destination '\(destination.name.text)' uses 'assembler: \(flavor(target))', but \(feature.name.text) uses 'assembler: \(flavor(feature))'; features that lead to each other need the same flavour",
                    at: destination.name.location,
                    notes: [.note("\(target.name.text) chooses its flavour here", at: location)]
                ))
            }
        }
        return diagnostics
    }

    private static func flavor(_ feature: FeatureModel) -> String {
        feature.isEnum ? "enum" : "struct"
    }
}

extension FeatureModel {
    /// The features of a run by name; the first of a name counts (a repeated one is reported as a
    /// clash of its generated types).
    static func byName(_ features: [FeatureModel]) -> [String: FeatureModel] {
        var byName: [String: FeatureModel] = [:]
        for feature in features where byName[feature.name.text] == nil {
            byName[feature.name.text] = feature
        }
        return byName
    }
}
