/// Keeps items on named shelves; generic over the item so the same code serves many stores.
public struct Inventory__COPY__<Item: Hashable & Sendable>: Sendable {
    /// A place to put things, at one of a few heights.
    public struct Shelf: Hashable, Sendable {
        public enum Height: Int, Sendable, CaseIterable {
            case floor, waist, eye, top

            var reachable: Bool { self != .top }
        }

        public let name: String
        public let height: Height

        public init(name: String, height: Height = .eye) {
            self.name = name
            self.height = height
        }
    }

    private var stock: [Shelf: [Item]] = [:]

    public init() {}

    public mutating func place(_ item: Item, on shelf: Shelf) {
        stock[shelf, default: []].append(item)
    }

    public func items(on shelf: Shelf) -> [Item] {
        stock[shelf] ?? []
    }

    public func count<Rule: Matcher__COPY__>(matching rule: Rule) -> Int where Rule.Subject == Item {
        stock.values.joined().filter { rule.matches($0) }.count
    }
}

/// Decides whether a value is wanted.
public protocol Matcher__COPY__ {
    associatedtype Subject
    func matches(_ subject: Subject) -> Bool
}

extension Inventory__COPY__.Shelf: CustomStringConvertible {
    public var description: String { "\(name) at \(height)" }
}

extension Inventory__COPY__ where Item: Comparable {
    public func smallest(on shelf: Shelf) -> Item? {
        items(on: shelf).min()
    }
}

/// Two values of possibly different types, equal when both halves are.
public struct Pair__COPY__<First, Second> {
    public var first: First
    public var second: Second
}

extension Pair__COPY__: Equatable where First: Equatable, Second: Equatable {}
extension Pair__COPY__: Sendable where First: Sendable, Second: Sendable {}

/// Counts in isolation, so callers on any task see one sequence of numbers.
public actor Tally__COPY__ {
    private var value = 0

    @discardableResult
    public func bump(by step: Int = 1) -> Int {
        value += step
        return value
    }
}

enum Tree__COPY__<Value> {
    indirect case node(Tree__COPY__, Value, Tree__COPY__)
    case leaf

    func depth() -> Int {
        switch self {
        case .leaf: 0
        case let .node(left, _, right): 1 + max(left.depth(), right.depth())
        }
    }

    func map<Other>(_ transform: (Value) throws -> Other) rethrows -> Tree__COPY__<Other> {
        switch self {
        case .leaf: .leaf
        case let .node(left, value, right): .node(try left.map(transform), try transform(value), try right.map(transform))
        }
    }
}

struct EvenMatcher__COPY__: Matcher__COPY__ {
    func matches(_ subject: Int) -> Bool { subject.isMultiple(of: 2) }
}

enum Parsing__COPY__ {
    struct Failure: Error { let offset: Int }

    static func digits(in text: String) throws(Failure) -> [Int] {
        var result: [Int] = []
        for (offset, character) in text.enumerated() {
            guard let digit = character.wholeNumberValue else { throw Failure(offset: offset) }
            result.append(digit)
        }
        return result
    }

    static func describe(_ values: some Collection<Int>, with format: (any CustomStringConvertible) -> String) -> String {
        values.map { format($0) }.joined(separator: ", ")
    }
}
