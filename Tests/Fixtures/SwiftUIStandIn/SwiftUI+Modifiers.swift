// View modifiers of the SwiftUI stand-in. Each declaration mirrors the iOS 17/18 SDK's (signature,
// isolation, optionality), as checked against Apple's SwiftUI documentation; see `SwiftUI.swift`. Every
// modifier is `nonisolated` and returns `some View`; the closure types are the SDK's: plain where SwiftUI
// documents only that it calls the closure on the main actor, `@isolated(any) @Sendable` for `task`.

import Observation

// MARK: - Layout and appearance

@frozen
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public init(_ e: Edge) {
            rawValue = 1 << e.rawValue
        }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

extension View {
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modified("padding")
    }

    nonisolated public func padding(_ length: CGFloat) -> some View {
        modified("padding")
    }

    nonisolated public func font(_ font: Font?) -> some View {
        modified("font")
    }

    nonisolated public func disabled(_ disabled: Bool) -> some View {
        modified("disabled")
    }

    nonisolated public func navigationTitle(_ title: Text) -> some View {
        modified("navigationTitle")
    }

    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modified("navigationTitle")
    }

    @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        modified("navigationTitle")
    }
}

// MARK: - Presentation

extension View {
    nonisolated public func sheet<Content>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        modified("sheet")
    }

    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        modified("sheet")
    }

    nonisolated public func navigationDestination<V>(
        isPresented: Binding<Bool>,
        @ViewBuilder destination: () -> V
    ) -> some View where V: View {
        modified("navigationDestination")
    }

    nonisolated public func navigationDestination<D, C>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        modified("navigationDestination")
    }

    nonisolated public func navigationDestination<D, C>(
        item: Binding<Optional<D>>,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        modified("navigationDestination")
    }
}

// MARK: - Events

/// The kinds of submission that trigger `onSubmit(of:_:)`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modified("onAppear")
    }

    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modified("onDisappear")
    }

    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V: Equatable {
        modified("onChange")
    }

    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable {
        modified("onChange")
    }

    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modified("onSubmit")
    }

    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modified("onTapGesture")
    }

    /// In the iOS 18 SDK the action is `@isolated(any) @Sendable` and inherits the caller's actor, so a
    /// task started in a view's body runs on the main actor.
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        modified("task")
    }

    nonisolated public func task<T>(
        id value: T,
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View where T: Equatable {
        modified("task")
    }
}

// MARK: - Environment

extension View {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modified("environment")
    }

    /// Places an `@Observable` object in the environment, for `@Environment(Type.self)`.
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        modified("environment")
    }
}
