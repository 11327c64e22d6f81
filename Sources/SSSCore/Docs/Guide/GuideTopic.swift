/// One page of `sss docs`: a component or a principle of the architecture.
public struct GuideTopic: Sendable {
    /// The section of the topic list the page is listed under.
    public enum Kind: String, Sendable, CaseIterable {
        case component
        case principle
        case notes
        /// Another architecture than Super Simple Architecture, on a page of its own.
        case architecture
    }

    /// The word given to `sss docs`, such as `renderable`.
    public let identifier: String
    public let title: String
    public let kind: Kind
    /// One line for the topic list.
    public let summary: String
    /// The page's paragraphs, separated by blank lines. Lines starting with `- ` are list items.
    public let body: String
    /// The lint rules that guard what the page describes.
    public let ruleIdentifiers: [String]
    /// Files of the guide's example feature shown at the end of the page, as `sss generate` writes them.
    public let exampleFiles: [String]
    /// The architecture the page is about, whose example feature it shows.
    public let architecture: Architecture

    public init(
        identifier: String,
        title: String,
        kind: Kind,
        summary: String,
        body: String,
        ruleIdentifiers: [String] = [],
        exampleFiles: [String] = [],
        architecture: Architecture = .ssa
    ) {
        self.identifier = identifier
        self.title = title
        self.kind = kind
        self.summary = summary
        self.body = body
        self.ruleIdentifiers = ruleIdentifiers
        self.exampleFiles = exampleFiles
        self.architecture = architecture
    }
}

/// Every page of the architecture guide, in reading order.
public enum Guide {
    public static let topics: [GuideTopic] = [
        .renderable, .rendering, .interaction, .assembler, .navigation,
        .noInheritance, .tellWhatHappened, .useNotInit, .dependOnProtocols,
        .readings, .suppressions,
        .simpler, .elements,
    ]

    /// The topic called `name`, in any case and with `_` or spaces for `-`: `No_Inheritance` finds
    /// `no-inheritance`.
    public static func topic(_ name: String) -> GuideTopic? {
        let identifier = TypedName.normalized(name, separator: "-")
        return topics.first { $0.identifier == identifier }
    }

    /// The small feature every page draws its example from.
    public static let exampleSpec = """
        feature: Greeting
        renderables:
          Message:
            text: String
        interactions:
          Greeter:
            renders: [Message]
            events:
              - didTapGreet
            navigates: true
        navigation:
          Profile: push

        """

    /// The SIMPLER feature the `simpler` page draws its example from.
    public static let simplerExampleSpec = """
        architecture: simpler
        feature: Counter
        model:
          count: Int = 0
        events:
          - increaseCount
          - setCount(value: Int)
          - tickReceived(date: Date)
        interfaces:
          Display:
            shows: [count]
          Controls:
            sends: [increaseCount, setCount]
        resources:
          Clock:
            provides:
              - ticks() -> AsyncStream<Date>
            sends: tickReceived

        """

    /// The Elements feature the `elements` page draws its example from: the spec reference's.
    public static let elementsExampleSpec = SpecReferenceElements.example

    /// The spec an architecture's page draws its example from and the file name it is read under;
    /// `nil` for Super Simple Architecture, whose pages share the example feature of the index.
    static func exampleSpec(of architecture: Architecture) -> (path: String, text: String)? {
        switch architecture {
        case .ssa: nil
        case .simpler: (GuideExample.simplerSpecPath, simplerExampleSpec)
        case .elements: (GuideExample.elementsSpecPath, elementsExampleSpec)
        }
    }
}
