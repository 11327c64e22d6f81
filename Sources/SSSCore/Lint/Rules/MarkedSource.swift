/// Example code with its `↓` markers taken out and remembered as byte offsets.
package struct MarkedSource: Sendable, Equatable {
    package static let marker: Character = "↓"

    /// The code without markers.
    package let text: String
    /// The UTF-8 offset in ``text`` of each marker, in order.
    package let markerOffsets: [Int]

    package init(_ marked: String) {
        var text = ""
        var offsets: [Int] = []
        var utf8Count = 0
        for character in marked {
            if character == Self.marker {
                offsets.append(utf8Count)
            } else {
                text.append(character)
                utf8Count += character.utf8.count
            }
        }
        self.text = text
        self.markerOffsets = offsets
    }
}
