/// One line that carries content, split into the parts the document's structure is built from:
/// list markers, then a key, then a value, as in `- name: value`.
struct DocumentLine {
    /// A key with its resolved name, the range it was written in, and the offset just past its colon.
    struct Key {
        let name: String
        let range: Range<Int>
        let colonEnd: Int
    }

    /// The offset of the line's first byte.
    let start: Int
    /// The offsets of the `-` list markers at the start of the line, left to right.
    let markers: [Int]
    /// Where the key or value after the markers starts; `nil` when the line ends after a marker.
    let bodyStart: Int?
    let key: Key?
    /// The inline value, trimmed and without its comment.
    let value: Range<Int>?
    /// Whether the value has a problem of its own, such as an unclosed bracket, that the lexer
    /// reported; the lines around it can still be read.
    var valueIsMalformed = false
    /// The offset just past the line's last meaningful byte.
    let end: Int

    /// The number of parts a parser steps through: each marker, then the body when there is one.
    var partCount: Int { markers.count + (bodyStart == nil ? 0 : 1) }

    /// The 0-based column of a part.
    func column(ofPart part: Int) -> Int {
        (part < markers.count ? markers[part] : bodyStart ?? end) - start
    }

    /// Whether a part is a list marker.
    func isMarker(_ part: Int) -> Bool {
        part < markers.count
    }
}
