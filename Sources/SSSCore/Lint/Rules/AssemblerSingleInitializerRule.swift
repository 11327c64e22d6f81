/// An Assembler's `assemble` builds one component directly and gets the rest from other Assemblers.
package struct AssemblerSingleInitializerRule: FileRule {
    package static let description = RuleDescription(
        identifier: "assembler_single_initializer",
        name: "Assembler Single Initializer",
        defaultSeverity: .error,
        summary: "Inside an Assembler's `assemble`, at most one initializer may be called directly on any path through the code.",
        rationale: """
            An Assembler builds exactly one component. When `assemble` creates the component's \
            dependencies as well, it quietly becomes the Assembler of several things, and the object \
            graph is wired in places that nobody looks at. Each dependency should come from its own \
            Assembler, which `assemble` calls; constructing that Assembler (`OtherAssembler()`) and static \
            factories (`Formatter.make()`) are not counted. Calls in different branches of `if`, `switch`, \
            `?:`, `do`/`catch` or `#if` are alternatives, so only the largest number on one path matters. \
            A call is read as an initializer when the called name starts with a capital letter, since \
            only the compiler can tell a type from a function named like one; Foundation's global \
            functions with capitalized names, such as `NSLocalizedString(…)`, are known and not counted.
            """,
        fix: "Create an Assembler for each dependency and call its `assemble()` instead of the dependency's initializer.",
        topic: "assembler",
        triggeringExamples: [
            RuleExample("""
                struct LoginAssembler {
                    func assemble() -> UIViewController {
                        LoginViewController(interaction: ↓LoginInteraction(service: ↓LoginService()))
                    }
                }
                """),
            RuleExample("""
                enum CacheAssembler {
                    static func assemble() -> Cache {
                        let storage = Storage<String>.init(capacity: 10)
                        let clock: Clock = .↓init()
                        return ↓Cache(storage: storage, clock: clock)
                    }
                }
                """),
            RuleExample("""
                struct ProfileAssembler {
                    func assemble(isGuest: Bool) -> ProfileInteracting {
                        if isGuest {
                            return GuestInteraction(log: ↓Log())
                        }
                        return ProfileInteraction()
                    }
                }
                """),
            RuleExample("""
                struct FeedAssembler {
                    func assemble() -> FeedInteracting {
                        let make = { FeedInteraction() }
                        return ↓Logged(make())
                    }
                }
                """),
            RuleExample("""
                struct SettingsAssembler {
                    func assemble(isAdmin: Bool, sections: [Section?]) -> SettingsInteracting {
                        if isAdmin {
                            do {
                                return try AdminSettingsInteraction()
                            } catch {
                                return GuestSettingsInteraction()
                            }
                        }
                        switch sections.count {
                        case 0:
                            let store = SettingsStore()
                            for case let section? in sections { print(section) }
                            return ↓SettingsInteraction(store: store)
                        default:
                            return SettingsInteraction(store: nil)
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                struct LoginAssembler {
                    private let interactionAssembler: LoginInteractionAssembling

                    init(interactionAssembler: LoginInteractionAssembling = LoginInteractionAssembler()) {
                        self.interactionAssembler = interactionAssembler
                    }

                    func assemble() -> UIViewController {
                        LoginViewController(
                            interaction: interactionAssembler.assemble(),
                            navigation: LoginNavigationAssembler().assemble()
                        )
                    }
                }
                """),
            RuleExample("""
                struct ProfileAssembler {
                    func assemble(isGuest: Bool, style: Style) -> ProfileInteracting {
                        if isGuest {
                            return GuestInteraction()
                        } else if style == .compact {
                            return CompactInteraction()
                        }
                        switch style {
                        case .plain: return PlainInteraction(formatter: Formatter.make())
                        default: return isGuest ? GuestInteraction() : ProfileInteraction()
                        }
                    }
                }
                """),
            RuleExample("""
                enum ClockAssembler {
                    static func assemble() -> Clock {
                        // Clock(Date())
                        let label = "Clock(Date())"
                        guard let zone = TimeZone.current.identifier.first else {
                            return FixedClock()
                        }
                        return SystemClock(label: label, zone: zone)
                    }
                }
                """),
            RuleExample("""
                struct StoreAssembler {
                    func assemble() -> Storing {
                        #if DEBUG
                        return InMemoryStore(title: NSLocalizedString("Debug", comment: ""))
                        #else
                        do {
                            return try DiskStore()
                        } catch {
                            return InMemoryStore(title: nil)
                        }
                        #endif
                    }
                }
                """),
            RuleExample("""
                struct ListBuilder {
                    func assemble() -> [Item] { [Item(), Item()] }
                }
                """),
        ]
    )

    /// Foundation's global functions whose names start with a capital letter, as types' names do.
    static let capitalizedFunctions: Set<String> = [
        "NSLocalizedString", "NSLog", "NSStringFromClass", "NSClassFromString", "NSStringFromSelector",
        "NSSelectorFromString", "NSStringFromProtocol", "NSProtocolFromString", "NSHomeDirectory",
        "NSTemporaryDirectory", "NSUserName", "NSFullUserName", "NSSearchPathForDirectoriesInDomains",
    ]

    private let settings: LintSettings

    package init(settings: LintSettings) {
        self.settings = settings
    }

    package var membersRead: MembersRead {
        MembersRead { type in isAssembler(type.kind, type.name) ? .assembleFunctions : [] }
    }

    private func isAssembler(_ kind: TypeDeclaration.Kind, _ name: String) -> Bool {
        kind != .protocol && settings.role(of: name) == .assembler
    }

    package func check(_ file: LintedFile) -> [Violation] {
        var violations: [Violation] = []
        for type in file.types where isAssembler(type.kind, type.name) {
            for function in type.functions where function.kind == .function && function.name == "assemble" {
                guard let body = function.body else { continue }
                let extra = ExecutionPaths.extraInitializerCalls(in: file, body: body) { name in
                    Self.capitalizedFunctions.contains(name) || settings.role(of: name) == .assembler
                }
                for offset in extra {
                    violations.append(Violation(
                        offset: offset,
                        reason: "'\(DeclarationPath.of(function, in: type))' calls more than one initializer on one path; "
                            + "get this dependency from its own Assembler",
                        declarationPath: DeclarationPath.of(function, in: type),
                        role: .assembler
                    ))
                }
            }
        }
        return violations
    }
}
