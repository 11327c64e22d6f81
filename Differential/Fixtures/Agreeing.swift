// Declarations sss and swift-syntax read alike: `sss-differential Fixtures/Agreeing.swift` finds none.
import Foundation

public final class Shop: NSObject, Selling {
    private enum State: Int { case open, closed }
    struct Item: Equatable {
        fileprivate struct `Type` {}
    }
    func sell() {}
}

extension Shop.Item: Hashable {}

protocol Selling: AnyObject {}

open class Base<Element> where Element: Equatable {}

actor Counter {}

indirect enum Tree<Value> {
    case leaf(Value)
}

extension Array<Int> {
    enum Nested: /* a comment */ CaseIterable {}
}

#if os(Linux)
internal struct OnLinux {}
#else
package struct Elsewhere {}
#endif
