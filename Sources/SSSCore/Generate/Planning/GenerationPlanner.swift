/// Turns read specs into the files `sss generate` writes, without touching the disk.
///
/// The plan depends on the specs, the templates and the test module only: no dates, versions or
/// file-system state, so two runs give the same bytes.
public struct GenerationPlanner: Sendable {
    public let templates: TemplateSet

    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// The files for `specs` generated together into one folder (they share
    /// `NavigationControlling.swift`) and, when `testModule` is given, an XCTest file per interaction
    /// that imports that module.
    ///
    /// - Throws: every clash between generated names and every destination of the other Assembler
    ///   flavour, located in the specs; or every error of rendering the templates, located in the
    ///   templates.
    public func plan(_ specs: [FeatureSpec], testModule: String? = nil) throws(DiagnosticError) -> GenerationPlan {
        let features = specs.map(FeatureModel.init)
        let clashes = check(features, testModule: testModule)
        guard clashes.isEmpty else { throw DiagnosticError(clashes) }
        var renderer = PlanRenderer(templates: templates)
        renderer.add(.navigationControlling, [:], as: "NavigationControlling", for: nil)
        for feature in features {
            renderer.feature = feature.name.text
            add(feature, to: &renderer)
        }
        if let testModule {
            for feature in features {
                renderer.feature = feature.name.text
                for interaction in feature.interactions {
                    let context = ComponentContexts.interactionTests(interaction, in: feature, module: testModule)
                    renderer.addTest(context, as: "\(interaction.name.text)InteractionTests", for: .interaction(interaction.name))
                }
            }
        }
        return try renderer.finish()
    }

    /// The clashes ``plan(_:testModule:)`` would report for `specs`, without rendering anything;
    /// for checking the specs that read well while others of the same run did not.
    public func check(_ specs: [FeatureSpec], testModule: String? = nil) -> [Diagnostic] {
        check(specs.map(FeatureModel.init), testModule: testModule)
    }

    private func check(_ features: [FeatureModel], testModule: String?) -> [Diagnostic] {
        NameCollisions.check(features, includingTests: testModule != nil) + FlavorCheck.check(features)
    }

    private func add(_ feature: FeatureModel, to renderer: inout PlanRenderer) {
        for renderable in feature.renderables {
            let context = ComponentContexts.renderable(renderable)
            let name = renderable.name.text
            let origin = NameOrigin.renderable(renderable.name)
            renderer.add(.renderable, context, as: name + "Renderable", for: origin)
            renderer.add(.rendering, context, as: name + "Rendering", for: origin)
            renderer.add(.view, context, as: name + "View", for: origin)
        }
        for interaction in feature.interactions {
            let context = ComponentContexts.interaction(interaction, in: feature)
            let name = interaction.name.text
            let origin = NameOrigin.interaction(interaction.name)
            renderer.add(.interaction, context, as: name + "Interaction", for: origin)
            renderer.add(.interactionAssembler, context, as: name + "InteractionAssembler", for: origin)
        }
        let context = FeatureContext.make(feature)
        let name = feature.name.text
        let origin = NameOrigin.feature(feature.name)
        if feature.navigates {
            renderer.add(.navigation, context, as: name + "Navigation", for: origin)
            renderer.add(.navigationAssembler, context, as: name + "NavigationAssembler", for: origin)
        }
        renderer.add(.viewController, context, as: name + "ViewController", for: origin)
        renderer.add(.assembler, context, as: Self.assemblerFileBaseName(of: name), for: origin)
    }

    /// The name, without `.swift`, of the file holding a feature's Assembler (and its `Assembling`
    /// protocol): what another feature's Navigation needs from it.
    static func assemblerFileBaseName(of feature: String) -> String {
        feature + "Assembler"
    }
}
