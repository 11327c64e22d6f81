/// A service and the names made from it, together with what it takes from the feature that
/// declares it: the Assembler flavour, the access level and the folder its files go in.
struct ServiceModel: Sendable {
    let service: Service
    let name: LocatedText
    /// The feature whose spec declares the service.
    let feature: LocatedText
    /// The Interaction's stored property and initializer parameter, and the test spy: `catalog`.
    let property: String
    /// The property's name as an argument label in a call: `catalog`, unescaped but for `inout`.
    let label: String
    /// The Interaction Assembler's stored Assembler: `catalogServiceAssembler`.
    let assembler: String
    let isEnum: Bool
    let isPublic: Bool
    let requirements: [RequirementModel]

    init(_ service: Service, in spec: FeatureSpec) {
        self.service = service
        name = service.name
        feature = spec.name
        property = GeneratedNames.property(for: service.name.text)
        label = GeneratedNames.callLabel(GeneratedNames.lowered(service.name.text))
        assembler = GeneratedNames.lowered(service.name.text) + "ServiceAssembler"
        isEnum = spec.assembler == .enum
        isPublic = spec.access == .public
        requirements = service.requirements.map(RequirementModel.init)
    }

    /// The requirements as text, to tell whether two declarations of one service agree.
    var canonicalRequirements: [String] {
        service.requirements.map(\.canonicalText)
    }

    /// The requirement an interaction calls when its screen has loaded: the first without
    /// parameters, since the starter code has no values to pass.
    var loadingRequirement: RequirementModel? {
        requirements.first { $0.requirement.parameters.isEmpty }
    }

    var needsFoundation: Bool {
        requirements.contains(where: \.needsFoundation)
    }
}

/// One requirement of a service and the ways generated code writes it.
struct RequirementModel: Sendable {
    let requirement: Requirement
    /// The declaration after `func`: `product(id: UUID) async throws -> Product`.
    let signature: String
    let selector: String
    let member: String
    /// A value of the result type to return until the service is written; `nil` when there is no
    /// result, or no value is known (then the requirement throws).
    let sampleResult: String?

    init(_ requirement: Requirement) {
        self.requirement = requirement
        member = SwiftIdentifier.escaped(requirement.name.text)
        selector = requirement.selector
        let parameters = requirement.parameters.map { parameter in
            let name = SwiftIdentifier.escaped(parameter.name.text)
            let label = parameter.label.map { $0.text == "_" ? "_ " : SwiftIdentifier.escaped($0.text) + " " } ?? ""
            return "\(label)\(name): \(parameter.type.text)"
        }
        var signature = "\(member)(\(parameters.joined(separator: ", ")))"
        if requirement.isAsync { signature += " async" }
        if requirement.isThrowing { signature += " throws" }
        if let result = requirement.returnType { signature += " -> " + result.text }
        self.signature = signature
        sampleResult = requirement.returnType.flatMap { SwiftTypeText($0.text).sampleValue }
    }

    var returnsValue: Bool { requirement.returnType != nil }

    /// The call an interaction writes, with `try` and `await` as needed: `try await catalog.products()`.
    func call(on property: String) -> String {
        var call = "\(property).\(member)()"
        if requirement.isAsync { call = "await " + call }
        if requirement.isThrowing { call = "try " + call }
        return returnsValue ? "_ = " + call : call
    }

    var needsFoundation: Bool {
        let types = requirement.parameters.map(\.type.text) + (requirement.returnType.map { [$0.text] } ?? [])
        return types.contains { SwiftTypeText($0).namesMoreThanTheStandardLibrary }
    }
}
