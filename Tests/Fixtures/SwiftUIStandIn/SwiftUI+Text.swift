// Text, localized string keys and fonts of the SwiftUI stand-in. Each declaration mirrors the iOS 17/18
// SDK's (signature, isolation, optionality), as checked against Apple's SwiftUI documentation; see
// `SwiftUI.swift`.

// MARK: - Localized string keys

/// The numeric types that a localized string key can interpolate with a format specifier. Underscored
/// in the SDK too; only the standard conformances are given here.
public protocol _FormatSpecifiable: Equatable {}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

/// A key for a localized string. A string literal, with or without interpolations, becomes one. Only
/// what the interpolation overloads accept may be interpolated: strings, `Text`, the numeric types of
/// `_FormatSpecifiable`, Foundation reference-convertible values and objects, and a value with a format
/// style. Anything else (a `Bool`, an optional, a custom type) is rejected, as on iOS.
@frozen
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    @usableFromInline
    var key: String

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        key = stringInterpolation.key
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline
        var key = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            key += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
        }

        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: ReferenceConvertible {
            key += "%@"
        }

        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: NSObject {
            key += "%@"
        }

        public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
            key += "%@"
        }

        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
            key += "%lld"
        }

        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
            key += specifier
        }

        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
        }
    }
}

// MARK: - Text

/// `Text` is a plain `Sendable` value; its `View` conformance is declared apart from the type, so its
/// initializers are not main-actor isolated.
@frozen
public struct Text: Equatable, Sendable {
    @usableFromInline
    var content: String

    public init(verbatim content: String) {
        self.content = content
    }

    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {
        self.content = String(content)
    }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.key
    }

    public init<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        content = format.format(input)
    }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.content == rhs.content
    }
}

extension Text: View {
    public typealias Body = Never
}

extension Text {
    public func font(_ font: Font?) -> Text {
        self
    }

    public func bold() -> Text {
        self
    }
}

// MARK: - Fonts

@frozen
public struct Font: Hashable, Sendable {
    @usableFromInline
    let name: String

    @usableFromInline
    init(name: String) {
        self.name = name
    }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    public func bold() -> Font {
        Font(name: name + ".bold")
    }

    public func monospacedDigit() -> Font {
        Font(name: name + ".monospacedDigit")
    }
}
