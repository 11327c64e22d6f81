import Foundation
#if canImport(FoundationXML)
import FoundationXML
@testable import SSSCore
import SSSTestSupport
#endif

/// Proves reporter output is well-formed XML with Foundation's streaming parser, then loads it as a
/// document to read it back.
///
/// `XMLDocument` alone is not proof: on Linux it recovers from errors silently. `XMLParser` can
/// also return `true` while recording an error (an unclosed element), so both are checked.
struct XMLCheck {
    struct NotWellFormed: Error {
        let reason: String
    }

    let document: XMLDocument

    init(_ text: String) throws {
        let parser = XMLParser(data: Data(text.utf8))
        let succeeded = parser.parse()
        if !succeeded || parser.parserError != nil {
            throw NotWellFormed(reason: parser.parserError.map { "\($0)" } ?? "parse failed")
        }
        document = try XMLDocument(xmlString: text, options: [])
    }

    var root: XMLElement? {
        document.rootElement()
    }

    /// Every element called `name`, in document order.
    func elements(named name: String) -> [XMLElement] {
        guard let root else { return [] }
        return Self.collect(name, in: root)
    }

    private static func collect(_ name: String, in element: XMLElement) -> [XMLElement] {
        var found = element.name == name ? [element] : []
        for child in element.children ?? [] {
            if let child = child as? XMLElement { found += collect(name, in: child) }
        }
        return found
    }
}

extension XMLElement {
    func value(of attribute: String) -> String? {
        self.attribute(forName: attribute)?.stringValue
    }
}
