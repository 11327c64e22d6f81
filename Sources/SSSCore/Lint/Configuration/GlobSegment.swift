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
