/// An Elements feature and what the generator makes of its spec: the view state's fields, the
/// methods of each protocol with what the starter view controller does in each, the use cases with
/// their factories, and the root view's controls.
struct ElementsScreen: Sendable {
    let spec: ElementsSpec
    let fields: [SceneField]
    let userInterface: [RequirementModel]
    let interactions: [ElementsMethod]
    let observes: [ElementsMethod]
    let useCases: [ElementsUseCase]
    let controls: RootViewControls

    var name: LocatedText { spec.name }
    var feature: String { spec.name.text }
    /// `SignInViewState`: the one type an observed event's sample value can be made of besides the
    /// plain ones.
    var viewState: String { feature + "ViewState" }
    /// Whether the feature has an observer: it observes at least one event.
    var hasObserver: Bool { !observes.isEmpty }

    init(_ spec: ElementsSpec) {
        self.spec = spec
        fields = spec.state.map(SceneField.init)
        userInterface = spec.userInterface.map(RequirementModel.init)
        let useCases = spec.useCases.map(ElementsUseCase.init)
        self.useCases = useCases
        let viewState = spec.name.text + "ViewState"
        let names = (spec.interactions + spec.observes).map(\.name.text)
        let repeated = Set(names.filter { name in names.filter { $0 == name }.count > 1 })
        interactions = spec.interactions.map { requirement in
            ElementsMethod(requirement, action: Self.action(of: requirement, starting: useCases), viewState: viewState, isOverloaded: repeated.contains(requirement.name.text))
        }
        observes = spec.observes.map { requirement in
            ElementsMethod(requirement, action: Self.action(of: requirement, viewState: viewState), viewState: viewState, isOverloaded: repeated.contains(requirement.name.text))
        }
        controls = RootViewControls(interactions: spec.interactions, state: spec.state)
    }

    /// An interaction named after a use case (`signIn` for `SignIn`, or a name that ends with it, such
    /// as `startSignIn`) makes that use case from its values, matched to the inputs by name and type,
    /// and starts it.
    private static func action(of interaction: Requirement, starting useCases: [ElementsUseCase]) -> ElementsMethod.Action {
        let name = interaction.name.text
        let named = useCases.filter { useCase in
            let useCaseName = useCase.name.text
            return name == GeneratedNames.lowered(useCaseName) || (name.hasSuffix(useCaseName) && name.count > useCaseName.count)
        }.max { $0.name.text.count < $1.name.text.count }
        guard let useCase = named else { return .none }
        var arguments: [String] = []
        for input in useCase.spec.inputs {
            let type = SwiftTypeSpelling.normalized(input.type.text)
            guard let parameter = interaction.parameters.first(where: {
                $0.name.text == input.name.text && SwiftTypeSpelling.normalized($0.type.text) == type
            }) else { return .makesByHand(useCase) }
            arguments.append(SwiftIdentifier.escaped(parameter.name.text))
        }
        return .starts(useCase, arguments: arguments)
    }

    /// An observed event whose one value is the feature's view state renders it.
    private static func action(of observed: Requirement, viewState: String) -> ElementsMethod.Action {
        guard observed.parameters.count == 1, let parameter = observed.parameters.first,
              SwiftTypeSpelling.normalized(parameter.type.text) == viewState
        else { return .none }
        return .renders(SwiftIdentifier.escaped(parameter.name.text))
    }
}

/// One method of the interaction responder or the event responder, which the view controller
/// implements, and what its starter code does.
struct ElementsMethod: Sendable {
    enum Action: Sendable {
        /// Makes the use case with these arguments and starts it.
        case starts(ElementsUseCase, arguments: [String])
        /// Named after the use case, but its values do not match the inputs: a comment says to make it.
        case makesByHand(ElementsUseCase)
        /// Renders the view state it is given, named as this parameter.
        case renders(String)
        /// A comment saying what to decide.
        case none
    }

    let model: RequirementModel
    let action: Action
    /// The test's name, `signIn`; the parameter names follow when another method shares the name.
    let testName: String
    /// The call with a sample value per parameter, `signIn(email: "", password: "")`, or `nil` when a
    /// parameter's type has no sample value.
    let sampleCall: String?
    /// The first parameter type without a sample value.
    let unsampledType: String?

    init(_ requirement: Requirement, action: Action, viewState: String, isOverloaded: Bool) {
        model = RequirementModel(requirement)
        self.action = action
        let base = requirement.name.text + (isOverloaded ? requirement.parameters.map { CaseConversion.upperFirst($0.name.text) }.joined() : "")
        testName = base
        var arguments: [String] = []
        var unsampled: String?
        for parameter in requirement.parameters {
            let type = SwiftTypeText(parameter.type.text)
            let sample = SwiftTypeSpelling.normalized(type.text) == viewState ? viewState + "()" : type.sampleValue
            guard let sample else {
                unsampled = unsampled ?? parameter.type.text
                continue
            }
            arguments.append(GeneratedNames.argument(label: parameter.argumentLabel, value: sample))
        }
        unsampledType = unsampled
        sampleCall = unsampled == nil ? "\(model.member)(\(arguments.joined(separator: ", ")))" : nil
    }

    var selector: String { model.selector }
}

/// A use case and the names its generated code gives it.
struct ElementsUseCase: Sendable {
    let spec: UseCaseSpec
    var name: LocatedText { spec.name }
    /// The view controller's property and initializer parameter, and the container's method:
    /// `makeSignInUseCase`.
    let maker: String
    /// The factory's function type: `(String, String) -> any UseCase`.
    let factoryType: String
    /// The inputs as the initializer and the container's method declare them: `email: String`.
    let parameters: String
    /// The class made from the container's method's parameters: `SignInUseCase(email: email)`.
    let construction: String

    init(_ spec: UseCaseSpec) {
        self.spec = spec
        maker = "make" + spec.name.text + "UseCase"
        factoryType = "(" + spec.inputs.map(\.type.text).joined(separator: ", ") + ") -> any UseCase"
        parameters = spec.inputs.map { "\(SwiftIdentifier.escaped($0.name.text)): \($0.type.text)" }.joined(separator: ", ")
        let arguments = spec.inputs.map { GeneratedNames.argument(label: $0.name.text, value: SwiftIdentifier.escaped($0.name.text)) }
        construction = spec.name.text + "UseCase(" + arguments.joined(separator: ", ") + ")"
    }

    /// Whether a type its inputs name needs Foundation.
    var needsFoundation: Bool {
        spec.inputs.contains { SwiftTypeText($0.type.text).namesMoreThanTheStandardLibrary }
    }
}
