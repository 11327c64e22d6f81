/// Finds service problems that show only once the specs of a run are seen together: a `uses` entry
/// that names no declared service, one service declared twice differently, a service used by a
/// feature whose Assemblers cannot reach its Assembler, and a requirement whose result the
/// generated code cannot make up.
enum ServiceCheck {
    /// The problems of `features`' services; without `reportsUnknownServices`, a `uses` entry that
    /// names no service of `features` is passed over (its service may be in a spec that did not read).
    static func check(_ features: [FeatureModel], reportsUnknownServices: Bool = true) -> [Diagnostic] {
        let declarations = features.flatMap { feature in feature.services.map { (service: $0, feature: feature) } }
        var first: [String: ServiceModel] = [:]
        var diagnostics: [Diagnostic] = []
        for (service, _) in declarations {
            guard let earlier = first[service.name.text] else {
                first[service.name.text] = service
                diagnostics += results(of: service)
                continue
            }
            if let difference = difference(between: service, and: earlier) {
                diagnostics.append(.error(
                    "service '\(service.name.text)' is declared again with \(difference); declare it once, or the same way in both specs",
                    at: service.name.location,
                    notes: [.note("'\(service.name.text)' is first declared here", at: earlier.name.location)]
                ))
            }
        }
        for feature in features {
            for interaction in feature.interactions {
                for entry in interaction.uses {
                    guard reportsUnknownServices || first[entry.text] != nil else { continue }
                    diagnostics += problems(with: entry, in: feature, services: first)
                }
            }
        }
        return diagnostics
    }

    /// What differs between two declarations of a service, or `nil` when they agree.
    private static func difference(between service: ServiceModel, and earlier: ServiceModel) -> String? {
        if service.canonicalRequirements != earlier.canonicalRequirements { return "other requirements" }
        if service.isEnum != earlier.isEnum { return "the other 'assembler' flavour" }
        if service.isPublic != earlier.isPublic { return "the other 'access'" }
        return nil
    }

    private static func problems(with entry: LocatedText, in feature: FeatureModel, services: [String: ServiceModel]) -> [Diagnostic] {
        guard let service = services[entry.text] else {
            var hint = Suggestion.hint(for: entry.text, in: services.keys.sorted())
            if hint.isEmpty { hint = "; declare it under 'services' in this spec or in another spec generated in the same run" }
            return [.error("unknown service '\(entry.text)'\(hint)", at: entry.location)]
        }
        let note = Diagnostic.note("'\(service.name.text)' is declared here, in \(service.feature.text)", at: service.name.location)
        if service.isEnum != feature.isEnum {
            let flavour = service.isEnum ? "enum" : "struct"
            return [.error(
                "service '\(entry.text)' comes from a feature with 'assembler: \(flavour)', but \(feature.name.text) uses 'assembler: \(feature.isEnum ? "enum" : "struct")'; a service and the features that use it need the same flavour",
                at: entry.location, notes: [note]
            )]
        }
        if feature.isPublic, !service.isPublic {
            return [.error(
                "\(feature.name.text) is public, but service '\(entry.text)' comes from \(service.feature.text), which is internal; make \(service.feature.text) public, or declare the service in \(feature.name.text)",
                at: entry.location, notes: [note]
            )]
        }
        return []
    }

    /// An error per requirement that neither throws nor returns a type the generated code has a
    /// value of: the service and the test spies could not be written.
    private static func results(of service: ServiceModel) -> [Diagnostic] {
        service.requirements.compactMap { requirement in
            guard let result = requirement.requirement.returnType, !requirement.requirement.isThrowing, requirement.sampleResult == nil else { return nil }
            return .error(
                "'\(requirement.selector)' returns '\(result.text)', which the generated service and test spies have no value of; mark it 'throws' (the service then throws until it is written), or return an optional ('\(result.text)?')",
                at: result.location
            )
        }
    }
}
