/// The values the test templates read (`InteractionTests`, `NavigationTests`); the variables are
/// listed at the top of each template. What differs between the test libraries (the import, the
/// test type, how a test is declared, how a check is spelt) comes from here, so one template serves
/// both.
enum TestContexts {
    /// For `InteractionTests`.
    static func interaction(_ interaction: InteractionModel, in feature: FeatureModel, module: String, framework: TestFramework) -> TemplateValue {
        let sampleInputs = interaction.inputs.sampleArgumentList
        let waiting = Set(zip(interaction.events, interaction.actions).compactMap { event, action -> String? in
            guard case .load(let service, let requirement) = action, requirement.requirement.isAsync, !event.isAsync else { return nil }
            return service.name.text
        })
        let events = zip(interaction.events, interaction.actions).map { event, action in
            eventTest(event, action, of: interaction, waiting: waiting, framework: framework)
        }
        let types = interaction.inputs.map(\.type) + interaction.events.flatMap { $0.event.parameters.map { SwiftTypeText($0.type.text) } }
            + interaction.services.flatMap { $0.requirements.flatMap { requirement in
                (requirement.requirement.parameters.map(\.type.text) + [requirement.requirement.returnType?.text].compactMap { $0 }).map(SwiftTypeText.init)
            } }
        var values = library(framework, suite: "\(interaction.name.text)InteractionTests")
        values["identityCheck"] = .string(Expectation.identical("navigation.navigationController", "navigationController").line(in: framework))
        values["module"] = .string(module)
        values["feature"] = .string(feature.name.text)
        values["name"] = .string(interaction.name.text)
        values["navigates"] = .bool(interaction.navigates)
        values["closes"] = .bool(interaction.closes)
        values["importsFoundation"] = .bool(types.contains(where: \.namesMoreThanTheStandardLibrary))
        values["canBuild"] = .bool(sampleInputs != nil)
        values["unbuildableType"] = .string(interaction.inputs.unsampledType ?? "")
        values["hasTests"] = .bool(interaction.navigates || !interaction.events.isEmpty)
        values["construction"] = .list(construction(of: interaction, inputs: sampleInputs ?? []).map { ["line": .string($0)] })
        values["renders"] = .list(interaction.renders.map { ["name": .string($0.entry.text), "spy": .string($0.property)] })
        values["services"] = .list(interaction.services.map { service(spyFor: $0, waits: waiting.contains($0.name.text)) })
        values["destinations"] = .list(interaction.navigates ? feature.destinations.map { destination in
            ["name": .string(destination.name.text), "method": .string(destination.method), "parameters": .string(destination.arguments.declarations)]
        } : [])
        values["events"] = .list(events)
        return .object(values)
    }

    /// For `NavigationTests`.
    static func navigation(_ feature: FeatureModel, module: String, framework: TestFramework) -> TemplateValue {
        let construction: [String]
        if feature.isEnum || feature.destinations.isEmpty {
            construction = ["let navigation = \(feature.name.text)Navigation()"]
        } else {
            construction = ["let navigation = \(feature.name.text)Navigation("]
                + feature.destinations.enumerated().map { index, destination in
                    "    \(destination.assembler): \(destination.name.text)AssemblingStub()" + (index == feature.destinations.count - 1 ? "" : ",")
                }
                + [")"]
        }
        func checks(_ expectations: Expectation...) -> TemplateValue {
            .list(expectations.map { ["line": .string($0.line(in: framework))] })
        }
        let pushed = "navigationController.pushedViewControllers"
        let presented = "navigationController.presentedViewControllers"
        let types = feature.destinations.flatMap { $0.arguments.map(\.type) }
        var values = library(framework, suite: "\(feature.name.text)NavigationTests")
        values["pushed"] = checks(.equal("\(pushed).count", "1"), .isTrue("\(presented).isEmpty"))
        values["presented"] = checks(.equal("\(presented).count", "1"), .isTrue("\(pushed).isEmpty"))
        values["popped"] = checks(.equal("navigationController.poppedCount", "1"), .equal("navigationController.dismissedCount", "0"))
        values["dismissed"] = checks(.equal("navigationController.dismissedCount", "1"), .equal("navigationController.poppedCount", "0"))
        values["module"] = .string(module)
        values["feature"] = .string(feature.name.text)
        values["closable"] = .bool(feature.closable)
        values["isEnum"] = .bool(feature.isEnum)
        values["importsFoundation"] = .bool(types.contains(where: \.namesMoreThanTheStandardLibrary))
        values["construction"] = .list(construction.map { ["line": .string($0)] })
        values["stubs"] = .list(feature.isEnum ? [] : feature.destinations.map { destination in
            ["name": .string(destination.name.text), "parameters": .string(destination.arguments.declarations)]
        })
        values["destinations"] = .list(feature.destinations.map { destination in
            let arguments = destination.arguments.sampleArguments
            return [
                "name": .string(destination.name.text),
                "method": .string(destination.method),
                "isModal": .bool(destination.isModal),
                "isTestable": .bool(arguments != nil),
                "call": .string("\(destination.method)(\(arguments ?? ""))"),
                "unsampledType": .string(destination.arguments.unsampledType ?? ""),
                "testName": .string("test\(CaseConversion.upperFirst(destination.method))" + (destination.isModal ? "PresentsIt" : "PushesIt")),
            ]
        })
        return .object(values)
    }

    /// The values that name the test library's parts.
    static func library(_ framework: TestFramework, suite name: String) -> [String: TemplateValue] {
        switch framework {
        case .swiftTesting:
            ["library": "Testing", "suite": .string("struct \(name)"), "test": "@Test func"]
        case .xctest:
            ["library": "XCTest", "suite": .string("final class \(name): XCTestCase"), "test": "func"]
        }
    }

    private static func construction(of interaction: InteractionModel, inputs: [String]) -> [String] {
        let type = "\(interaction.name.text)Interaction"
        var arguments = inputs
        arguments += interaction.services.map { "\($0.label): \($0.property)" }
        if interaction.navigates { arguments.append("navigation: navigation") }
        guard interaction.hasLongInitializer else {
            return ["let interaction = \(type)(\(arguments.joined(separator: ", ")))"]
        }
        return ["let interaction = \(type)("]
            + arguments.enumerated().map { "    \($1)" + ($0 == arguments.count - 1 ? "" : ",") }
            + [")"]
    }

    private static func service(spyFor service: ServiceModel, waits: Bool) -> TemplateValue {
        [
            "name": .string(service.name.text),
            "spy": .string(service.property),
            "waits": .bool(waits),
            "throws": .bool(service.requirements.contains { $0.sampleResult == nil && $0.returnsValue }),
            "requirements": .list(service.requirements.map { requirement in
                [
                    "signature": .string(requirement.signature),
                    "selector": .string(requirement.selector),
                    "result": .string(requirement.sampleResult ?? ""),
                    "fails": .bool(requirement.sampleResult == nil && requirement.returnsValue),
                ]
            }),
        ]
    }

    private static func eventTest(
        _ event: EventModel, _ action: StarterAction, of interaction: InteractionModel, waiting: Set<String>, framework: TestFramework
    ) -> TemplateValue {
        var expectations = interaction.renders.map { Expectation.isTrue("\($0.property).renderables.isEmpty") }
        var comment = "The starter code does nothing yet: change these expectations together with it."
        var waitsFor = ""
        var asked: String?
        switch action {
        case .nothing:
            break
        case .load(let service, let requirement):
            asked = service.name.text
            if waiting.contains(service.name.text), requirement.requirement.isAsync, !event.isAsync { waitsFor = service.property }
            comment = "The starter code asks \(service.name.text) for \(requirement.selector) and renders nothing yet: change these expectations together with it."
        case .close:
            comment = "The starter code closes the screen: change these expectations together with it."
        case .present(let destination):
            comment = "The starter code shows \(destination.name.text): change these expectations together with it."
        }
        for service in interaction.services {
            if service.name.text == asked, case .load(_, let requirement) = action {
                expectations.append(.equal("\(service.property).calls", "[\"\(requirement.selector)\"]"))
            } else {
                expectations.append(.isTrue("\(service.property).calls.isEmpty"))
            }
        }
        if interaction.navigates {
            if case .present(let destination) = action {
                expectations.append(.equal("navigation.presentedInterfaces", "[\"\(destination.name.text)\"]"))
            } else {
                expectations.append(.isTrue("navigation.presentedInterfaces.isEmpty"))
            }
            if interaction.closes {
                if case .close = action {
                    expectations.append(.equal("navigation.closeCount", "1"))
                } else {
                    expectations.append(.equal("navigation.closeCount", "0"))
                }
            }
        }
        if expectations.isEmpty {
            comment = "The starter code has no effect a test can see yet: add expectations as it grows."
        }
        let call = event.sampleCall.map { (event.isAsync ? "await " : "") + "interaction." + $0 } ?? ""
        return [
            "testName": .string(event.testName),
            "isTestable": .bool(event.sampleCall != nil),
            "call": .string(call),
            "waitsFor": .string(waitsFor),
            "comment": .string(comment),
            "expectations": .list(expectations.map { ["line": .string($0.line(in: framework))] }),
            "selector": .string(event.selector),
            "unsampledType": .string(event.unsampledType ?? ""),
        ]
    }
}

/// One thing a generated test checks, spelt by each test library in its own words.
enum Expectation {
    case isTrue(String)
    case equal(String, String)
    case identical(String, String)

    /// `#expect(…)` for Swift Testing; `XCTAssertTrue(…)`, `XCTAssertEqual(…, …)` or
    /// `XCTAssertIdentical(…, …)` for XCTest.
    func line(in framework: TestFramework) -> String {
        switch (self, framework) {
        case (.isTrue(let condition), .swiftTesting): "#expect(\(condition))"
        case (.equal(let actual, let expected), .swiftTesting): "#expect(\(actual) == \(expected))"
        case (.identical(let actual, let expected), .swiftTesting): "#expect(\(actual) === \(expected))"
        case (.isTrue(let condition), .xctest): "XCTAssertTrue(\(condition))"
        case (.equal(let actual, let expected), .xctest): "XCTAssertEqual(\(actual), \(expected))"
        case (.identical(let actual, let expected), .xctest): "XCTAssertIdentical(\(actual), \(expected))"
        }
    }
}
