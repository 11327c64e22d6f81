/// Plans the files of the SIMPLER features of a run: per feature its model, events, logic, store,
/// interfaces and scene; each resource once, with the first feature that declares it; and, with
/// tests, each feature's logic and store tests and each resource's spy.
struct SimplerPlanner {
    let scenes: [SceneModel]
    /// Each resource by name, as first declared, with the index of the scene whose spec declares it
    /// first, where its files go.
    let resources: [(resource: ResourceModel, scene: Int)]

    init(_ specs: [SimplerSpec]) {
        var resources: [(resource: ResourceModel, scene: Int)] = []
        for (index, spec) in specs.enumerated() {
            for resource in spec.resources where !resources.contains(where: { $0.resource.name.text == resource.name.text }) {
                resources.append((ResourceModel(resource), index))
            }
        }
        self.resources = resources
        let directory = Dictionary(resources.map { ($0.resource.name.text, $0.resource) }, uniquingKeysWith: { first, _ in first })
        scenes = specs.map { SceneModel($0, resources: directory) }
    }

    /// Problems that show once the specs are seen together: a resource declared twice differently, a
    /// requirement the generated code cannot return from, and a spec's name that the generator also
    /// gives a destination's field or event.
    func check() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, scene) in scenes.enumerated() {
            for resource in scene.spec.resources {
                guard let declared = resources.first(where: { $0.resource.name.text == resource.name.text }), declared.scene != index,
                      declared.resource.canonicalRequirements != resource.requirements.map(\.canonicalText)
                else { continue }
                let first = declared.resource
                diagnostics.append(.error(
                    "resource '\(resource.name.text)' is declared again with other requirements; declare it once, or the same way in both specs",
                    at: resource.name.location, notes: [.note("'\(resource.name.text)' is first declared here", at: first.name.location)]
                ))
            }
            diagnostics += Self.generatedNameProblems(in: scene.spec)
        }
        for (resource, _) in resources {
            for requirement in resource.requirements where !requirement.isWritable {
                let result = requirement.model.requirement.returnType?.text ?? ""
                diagnostics.append(.error(
                    "requirement '\(requirement.model.selector)' of resource '\(resource.name.text)' returns '\(result)' without throwing, and the generator has no plain value of it for the live resource and the test spy to return; mark it 'throws', or return an optional",
                    at: requirement.model.requirement.name.location
                ))
            }
        }
        return diagnostics
    }

    /// Each destination gives the model a field (`isShowingSettings`) and the events an event
    /// (`settingsDismissed`); a field or event of the spec may not take those names.
    private static func generatedNameProblems(in spec: SimplerSpec) -> [Diagnostic] {
        var generated: [String: LocatedText] = [:]
        for destination in spec.destinations {
            generated[SimplerNames.showingField(for: destination.name.text)] = destination.name
            generated[SimplerNames.dismissedEvent(for: destination.name.text)] = destination.name
        }
        let fields = spec.model.compactMap { field in
            generated[field.name.text].map { destination in
                Diagnostic.error(
                    "field '\(field.name.text)' is the field the model gets for destination '\(destination.text)', which says whether it is shown; choose another name",
                    at: field.name.location, notes: [.note("'\(destination.text)' is declared here", at: destination.location)]
                )
            }
        }
        let events = spec.events.compactMap { event in
            generated[event.name.text].map { destination in
                Diagnostic.error(
                    "event '\(event.name.text)' is the event sent when destination '\(destination.text)' is dismissed; choose another name",
                    at: event.name.location, notes: [.note("'\(destination.text)' is declared here", at: destination.location)]
                )
            }
        }
        return fields + events
    }

    func add(to renderer: inout PlanRenderer, options: GenerationOptions) {
        for (index, scene) in scenes.enumerated() {
            renderer.feature = scene.name.text
            let folder = options.layout == .feature ? scene.name.text : ""
            let name = scene.name.text
            let origin = NameOrigin.feature(scene.name)
            renderer.add(.simplerModel, SimplerContexts.model(scene), as: name + "Model", in: folder, for: origin)
            renderer.add(.simplerEvent, SimplerContexts.event(scene), as: name + "Event", in: folder, for: origin)
            renderer.add(.simplerLogic, SimplerContexts.logic(scene), as: name + "Logic", in: folder, for: origin)
            renderer.add(.simplerStore, SimplerContexts.store(scene), as: name + "Store", in: folder, for: origin)
            for interface in scene.interfaces {
                let context = SimplerContexts.interface(interface, in: scene)
                renderer.add(.simplerInterface, context, as: interface.typeName, in: folder, for: .spec(kind: "interface", name: interface.interface.name))
            }
            for (resource, owner) in resources where owner == index {
                renderer.add(.simplerResource, SimplerContexts.resource(resource), as: resource.name.text + "Resource", in: folder, for: .spec(kind: "resource", name: resource.name))
            }
            renderer.add(.simplerScene, SimplerContexts.scene(scene), as: name + "Scene", in: folder, for: origin)
        }
        guard let module = options.testModule else { return }
        for (index, scene) in scenes.enumerated() {
            renderer.feature = scene.name.text
            let folder = options.layout == .feature ? scene.name.text : ""
            let origin = NameOrigin.feature(scene.name)
            let framework = options.testFramework
            renderer.addTest(.simplerLogicTests, SimplerTestContexts.logic(scene, module: module, framework: framework), as: scene.name.text + "LogicTests", in: folder, for: origin)
            renderer.addTest(.simplerStoreTests, SimplerTestContexts.store(scene, module: module, framework: framework), as: scene.name.text + "StoreTests", in: folder, for: origin)
            for (resource, owner) in resources where owner == index {
                renderer.addTest(.simplerResourceSpy, SimplerTestContexts.spy(resource, module: module), as: resource.name.text + "ResourceSpy", in: folder, for: .spec(kind: "resource", name: resource.name))
            }
        }
    }

    /// The name, without `.swift`, of the file holding a feature's scene: what a scene that presents
    /// it needs.
    static func sceneFileBaseName(of feature: String) -> String {
        feature + "Scene"
    }
}
