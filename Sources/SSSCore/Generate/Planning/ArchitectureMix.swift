/// The checks for a run whose specs follow different architectures: each feature is generated once,
/// and a feature shows only features of its own architecture (a UIKit Navigation cannot push a
/// SwiftUI scene, nor a scene present a view controller).
enum ArchitectureMix {
    static func check(_ specs: [Spec]) -> [Diagnostic] {
        var first: [String: Spec] = [:]
        var diagnostics: [Diagnostic] = []
        for spec in specs {
            guard let earlier = first[spec.name.text] else {
                first[spec.name.text] = spec
                continue
            }
            guard earlier.architecture != spec.architecture else { continue }
            diagnostics.append(.error(
                "feature '\(spec.name.text)' is generated twice in this run, as \(earlier.architecture.titleWithArticle) and as \(spec.architecture.titleWithArticle) feature; give one of them another name",
                at: spec.name.location, notes: [.note("'\(spec.name.text)' is first declared here", at: earlier.name.location)]
            ))
        }
        for spec in specs {
            for destination in destinations(of: spec) {
                guard let target = first[destination.text], target.architecture != spec.architecture else { continue }
                diagnostics.append(.error(
                    "destination '\(destination.text)' is \(target.architecture.titleWithArticle) feature, and \(spec.architecture.titleWithArticle) feature can only show features of its own architecture",
                    at: destination.location, notes: [.note("'\(destination.text)' is declared here", at: target.name.location)]
                ))
            }
        }
        return diagnostics
    }

    private static func destinations(of spec: Spec) -> [LocatedText] {
        switch spec {
        case .superSimple(let spec): spec.destinations.map(\.name)
        case .simpler(let spec): spec.destinations.map(\.name)
        case .elements: []
        }
    }
}
