/// Turns read specs into the files `sss generate` writes, without touching the disk.
///
/// The plan depends on the specs, the templates and the options only: no dates, versions or
/// file-system state, so two runs give the same bytes.
public struct GenerationPlanner: Sendable {
    public let templates: TemplateSet

    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// The files for `specs` generated together into one folder, with tests that import
    /// `testModule` when one is given, written with Swift Testing, in the flat layout.
    public func plan(_ specs: [FeatureSpec], testModule: String? = nil) throws(DiagnosticError) -> GenerationPlan {
        try plan(specs, options: GenerationOptions(testModule: testModule))
    }

    /// The files for Super Simple Architecture `specs` generated together; see ``plan(_:options:)-(Spec)``.
    public func plan(_ specs: [FeatureSpec], options: GenerationOptions) throws(DiagnosticError) -> GenerationPlan {
        try plan(specs.map(Spec.superSimple), options: options)
    }

    /// The files for `specs` generated together into one folder, each by the planner of its
    /// architecture, and, when `options` names a test module, their tests.
    ///
    /// Super Simple Architecture features share `NavigationControlling.swift`, and may use each
    /// other's services and destinations. When `options` names a test module, a test file per
    /// interaction and per Navigation imports that module.
    ///
    /// - Throws: every clash between generated names, every destination that does not match its
    ///   feature (other Assembler flavour, other input), every service problem, located in the
    ///   specs; or every error of rendering the templates, located in the templates.
    public func plan(_ specs: [Spec], options: GenerationOptions) throws(DiagnosticError) -> GenerationPlan {
        let problems = check(specs, options: options)
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        var renderer = PlanRenderer(templates: templates)
        addSuperSimple(Self.models(of: specs.compactMap(\.superSimple)), options: options, to: &renderer)
        SimplerPlanner(specs.compactMap(\.simpler)).add(to: &renderer, options: options)
        ElementsPlanner(specs.compactMap(\.elements)).add(to: &renderer, options: options)
        return try renderer.finish()
    }

    /// The problems ``plan(_:options:)-(Spec)`` would report for `specs`, without rendering anything;
    /// for checking the specs that read well while others of the same run did not. With
    /// `othersUnread`, a `uses` entry that names no service of `specs` is not reported: the service may
    /// be declared in a spec that did not read.
    public func check(_ specs: [Spec], options: GenerationOptions = GenerationOptions(), othersUnread: Bool = false) -> [Diagnostic] {
        check(Self.models(of: specs.compactMap(\.superSimple)), options: options, othersUnread: othersUnread)
            + SimplerPlanner(specs.compactMap(\.simpler)).check()
            + ElementsPlanner(specs.compactMap(\.elements)).check(tests: options.testModule == nil ? nil : options.testFramework)
            + ArchitectureMix.check(specs)
    }

    /// The Super Simple Architecture files: `NavigationControlling.swift` once, then each feature's
    /// files, then their tests.
    private func addSuperSimple(_ features: [FeatureModel], options: GenerationOptions, to renderer: inout PlanRenderer) {
        guard !features.isEmpty else { return }
        let access = options.keepsSharedFilesPublic || features.contains(where: \.isPublic) ? "public " : ""
        renderer.add(.navigationControlling, ["access": .string(access)], as: "NavigationControlling", for: nil)
        var writtenServices: Set<String> = []
        for feature in features {
            renderer.feature = feature.name.text
            add(feature, to: &renderer, folder: options.layout == .feature ? feature.name.text : "", services: &writtenServices)
        }
        if let module = options.testModule {
            for feature in features {
                renderer.feature = feature.name.text
                addTests(of: feature, module: module, options: options, to: &renderer)
            }
        }
    }

    private static func models(of specs: [FeatureSpec]) -> [FeatureModel] {
        let services = ServiceDirectory(specs)
        return specs.map { FeatureModel($0, services: services) }
    }

    private func check(_ features: [FeatureModel], options: GenerationOptions, othersUnread: Bool = false) -> [Diagnostic] {
        NameCollisions.check(features, includingTests: options.testModule != nil)
            + FlavorCheck.check(features)
            + DestinationCheck.check(features)
            + ServiceCheck.check(features, reportsUnknownServices: !othersUnread)
    }

    private func add(_ feature: FeatureModel, to renderer: inout PlanRenderer, folder: String, services: inout Set<String>) {
        for renderable in feature.renderables {
            let context = ComponentContexts.renderable(renderable, in: feature)
            let name = renderable.name.text
            let origin = NameOrigin.renderable(renderable.name)
            renderer.add(.renderable, context, as: name + "Renderable", in: folder, for: origin)
            renderer.add(.rendering, context, as: name + "Rendering", in: folder, for: origin)
            renderer.add(.view, context, as: name + "View", in: folder, for: origin)
        }
        for service in feature.services where services.insert(service.name.text).inserted {
            let context = ComponentContexts.service(service)
            let name = service.name.text
            let origin = NameOrigin.service(service.name)
            renderer.add(.providing, context, as: name + "Providing", in: folder, for: origin)
            renderer.add(.service, context, as: name + "Service", in: folder, for: origin)
            renderer.add(.serviceAssembler, context, as: name + "ServiceAssembler", in: folder, for: origin)
        }
        for interaction in feature.interactions {
            let context = ComponentContexts.interaction(interaction, in: feature)
            let name = interaction.name.text
            let origin = NameOrigin.interaction(interaction.name)
            renderer.add(.interaction, context, as: name + "Interaction", in: folder, for: origin)
            renderer.add(.interactionAssembler, context, as: name + "InteractionAssembler", in: folder, for: origin)
        }
        let context = FeatureContext.make(feature)
        let name = feature.name.text
        let origin = NameOrigin.feature(feature.name)
        if feature.navigates {
            renderer.add(.navigation, context, as: name + "Navigation", in: folder, for: origin)
            renderer.add(.navigationAssembler, context, as: name + "NavigationAssembler", in: folder, for: origin)
        }
        renderer.add(.viewController, context, as: name + "ViewController", in: folder, for: origin)
        renderer.add(.assembler, context, as: Self.assemblerFileBaseName(of: name), in: folder, for: origin)
    }

    private func addTests(of feature: FeatureModel, module: String, options: GenerationOptions, to renderer: inout PlanRenderer) {
        let folder = options.layout == .feature ? feature.name.text : ""
        let framework = options.testFramework
        for interaction in feature.interactions {
            let context = TestContexts.interaction(interaction, in: feature, module: module, framework: framework)
            renderer.addTest(.interactionTests, context, as: "\(interaction.name.text)InteractionTests", in: folder, for: .interaction(interaction.name))
        }
        if feature.navigates {
            let context = TestContexts.navigation(feature, module: module, framework: framework)
            renderer.addTest(.navigationTests, context, as: "\(feature.name.text)NavigationTests", in: folder, for: .feature(feature.name))
        }
    }

    /// The name, without `.swift`, of the file holding a feature's Assembler (and its `Assembling`
    /// protocol): what another feature's Navigation needs from it.
    static func assemblerFileBaseName(of feature: String) -> String {
        feature + "Assembler"
    }
}
