extension Path {
    /// `path` as it can be printed on one line of a terminal or log: bytes of a name that is not
    /// UTF-8 (see ``PathBytes``) are shown as `\xFF`, line breaks and tabs as `\n`, `\r` and `\t`,
    /// other control characters as `\x1B` or `\u{9B}`, and the invisible marks that reverse the
    /// direction of text as `\u{202E}`. Other paths come back unchanged.
    package static func printable(_ path: String) -> String {
        guard path.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return path }
        var printed = ""
        for scalar in path.unicodeScalars {
            if let byte = PathBytes.keptByte(scalar) {
                printed += "\\x" + hex(UInt32(byte))
                continue
            }
            switch scalar.value {
            case 0x0A: printed += "\\n"
            case 0x0D: printed += "\\r"
            case 0x09: printed += "\\t"
            case 0x00..<0x20, 0x7F: printed += "\\x" + hex(scalar.value)
            case 0x80..<0xA0, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                printed += "\\u{" + hex(scalar.value) + "}"
            default: printed.unicodeScalars.append(scalar)
            }
        }
        return printed
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}
