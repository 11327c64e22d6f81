/// Example code with its `↓` markers taken out and remembered as byte offsets.
public struct MarkedSource: Sendable, Equatable {
    public static let marker: Character = "↓"

    /// The code without markers.
    public let text: String
    /// The UTF-8 offset in ``text`` of each marker, in order.
    public let markerOffsets: [Int]

    public init(_ marked: String) {
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
