/// Every rule `sss` knows, in the order the rule book lists them.
public enum RuleRegistry {
    package static var all: [any Rule.Type] {
        [
            CustomClassInheritanceRule.self,
            AssemblerSingleInitializerRule.self,
            AssemblerSingleMethodRule.self,
            AssemblerKindRule.self,
            FinalComponentRule.self,
            WeakRenderingRule.self,
            ClassBoundRenderingRule.self,
            ImmutableRenderableRule.self,
            UseNotInitRule.self,
            ComponentConformanceRule.self,
            ProtocolDependencyRule.self,
            InteractionEventNamingRule.self,
            SimplerEventEnumRule.self,
            SimplerExhaustivePipeRule.self,
            SimplerThinInterfaceRule.self,
            SimplerPureLogicRule.self,
            SimplerSceneOwnsStateRule.self,
            ElementsUserInterfaceNoUIKitRule.self,
            ElementsWeakResponderRule.self,
            ElementsClassBoundResponderRule.self,
            ElementsViewStateValueRule.self,
            ElementsUserInterfaceViewRule.self,
            SuperfluousDisableCommandRule.self,
        ]
    }

    public static var descriptions: [RuleDescription] {
        all.map { $0.description }
    }

    /// The rule with this identifier.
    package static func rule(identifier: String) -> (any Rule.Type)? {
        all.first { $0.description.identifier == identifier }
    }

    public static var identifiers: [String] {
        all.map { $0.description.identifier }
    }

    /// The command that prints the page of the rule `identifier`, such as `sss rules final_component`;
    /// `nil` for identifiers without a page (findings of the linter itself rather than of a rule).
    public static func pageCommand(for identifier: String) -> String? {
        rule(identifier: identifier) == nil ? nil : "sss rules \(identifier)"
    }
}
