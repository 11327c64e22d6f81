// State, bindings and the environment of the SwiftUI stand-in. Each declaration mirrors the iOS 17/18
// SDK's (signature, isolation, optionality), as checked against Apple's SwiftUI documentation; see
// `SwiftUI.swift`.

import Observation

/// A property of a view that SwiftUI updates before it reads the body. The `update()` requirement is left
/// out: generated code never conforms to this protocol itself.
public protocol DynamicProperty {}

// MARK: - State

@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    @usableFromInline
    let box: _StateBox<Value>

    public init(wrappedValue value: Value) {
        box = _StateBox(value)
    }

    public init(initialValue value: Value) {
        box = _StateBox(value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(_read: { box.value }, write: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: Sendable where Value: Sendable {}

/// Where a `State` keeps its value; the stand-in never runs, so this is no more than a holder.
@usableFromInline
final class _StateBox<Value>: @unchecked Sendable {
    @usableFromInline
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

// MARK: - Binding

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @usableFromInline
    let read: () -> Value
    @usableFromInline
    let write: (Value) -> Void

    init(_read read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    /// Since the iOS 18 SDK both closures are `@isolated(any) @Sendable` and inherit the caller's actor
    /// (`@_inheritActorContext`, which the documentation does not show), so closures written in a view's
    /// body may use the main actor. An isolated closure cannot be called synchronously from here, and this
    /// module is never run, so reading or writing through such a binding stops.
    @preconcurrency
    public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        read = { preconditionFailure("the SwiftUI stand-in is for type-checking only") }
        write = { _ in preconditionFailure("the SwiftUI stand-in is for type-checking only") }
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(_read: { value }, write: { _ in })
    }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> {
        self
    }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let read = read
        let write = write
        return Binding<Subject>(_read: { read()[keyPath: keyPath] }, write: { newValue in
            var value = read()
            value[keyPath: keyPath] = newValue
            write(value)
        })
    }
}

extension Binding {
    /// A binding to an optional value, from a binding to a value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(_read: { base.wrappedValue }, write: { newValue in
            if let newValue {
                base.wrappedValue = newValue
            }
        })
    }

    /// A binding to the unwrapped value, or `nil` while the base holds `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(_read: { base.wrappedValue ?? value }, write: { base.wrappedValue = $0 })
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID {
        wrappedValue.id
    }

    public typealias ID = Value.ID
}

// MARK: - Bindable

/// Makes bindings to the mutable properties of an `@Observable` object.
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    @usableFromInline
    var object: Value

    public var wrappedValue: Value {
        get { object }
        set { object = newValue }
    }

    init(object: Value) {
        self.object = object
    }

    public var projectedValue: Bindable<Value> {
        self
    }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(_read: { object[keyPath: keyPath] }, write: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) {
        self.init(object: wrappedValue)
    }

    public init(_ wrappedValue: Value) {
        self.init(object: wrappedValue)
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID {
        wrappedValue.id
    }

    public typealias ID = Value.ID
}

extension Bindable: Sendable where Value: Sendable {}

// MARK: - Environment

public protocol EnvironmentKey {
    associatedtype Value

    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    @usableFromInline
    var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String {
        "EnvironmentValues(\(values.count))"
    }
}

/// Dismisses the current presentation; call it as a function, `dismiss()`.
@MainActor @preconcurrency
public struct DismissAction {
    @usableFromInline
    nonisolated init() {}

    @MainActor @preconcurrency
    public func callAsFunction() {}
}

extension EnvironmentValues {
    public var dismiss: DismissAction {
        DismissAction()
    }
}

@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: () -> Value?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { EnvironmentValues()[keyPath: keyPath] }
    }

    public var wrappedValue: Value {
        guard let value = read() else {
            preconditionFailure("no \(Value.self) was placed in the environment")
        }
        return value
    }
}

extension Environment {
    /// Reads an `@Observable` object that an ancestor placed with `environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        read = { nil }
    }

    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        read = { .some(nil) }
    }
}

extension Environment: @unchecked Sendable where Value: Sendable {}
