/// A resource and what its generated protocol, live implementation and test spy write for each
/// requirement.
struct ResourceModel: Sendable {
    let resource: Resource
    let name: LocatedText
    /// The store's property and initializer parameter: `clock`.
    let property: String
    let requirements: [ResourceRequirement]

    init(_ resource: Resource) {
        self.resource = resource
        name = resource.name
        property = GeneratedNames.property(for: resource.name.text)
        requirements = resource.requirements.map(ResourceRequirement.init)
    }

    /// The requirements as text, to tell whether two declarations of one resource agree.
    var canonicalRequirements: [String] {
        resource.requirements.map(\.canonicalText)
    }

    var needsFoundation: Bool {
        requirements.contains { $0.model.needsFoundation }
    }

    /// Whether the spy needs an error to throw: a requirement throws and has no value to return.
    var spyThrows: Bool {
        requirements.contains { $0.body == .throwing }
    }
}

/// One requirement of a resource, and what the live implementation and the spy do in it.
struct ResourceRequirement: Sendable {
    enum Body: Equatable, Sendable {
        /// A stream that ends at once (the spy's yields the values it is given first).
        case stream(element: String?)
        /// A plain value of the result type.
        case value(String)
        /// Nothing to return.
        case nothing
        /// An error, for a requirement that throws and returns a type without a plain value.
        case throwing
        /// Nothing the generator can write: the requirement neither throws nor returns a type with a
        /// plain value (the planner refuses it).
        case unwritable
    }

    let model: RequirementModel
    let body: Body

    init(_ requirement: Requirement) {
        model = RequirementModel(requirement)
        let result = requirement.returnType.map { SwiftTypeSpelling.normalized($0.text) }
        if let result, result.hasPrefix("AsyncStream<") || result.hasPrefix("AsyncThrowingStream<") {
            body = .stream(element: Resource.streamElement(of: requirement))
        } else if let sample = model.sampleResult {
            body = .value(sample)
        } else if result == nil {
            body = .nothing
        } else {
            body = requirement.isThrowing ? .throwing : .unwritable
        }
    }

    /// Whether the generator can write the requirement: it returns nothing, a stream or a type with
    /// a plain value, or it throws.
    var isWritable: Bool {
        body != .unwritable
    }

    /// The property of the spy holding the values a stream yields: `ticksValues`.
    var spyValues: String {
        GeneratedNames.lowered(model.requirement.name.text) + "Values"
    }
}

/// A resource as one feature's store uses it: the loop that sends each value of its stream as an
/// event, when the spec says `sends`.
struct ResourceUse: Sendable {
    let resource: ResourceModel
    /// The stream and the event each of its values becomes.
    let loop: Loop?

    struct Loop: Sendable {
        /// The store's method that runs the loop: `runClock`.
        let method: String
        /// The call that gives the stream: `clock.ticks()`, with `await` when the requirement is async.
        let stream: String
        let requirement: Requirement
        /// The event's case, such as `tickReceived`, and the label of its one value (`date`).
        let event: String
        let label: String
        /// The loop variable: the value's name.
        let value: String
    }

    init(_ resource: ResourceModel, sends: LocatedText?, events: [Event]) {
        self.resource = resource
        guard let sends, let event = events.first(where: { $0.name.text == sends.text }), let value = event.parameters.first,
              let stream = resource.resource.stream
        else {
            loop = nil
            return
        }
        let call = "\(resource.property).\(SwiftIdentifier.escaped(stream.name.text))()"
        loop = Loop(
            method: "run" + resource.name.text,
            stream: stream.isAsync ? "await " + call : call,
            requirement: stream,
            event: event.name.text,
            label: GeneratedNames.callLabel(value.name.text),
            value: SwiftIdentifier.escaped(value.name.text)
        )
    }
}
