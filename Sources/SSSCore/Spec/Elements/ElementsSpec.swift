/// One Elements screen (UIKit) as its spec describes it: the view state its user interface renders,
/// what else the user interface can be told, what the user can do on it, the outside events it
/// observes, and the use cases its view controller starts.
///
/// A spec that reads without errors is consistent: names are valid and unique, every method is a
/// plain call (not `async`, not throwing, returning nothing), and the view controller, which answers
/// both the interactions and the observed events, is never asked to declare one method twice.
public struct ElementsSpec: Sendable {
    /// The file the spec was read from.
    public let file: SourceFile
    /// The feature's UpperCamelCase name, such as `SignIn`.
    public let name: LocatedText
    /// The view state's fields in spec order, each with the value it starts with; may be empty.
    public let state: [ModelField]
    /// The user interface's requirements besides `render(newState:)`, in spec order.
    public let userInterface: [Requirement]
    /// What the user can do: the interaction responder's requirements, in spec order; at least one.
    public let interactions: [Requirement]
    /// The event responder's requirements: what the observer tells the view controller, in spec
    /// order. The feature has an observer only when there is at least one.
    public let observes: [Requirement]
    /// The units of work the view controller starts, in spec order.
    public let useCases: [UseCaseSpec]

    /// Every part of a spec; see the properties for what each holds.
    public struct Parts: Sendable {
        public var state: [ModelField] = []
        public var userInterface: [Requirement] = []
        public var interactions: [Requirement] = []
        public var observes: [Requirement] = []
        public var useCases: [UseCaseSpec] = []

        public init() {}
    }

    public init(file: SourceFile, name: LocatedText, parts: Parts) {
        self.file = file
        self.name = name
        state = parts.state
        userInterface = parts.userInterface
        interactions = parts.interactions
        observes = parts.observes
        useCases = parts.useCases
    }
}

/// A unit of work, written under `useCases:`: gives the class `NameUseCase` and the factory type
/// `NameUseCaseFactory`, which makes one from the inputs.
public struct UseCaseSpec: Sendable {
    /// The UpperCamelCase name, such as `SignIn`.
    public let name: LocatedText
    /// What the factory takes and the use case keeps, in spec order; may be empty.
    public let inputs: [Input]

    public init(name: LocatedText, inputs: [Input]) {
        self.name = name
        self.inputs = inputs
    }

    /// The inputs as text, to tell whether two declarations of one use case agree.
    public var canonicalInputs: String {
        inputs.declaration
    }
}
