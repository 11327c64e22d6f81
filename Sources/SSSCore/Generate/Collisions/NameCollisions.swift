/// Finds generated names that would clash: two spec names giving the same type (across every spec
/// of a run), a spec name giving the same member twice inside one generated type, or a spec name
/// giving a name the generated code or UIKit already uses.
///
/// Spec names are valid, unique identifiers once read; clashes appear only once suffixes are added
/// and first letters lowered (`PodInteraction` + `Assembler` = `Pod` + `InteractionAssembler`;
/// `URLPreview` and `UrlPreview` both give `urlPreview…`).
enum NameCollisions {
    /// Every clash, as errors at the later name with a note at the earlier one.
    static func check(_ features: [FeatureModel], includingTests: Bool) -> [Diagnostic] {
        var report = CollisionReport()
        var types = NameScope()
        types.reserve(["NavigationControlling", "NavigationControllerUsing"], .fixed(clause: "the shared NavigationControlling.swift declares"))
        types.reserve(["UIView", "UIStackView", "UIViewController"], .fixed(clause: "is a UIKit class the generated code uses"))
        var services: Set<String> = []
        for feature in features {
            claimTypes(of: feature, in: &types, includingTests: includingTests, into: &report)
            for service in feature.services where services.insert(service.name.text).inserted {
                var suffixes = ["Providing", "Service", "ServiceAssembler"]
                if !service.isEnum { suffixes.append("ServiceAssembling") }
                for suffix in suffixes {
                    types.claim(service.name.text + suffix, by: .service(service.name), into: &report)
                }
            }
            checkMembers(of: feature, includingTests: includingTests, into: &report)
        }
        return report.diagnostics
    }

    private static func claimTypes(of feature: FeatureModel, in types: inout NameScope, includingTests: Bool, into report: inout CollisionReport) {
        let name = feature.name.text
        let isStruct = !feature.isEnum
        var featureTypes = ["\(name)ViewController", "\(name)Assembler"]
        if isStruct { featureTypes.append("\(name)Assembling") }
        if feature.navigates {
            featureTypes += ["\(name)Navigating", "\(name)Navigation", "\(name)NavigationAssembler"]
            if isStruct { featureTypes.append("\(name)NavigationAssembling") }
            if includingTests { featureTypes.append("\(name)NavigationTests") }
        }
        for type in featureTypes {
            types.claim(type, by: .feature(feature.name), into: &report)
        }
        for renderable in feature.renderables {
            for suffix in ["Renderable", "Rendering", "View"] {
                types.claim(renderable.name.text + suffix, by: .renderable(renderable.name), into: &report)
            }
        }
        for interaction in feature.interactions {
            var suffixes = ["Interacting", "Interaction", "InteractionAssembler"]
            if isStruct { suffixes.append("InteractionAssembling") }
            if includingTests { suffixes.append("InteractionTests") }
            for suffix in suffixes {
                types.claim(interaction.name.text + suffix, by: .interaction(interaction.name), into: &report)
            }
        }
    }

    private static func checkMembers(of feature: FeatureModel, includingTests: Bool, into report: inout CollisionReport) {
        let name = feature.name.text
        var screen = NameScope(owner: "\(name)ViewController")
        screen.reserve(["stackView", "view"])
        for renderable in feature.renderables {
            screen.claim(renderable.view, by: .renderable(renderable.name), into: &report)
        }
        var assembler = NameScope(owner: "\(name)Assembler")
        for interaction in feature.interactions {
            screen.claim(interaction.property, by: .interaction(interaction.name), into: &report)
            assembler.claim(interaction.assembler, by: .interaction(interaction.name), into: &report)
        }
        for input in feature.inputs {
            assembler.claim(input.input.name.text, by: .input(input.input.name), into: &report)
        }
        if feature.navigates {
            var navigation = NameScope(owner: "\(name)Navigation")
            navigation.reserve(["navigationController", "viewController", "modalNavigationController"])
            for destination in feature.destinations {
                navigation.claim(destination.assembler, by: .destination(destination.name), into: &report)
            }
            for destination in feature.destinations {
                var method = NameScope(owner: "\(name)Navigation")
                method.reserve(["navigationController", "viewController", "modalNavigationController"])
                method.reserve(feature.isEnum ? [] : feature.destinations.map(\.assembler))
                for argument in destination.arguments {
                    method.claim(argument.input.name.text, by: .argument(argument.input.name), into: &report)
                }
            }
        }
        for renderable in feature.renderables {
            var view = NameScope(owner: "\(renderable.name.text)View")
            view.reserve(["accessibilityLabel", "accessibilityAttributedLabel"], .fixed(clause: "UIView declares already"))
            for field in renderable.fields {
                view.claim(field.label, by: .field(field.name), into: &report)
            }
        }
        for interaction in feature.interactions {
            checkMembers(of: interaction, includingTests: includingTests, into: &report)
        }
    }

    private static func checkMembers(of interaction: InteractionModel, includingTests: Bool, into report: inout CollisionReport) {
        let name = interaction.name.text
        let swiftSelf = NameOrigin.fixed(clause: "Swift reserves for the instance itself")
        var members = NameScope(owner: "\(name)Interaction")
        members.reserve(["self"], swiftSelf)
        members.reserve(["use"] + (interaction.navigates ? ["navigation"] : []))
        for use in interaction.renders {
            members.claim(GeneratedNames.lowered(use.entry.text), by: .renderable(use.entry), into: &report)
        }
        for input in interaction.inputs {
            members.claim(input.input.name.text, by: .input(input.input.name), into: &report)
        }
        for (entry, service) in zip(interaction.serviceEntries, interaction.services) {
            members.claim(GeneratedNames.lowered(service.name.text), by: .service(entry), into: &report)
        }
        var eventNames: Set<String> = []
        for event in interaction.events where eventNames.insert(event.name.text).inserted {
            members.claim(event.name.text, by: .event(event.name), into: &report)
        }
        var assembler = NameScope(owner: "\(name)InteractionAssembler")
        assembler.reserve(["navigationAssembler"] + interaction.services.map(\.assembler))
        for input in interaction.inputs {
            assembler.claim(input.input.name.text, by: .input(input.input.name), into: &report)
        }
        guard includingTests else { return }
        var locals = NameScope(owner: "\(name)InteractionTests")
        locals.reserve(["self"], swiftSelf)
        locals.reserve(["interaction"] + (interaction.navigates ? ["navigation"] : []))
        for use in interaction.renders {
            locals.claim(GeneratedNames.lowered(use.entry.text), by: .renderable(use.entry), into: &report)
        }
        for (entry, service) in zip(interaction.serviceEntries, interaction.services) {
            locals.claim(GeneratedNames.lowered(service.name.text), by: .service(entry), into: &report)
        }
        var tests = NameScope(owner: "\(name)InteractionTests")
        tests.reserve(["testRun", "testRunClass", "testCaseCount", "testMethodSelector"], .fixed(clause: "XCTestCase declares already"))
        if interaction.navigates {
            tests.reserve(["testUseHandsTheNavigationControllerToTheNavigation"])
        }
        for event in interaction.events {
            tests.claim(event.testName, by: .event(event.name), into: &report)
        }
    }
}
