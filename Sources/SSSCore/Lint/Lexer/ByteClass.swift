/// Bit flags describing what an ASCII byte can be part of; bytes from 0x80 up have none.
enum ByteClass {
    static let identifierHead: UInt8 = 1 << 0
    static let identifierBody: UInt8 = 1 << 1
    static let digit: UInt8 = 1 << 2
    static let operatorCharacter: UInt8 = 1 << 3
    /// Space, tab, vertical tab and form feed; line breaks are not included.
    static let horizontalSpace: UInt8 = 1 << 4
    /// Bytes that end a run of plain string text: `\`, `"`, CR and LF.
    static let stringStop: UInt8 = 1 << 5
    static let hexDigit: UInt8 = 1 << 6
    /// Bytes a skimmed function body must look at in code: brackets, quotes, `/`, `#` and backtick.
    static let skimStop: UInt8 = 1 << 7
}

/// The byte class table, built once, as a shared value, so the lexer can index it through a pointer.
final class ByteClassTable: @unchecked Sendable {
    // Sendable because `classes` is written only in `init`, before the table can be shared, and only
    // read after.
    static let shared = ByteClassTable()

    let classes: UnsafeMutablePointer<UInt8>

    private init() {
        classes = .allocate(capacity: 256)
        classes.initialize(repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") {
            add(ByteClass.identifierHead | ByteClass.identifierBody, to: byte)
        }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") {
            add(ByteClass.identifierHead | ByteClass.identifierBody, to: byte)
        }
        add(ByteClass.identifierHead | ByteClass.identifierBody, to: UInt8(ascii: "_"))
        add(ByteClass.identifierBody, to: UInt8(ascii: "$"))
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") {
            add(ByteClass.identifierBody | ByteClass.digit | ByteClass.hexDigit, to: byte)
        }
        for byte in Array("abcdefABCDEF".utf8) {
            add(ByteClass.hexDigit, to: byte)
        }
        for byte in Array("/=-+!*%<>&|^~?.".utf8) {
            add(ByteClass.operatorCharacter, to: byte)
        }
        for byte: UInt8 in [0x20, 0x09, 0x0B, 0x0C] {
            add(ByteClass.horizontalSpace, to: byte)
        }
        for byte in Array("\\\"\r\n".utf8) {
            add(ByteClass.stringStop, to: byte)
        }
        for byte in Array("{}()[]\"/#`".utf8) {
            add(ByteClass.skimStop, to: byte)
        }
    }

    deinit {
        classes.deallocate()
    }

    private func add(_ flags: UInt8, to byte: UInt8) {
        classes[Int(byte)] |= flags
    }
}
