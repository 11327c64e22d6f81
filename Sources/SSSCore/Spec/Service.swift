/// A collaborator that interactions use to get or change data, declared under `services:`; gives
/// `NProviding`, `NService` and `NServiceAssembler`.
public struct Service: Sendable {
    /// The UpperCamelCase name, such as `Catalog`.
    public let name: LocatedText
    /// The requirements in spec order; there is always at least one.
    public let requirements: [Requirement]

    public init(name: LocatedText, requirements: [Requirement]) {
        self.name = name
        self.requirements = requirements
    }
}

/// One requirement of a service, written as a Swift function signature without `func`:
/// `products() async throws -> [Product]`.
public struct Requirement: Sendable {
    /// The lowerCamelCase method name; may be a Swift keyword.
    public let name: LocatedText
    public let parameters: [Parameter]
    public let isAsync: Bool
    public let isThrowing: Bool
    /// The result type as written, or `nil` when the requirement returns nothing (also for an
    /// explicit `Void` or `()`).
    public let returnType: LocatedText?
    /// The whole requirement text.
    public let location: SourceLocation

    public init(name: LocatedText, parameters: [Parameter], isAsync: Bool, isThrowing: Bool, returnType: LocatedText?, location: SourceLocation) {
        self.name = name
        self.parameters = parameters
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.returnType = returnType
        self.location = location
    }

    /// The method's full name: `product(id:)`.
    public var selector: String {
        Parameter.selector(name.text, parameters)
    }

    /// The requirement as Swift text, with types normalized, for comparing two declarations of one
    /// service.
    public var canonicalText: String {
        let parameters = parameters.map { parameter in
            (parameter.label.map { $0.text + " " } ?? "") + parameter.name.text + ": " + SwiftTypeSpelling.normalized(parameter.type.text)
        }
        var text = name.text + "(" + parameters.joined(separator: ", ") + ")"
        if isAsync { text += " async" }
        if isThrowing { text += " throws" }
        if let returnType { text += " -> " + SwiftTypeSpelling.normalized(returnType.text) }
        return text
    }
}
