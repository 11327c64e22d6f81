/// A setting a rule accepts in its section of `.sss.yml`, besides `severity` and `excluded`.
///
/// A rule declares its options next to its check, in its ``RuleDescription``; the configuration
/// reader, `sss config` and the rule's page take them from there, and the rule reads its value with
/// ``LintSettings/value(of:forRule:)``.
public struct RuleOption: Sendable {
    /// What kind of value an option takes.
    public enum Kind: String, Sendable {
        /// A list of class names, each possibly qualified by its module or enclosing types
        /// (`Legacy.BaseView`).
        case classNames

        /// How the rule's page names the kind.
        public var title: String {
            switch self {
            case .classNames: "list of class names"
            }
        }
    }

    /// The key in the rule's section, such as `allowed_superclasses`.
    public let key: String
    public let kind: Kind
    /// The value when the configuration gives none.
    public let defaultValue: [String]
    /// What the option changes, in a sentence or two, for the rule's page.
    public let documentation: String

    public init(key: String, kind: Kind, defaultValue: [String] = [], documentation: String) {
        self.key = key
        self.kind = kind
        self.defaultValue = defaultValue
        self.documentation = documentation
    }
}
