/// No class inherits from a class the codebase declares itself.
package struct CustomClassInheritanceRule: CodebaseRule {
    package static let description = RuleDescription(
        identifier: "custom_class_inheritance",
        name: "Custom Class Inheritance",
        defaultSeverity: .error,
        architectures: [.ssa, .elements],
        scope: .codebase,
        summary: "A class must not inherit from another class declared in the linted code; framework superclasses are fine.",
        rationale: """
            A subclass depends on every detail of its superclass, including the ones added after it was \
            written, and base classes grow into places where unrelated helpers pile up. The architecture \
            shares behaviour through protocols with default implementations and through composition, and \
            keeps inheritance for the platform's own classes such as `UIView` and `UIViewController`. \
            The superclass's name is looked up as the compiler would: a nested class counts only from \
            inside the type that encloses it (or an extension of that type), a protocol, struct, enum or \
            type alias of the same name closer to the subclass hides it, a `private` or `fileprivate` \
            class counts only in its own file, a class declared in a body of code (a local class) counts \
            only inside that body, and a leading module name is ignored. Local classes are checked like \
            any other: a test double that subclasses a class of the codebase is reported too.
            """,
        fix: """
            Turn the shared superclass into a protocol with an extension that provides the common behaviour, \
            or into a helper the class holds. Classes that must stay (for example a base view controller kept \
            for a migration, or the `NiblessView` an Elements codebase builds its views on) can be listed \
            under `allowed_superclasses` in `.sss.yml`.
            """,
        topic: "no-inheritance",
        options: [allowedSuperclasses],
        triggeringExamples: [
            RuleExample("class ↓LoginView: BaseView {}", otherFiles: ["class BaseView: UIView {}"]),
            RuleExample("final class ↓Leaf: Tree.Node<Int>, Equatable {}", otherFiles: ["enum Tree {\n    class Node<Value> {}\n}"]),
            RuleExample("class Base {}\nfinal class ↓Derived: Base {}"),
            RuleExample("class Base {}\n#if os(iOS)\nclass ↓PhoneView: Base {}\n#else\nclass ↓OtherView: Base {}\n#endif"),
            RuleExample("final class ↓Ticker: `Clock` {}\nfinal class ↓Job: MyApp.Worker {}", otherFiles: ["class Clock {}\nclass Worker {}"]),
            RuleExample("extension Feed {\n    final class ↓PhotoRow: Row {}\n}", otherFiles: ["enum Feed {\n    class Row {}\n}"]),
            RuleExample("func testSend() {\n    final class ↓FakeSocket: Socket {}\n}", otherFiles: ["class Socket {}"]),
            RuleExample("func testLogin() {\n    class Base {}\n    if flag {\n        final class ↓Derived: Base {}\n    }\n}"),
            RuleExample("final class ↓Inner<D>: Producer<D, (Int) -> Bool> {}\nfinal class ↓Wrapped<D>\n    : Producer<D, (Int) -> Bool>, Sendable {}", otherFiles: ["class Producer<Input, Output> {}"]),
        ],
        nonTriggeringExamples: [
            RuleExample("final class LoginView: UIView {}"),
            RuleExample("final class LoginViewController: UIViewController, LoginRendering {}"),
            RuleExample("final class Banner: BannerRendering {}", otherFiles: ["protocol BannerRendering: AnyObject {}"]),
            RuleExample("struct Settings: Base {}", otherFiles: ["class Base {}"]),
            RuleExample("extension Base: Equatable {}", otherFiles: ["class Base {}"]),
            RuleExample("final class Screen {\n    class func make() -> Screen { Screen() }\n}"),
            RuleExample(
                "final class Conduit: Subscription {}",
                otherFiles: ["protocol Subscription {}\nextension Notification {\n    final class Subscription {}\n}"]
            ),
            RuleExample("final class Row: Cell {}", otherFiles: ["private class Cell {}"]),
            RuleExample("final class Row: Cell {}", otherFiles: ["func makeCell() {\n    class Cell {}\n}"]),
            RuleExample("func first() {\n    class Base {}\n}\nfunc second() {\n    final class Leaf: Base {}\n}"),
            RuleExample("class Base {}\nfunc make() {\n    struct Base {}\n    final class Leaf: Base {}\n}"),
        ]
    )

    /// Classes a class may inherit from although the codebase declares them.
    package static let allowedSuperclasses = RuleOption(
        key: "allowed_superclasses",
        kind: .classNames,
        documentation: """
            Classes of the codebase that others may still inherit from, such as a base view controller \
            kept for a migration; a name matches the superclass as written, module or enclosing types included.
            """
    )

    private let allowed: Set<String>

    package init(settings: LintSettings) {
        allowed = Set(settings.value(of: Self.allowedSuperclasses, forRule: Self.description.identifier))
    }

    package var membersRead: MembersRead { .none }

    package func check(_ file: FileSummary, in index: CodebaseIndex) -> [Violation] {
        file.types.compactMap { type in
            guard type.kind == .class, let written = type.inheritance.first?.named else { return nil }
            let superclass = CodebaseIndex.withoutBackticks(written)
            guard !allowed.contains(superclass) else { return nil }
            guard let declared = index.resolveClass(
                superclass, from: index.enclosingScopes(ofTypeAt: type.nameOffset, in: file.path), in: file.path
            ) else { return nil }
            return Violation(
                offset: type.nameOffset,
                reason: "'\(type.name)' inherits from '\(superclass)', a class declared in this codebase; "
                    + "share behaviour through a protocol extension or composition instead",
                related: [Violation.Note(path: declared.path, offset: declared.offset, message: "'\(declared.name)' is declared here")],
                declarationPath: DeclarationPath.of(type),
                role: nil
            )
        }
    }
}
