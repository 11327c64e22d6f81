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
