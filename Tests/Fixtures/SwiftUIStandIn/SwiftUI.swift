// A small stand-in for SwiftUI, built by the tests as a module named `SwiftUI` (every `.swift` file of
// this folder, compiled together) so that generated SwiftUI code can be type-checked on Linux.
//
// Each declaration here is meant to read exactly like the one the iOS 17/18 SDK gives Swift: the same
// name, argument labels, generic constraints, optionality, result builders, closure types (`@escaping`,
// `@MainActor`, `@Sendable`, `@isolated(any)`), `@MainActor` isolation of view types and `nonisolated`
// initializers and modifiers, and `Sendable`-ness. Declarations were checked against Apple's SwiftUI
// documentation (developer.apple.com/documentation/swiftui), which now shows a later SDK; where the later
// SDK differs from iOS 18 (its `@ContentBuilder`, the `sending` task closure, `nonisolated` view types),
// the iOS 18 form is kept, and `README.md` beside this file lists what could not be checked exactly.
// The stand-in leaves out what generated code has no use for, but never loosens what it declares: code
// that compiles here should compile against the real framework. Nothing here draws anything, and the
// module is only ever type-checked, never run.
//
// Not stood in, on purpose:
// - `Observation` (`@Observable`, `Observable`) is the real module of the Linux toolchain, imported below.
// - `#Preview` and `@Previewable` are macros with no implementation here; generated code guards previews
//   with `#if canImport(DeveloperToolsSupport)`, which is false on Linux.
// - `ObservableObject`, `@Published` and `@StateObject` belong to Combine on Apple platforms, and there is
//   no Combine on Linux: generated code uses Observation instead.
//
// Like the real module, this one re-exports Foundation. It is built with library evolution, as SwiftUI
// is, so its enums that are not `@frozen` need `@unknown default` in a `switch`.

@_exported import Foundation
import Observation

// MARK: - Views

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

/// Views that SwiftUI draws itself have `Body == Never`; reaching their body is a programming error.
extension View where Self.Body == Never {
    public var body: Never {
        fatalError("\(Self.self) may not have Body == Never")
    }
}

extension Never: View {
    public typealias Body = Never
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

@MainActor @frozen @preconcurrency
public struct EmptyView: View {
    public typealias Body = Never

    nonisolated public init() {}
}

@MainActor @frozen @preconcurrency
public struct TupleView<T>: View {
    public typealias Body = Never

    nonisolated(unsafe) var storage: T

    public var value: T {
        get { storage }
        set { storage = newValue }
    }

    nonisolated public init(_ value: T) {
        storage = value
    }
}

/// What `if`/`else` and `switch` in a view builder produce.
@MainActor @frozen @preconcurrency
public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never

    @usableFromInline
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    nonisolated(unsafe) let storage: Storage

    @usableFromInline
    nonisolated init(storage: Storage) {
        self.storage = storage
    }
}

@MainActor @frozen @preconcurrency
public struct AnyView: View {
    public typealias Body = Never

    @usableFromInline
    let erasedType: Any.Type

    nonisolated public init<V>(_ view: V) where V: View {
        erasedType = V.self
    }

    nonisolated public init<V>(erasing view: V) where V: View {
        self.init(view)
    }
}

// MARK: - View builder

/// Builds views from the statements of a closure. Since the iOS 17 SDK a block of any number of views
/// becomes one `TupleView` through a parameter pack.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }

    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

// MARK: - Modified views

/// The view a modifier returns; callers only ever see it as `some View`, as in the real framework.
@MainActor @preconcurrency
struct _ModifiedView<Content>: View where Content: View {
    typealias Body = Never

    nonisolated(unsafe) let content: Content
    let modifier: String

    nonisolated init(_ content: Content, _ modifier: String) {
        self.content = content
        self.modifier = modifier
    }
}

extension View {
    nonisolated func modified(_ modifier: String) -> some View {
        _ModifiedView(self, modifier)
    }
}
