/// One matching unit inside a component.
enum GlobElement: Sendable, Equatable {
    case byte(UInt8)
    /// `*`
    case anyRun
    /// `?`
    case anyCharacter
    /// `[…]`: scalar ranges, possibly negated.
    case set(ranges: [ClosedRange<UInt32>], negated: Bool)
    /// A `[` without its `]`; matches nothing, and configuration reading reports it.
    case unclosedSet

    static func parse(_ bytes: ArraySlice<UInt8>) -> [GlobElement] {
        var elements: [GlobElement] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "*"):
                if elements.last != .anyRun { elements.append(.anyRun) }
                index += 1
            case UInt8(ascii: "?"):
                elements.append(.anyCharacter)
                index += 1
            case UInt8(ascii: "["):
                let (element, next) = parseSet(bytes, from: index + 1)
                elements.append(element)
                index = next
            default:
                elements.append(.byte(bytes[index]))
                index += 1
            }
        }
        return elements
    }

    /// Reads a set after its `[`; a `]` right at the start (or after `!`/`^`) is a member.
    private static func parseSet(_ bytes: ArraySlice<UInt8>, from start: Int) -> (GlobElement, Int) {
        var index = start
        var negated = false
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "!") || bytes[index] == UInt8(ascii: "^") {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "]") && !first {
                return (.set(ranges: ranges, negated: negated), index + 1)
            }
            first = false
            let low = UTF8Scalar.decode(bytes, at: index)
            index += low.width
            var high = low.value
            if index + 1 < bytes.endIndex, bytes[index] == UInt8(ascii: "-"), bytes[index + 1] != UInt8(ascii: "]") {
                let upper = UTF8Scalar.decode(bytes, at: index + 1)
                high = upper.value
                index += 1 + upper.width
            }
            ranges.append(min(low.value, high)...max(low.value, high))
        }
        return (.unclosedSet, bytes.endIndex)
    }

    /// How many bytes this element takes at `position`, or `nil` when it does not match there.
    func width(matching component: ArraySlice<UInt8>, at position: Int) -> Int? {
        switch self {
        case .byte(let byte):
            return component[position] == byte ? 1 : nil
        case .anyCharacter:
            return UTF8Scalar.width(in: component, at: position)
        case .set(let ranges, let negated):
            let scalar = UTF8Scalar.decode(component, at: position)
            let isMember = ranges.contains { $0.contains(scalar.value) }
            return isMember != negated ? scalar.width : nil
        case .anyRun, .unclosedSet:
            return nil
        }
    }
}
