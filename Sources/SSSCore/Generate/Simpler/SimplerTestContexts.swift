/// The values the SIMPLER test templates read (`SimplerLogicTests`, `SimplerStoreTests`,
/// `SimplerResourceSpy`); the variables are listed at the top of each template.
enum SimplerTestContexts {
    static func logic(_ scene: SceneModel, module: String, framework: TestFramework) -> TemplateValue {
        let model = scene.name.text + "Model"
        var values = TestContexts.library(framework, suite: "\(scene.name.text)LogicTests")
        values["module"] = .string(module)
        values["feature"] = .string(scene.name.text)
        values["importsFoundation"] = .bool(needsFoundation(scene))
        values["events"] = .list(scene.events.map { event in
            let samples = Samples(event)
            var test = eventBasics(event, samples: samples, framework: framework)
            guard let call = samples.call(of: event) else { return .object(test) }
            let arrange: [String]
            let check: Expectation
            if event.assignments.isEmpty {
                arrange = ["let model = \(model)()"]
                check = .equal("model.\(call)", "model")
            } else if event.comment != nil {
                arrange = ["var model = \(model)()"] + event.assignments.map { "model.\($0.field.name) = true" }
                check = .equal("model.\(call)", "\(model)()")
            } else {
                arrange = ["var expected = \(model)()"] + event.assignments.map { "expected.\($0.field.name) = \(samples.value(of: $0.value))" }
                check = .equal("\(model)().\(call)", "expected")
            }
            test["arrange"] = .list(arrange.map { ["line": .string($0)] })
            test["check"] = .string(check.line(in: framework))
            return .object(test)
        })
        return .object(values)
    }

    static func store(_ scene: SceneModel, module: String, framework: TestFramework) -> TemplateValue {
        let feature = scene.name.text
        var values = TestContexts.library(framework, suite: "\(feature)StoreTests")
        values["module"] = .string(module)
        values["feature"] = .string(feature)
        values["importsFoundation"] = .bool(needsFoundation(scene))
        values["events"] = .list(scene.events.map { event in
            let samples = Samples(event)
            var test = eventBasics(event, samples: samples, framework: framework)
            guard let call = samples.call(of: event) else { return .object(test) }
            test["store"] = .string(construction(of: scene, feeding: nil))
            test["send"] = .string("store.send(.\(samples.caseValue(of: event)))")
            test["check"] = .string(Expectation.equal("store.model", "\(feature)Model().\(call)").line(in: framework))
            return .object(test)
        })
        values["loops"] = .list(scene.resources.compactMap { use -> TemplateValue? in
            guard let loop = use.loop, let element = use.resource.resource.stream.flatMap(Resource.streamElement(of:)) else { return nil }
            let sample = Samples.value(for: SwiftTypeText(element), initial: nil)
            let base = "\(use.resource.property)Sends\(CaseConversion.upperFirst(loop.event))"
            var test: [String: TemplateValue] = [
                "testName": .string(framework == .xctest ? "test" + CaseConversion.upperFirst(base) : base),
                "isTestable": .bool(sample != nil),
                "selector": .string(loop.requirement.selector),
                "unsampledType": .string(element),
                "value": .string(loop.value),
                "sample": .string(sample ?? ""),
                "method": .string(loop.method),
            ]
            test["store"] = .string(construction(of: scene, feeding: (use, loop.value)))
            let expected = "\(feature)Model().\(loop.event)(\(loop.label): \(loop.value))"
            test["check"] = .string(Expectation.equal("store.model", expected).line(in: framework))
            return .object(test)
        })
        return .object(values)
    }

    static func spy(_ resource: ResourceModel, module: String) -> TemplateValue {
        .object([
            "name": .string(resource.name.text),
            "module": .string(module),
            "importsFoundation": .bool(resource.needsFoundation),
            "throws": .bool(resource.spyThrows),
            "streams": .list(resource.requirements.compactMap { requirement -> TemplateValue? in
                guard case .stream(let element?) = requirement.body,
                      requirement.model.requirement.returnType.map({ SwiftTypeSpelling.normalized($0.text).hasPrefix("AsyncStream<") }) == true
                else { return nil }
                return ["values": .string(requirement.spyValues), "element": .string(element), "selector": .string(requirement.model.selector)]
            }),
            "requirements": .list(resource.requirements.map(SimplerContexts.requirement)),
        ])
    }

    /// The name, whether it can be tested, and what a comment says when it cannot.
    private static func eventBasics(_ event: SceneEvent, samples: Samples, framework: TestFramework) -> [String: TemplateValue] {
        [
            "testName": .string(framework == .xctest ? GeneratedNames.testName(forEvent: event.name) : event.declaration),
            "isTestable": .bool(samples.unsampledType == nil),
            "selector": .string(event.selector),
            "unsampledType": .string(samples.unsampledType ?? ""),
        ]
    }

    /// The store built with a spy for each resource; `feeding` gives one resource's spy the value its
    /// stream yields.
    private static func construction(of scene: SceneModel, feeding: (use: ResourceUse, value: String)?) -> String {
        let arguments = scene.resources.map { use -> String in
            let name = use.resource.name.text
            guard let feeding, feeding.use.resource.name.text == name,
                  let stream = use.resource.requirements.first(where: { $0.model.requirement.selector == use.loop?.requirement.selector })
            else { return "\(use.resource.property): \(name)ResourceSpy()" }
            return "\(use.resource.property): \(name)ResourceSpy(\(stream.spyValues): [\(feeding.value)])"
        }
        return "\(scene.name.text)Store(\(arguments.joined(separator: ", ")))"
    }

    private static func needsFoundation(_ scene: SceneModel) -> Bool {
        scene.events.contains { $0.values.contains { $0.type.namesMoreThanTheStandardLibrary } }
            || scene.resources.contains { $0.loop != nil && $0.resource.needsFoundation }
    }
}

/// Sample values for an event's values in tests: a value other than a field's initial one where the
/// event sets that field, so the check can tell the two apart.
private struct Samples {
    /// Each value's name in code (`value`, or a keyword in backticks) to its sample.
    private var samples: [String: String] = [:]
    /// The first value type without a sample, if any.
    private(set) var unsampledType: String?
    private let labels: [(label: String, declaration: String)]

    init(_ event: SceneEvent) {
        labels = event.values.map { (GeneratedNames.callLabel($0.name), $0.declaration) }
        for value in event.values {
            let initial = event.assignments.first { $0.value == value.declaration }?.field.initialValue
            guard let sample = Self.value(for: value.type, initial: initial) else {
                unsampledType = unsampledType ?? value.type.text
                continue
            }
            samples[value.declaration] = sample
        }
    }

    /// A sample of `type`, different from `initial` where it can be.
    static func value(for type: SwiftTypeText, initial: String?) -> String? {
        let candidates: [String]
        switch SwiftTypeSpelling.normalized(type.text) {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": candidates = ["1", "2"]
        case "Double", "Float", "CGFloat": candidates = ["1.5", "2.5"]
        case "String": candidates = ["\"sample\"", "\"other\""]
        case "Bool": candidates = ["true", "false"]
        default: return type.sampleValue
        }
        return candidates.first { $0 != initial } ?? candidates.first
    }

    /// What an assignment's value is in a test: the sample of the event's value, or `true`.
    func value(of assigned: String) -> String {
        samples[assigned] ?? assigned
    }

    /// `setCount(value: 1)`: the logic function called with the samples; `nil` when a value has none.
    func call(of event: SceneEvent) -> String? {
        guard unsampledType == nil else { return nil }
        return "\(event.name)(\(arguments))"
    }

    /// `setCount(value: 1)` as the event's case, or `increaseCount`.
    func caseValue(of event: SceneEvent) -> String {
        event.values.isEmpty ? event.name : "\(event.name)(\(arguments))"
    }

    private var arguments: String {
        labels.map { GeneratedNames.argument(label: $0.label, value: samples[$0.declaration] ?? "") }.joined(separator: ", ")
    }
}
