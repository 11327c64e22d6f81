/// One `/`-separated component of a ``Glob``.
enum GlobSegment: Sendable, Equatable {
    /// `**`: any number of components.
    case anyDepth
    /// A component without wildcards, compared byte for byte.
    case literal([UInt8])
    /// A component with `*`, `?` or `[…]`.
    case wildcard([GlobElement])

    init(_ bytes: ArraySlice<UInt8>) {
        if bytes.elementsEqual("**".utf8) {
            self = .anyDepth
            return
        }
        let elements = GlobElement.parse(bytes)
        if elements.allSatisfy({ if case .byte = $0 { true } else { false } }) {
            self = .literal(Array(bytes))
        } else {
            self = .wildcard(elements)
        }
    }

    var isLiteral: Bool {
        if case .literal = self { return true }
        return false
    }

    var literalText: String? {
        if case .literal(let bytes) = self { return String(decoding: bytes, as: UTF8.self) }
        return nil
    }

    var hasUnclosedSet: Bool {
        guard case .wildcard(let elements) = self else { return false }
        return elements.contains { if case .unclosedSet = $0 { true } else { false } }
    }

    func matches(_ component: ArraySlice<UInt8>) -> Bool {
        switch self {
        case .anyDepth: true
        case .literal(let bytes): component.elementsEqual(bytes)
        case .wildcard(let elements): Self.match(elements, component)
        }
    }

    /// Matches with one remembered `*`: on a mismatch, the latest `*` takes one more character and
    /// matching resumes after it. This is linear for a single `*` and never exponential.
    private static func match(_ elements: [GlobElement], _ component: ArraySlice<UInt8>) -> Bool {
        var element = 0
        var position = component.startIndex
        var star: (element: Int, position: Int)?
        while position < component.endIndex {
            if element < elements.count, case .anyRun = elements[element] {
                star = (element, position)
                element += 1
                continue
            }
            if element < elements.count, let width = elements[element].width(matching: component, at: position) {
                element += 1
                position += width
                continue
            }
            guard let last = star else { return false }
            let skipped = UTF8Scalar.width(in: component, at: last.position)
            star = (last.element, last.position + skipped)
            element = last.element + 1
            position = last.position + skipped
        }
        while element < elements.count, case .anyRun = elements[element] { element += 1 }
        return element == elements.count
    }
}

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

/// Just enough UTF-8 decoding for `?` and sets to take whole characters.
enum UTF8Scalar {
    /// The scalar starting at `index` and its length in bytes; a malformed byte counts as one scalar
    /// of its own value.
    static func decode(_ bytes: ArraySlice<UInt8>, at index: Int) -> (value: UInt32, width: Int) {
        let lead = bytes[index]
        let width = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard width > 1, index + width <= bytes.endIndex else { return (UInt32(lead), 1) }
        var value = UInt32(lead) & (0xFF >> (width + 1))
        for offset in 1..<width {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return (UInt32(lead), 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (value, width)
    }

    static func width(in bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        decode(bytes, at: index).width
    }
}
