/// The lines and columns of a few offsets in a file, without a table of every line start: for a file
/// without carriage returns, line feeds are counted 16 bytes at a time up to each offset in turn, so a
/// file with one finding near its top is barely read.
enum OffsetPositions {
    /// The line and column of each of `offsets` in `bytes`, the same as ``LineTable/lineColumn(at:)`` gives.
    static func lineColumns(of offsets: some Sequence<Int>, in bytes: [UInt8]) -> [Int: LineColumn] {
        let sorted = Set(offsets).sorted()
        guard !sorted.isEmpty else { return [:] }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, ByteSearch.firstIndex(of: UInt8(ascii: "\r"), in: base, count: buffer.count) == nil else {
                let table = LineTable(bytes)
                return Dictionary(uniqueKeysWithValues: sorted.map { ($0, table.lineColumn(at: $0)) })
            }
            var positions: [Int: LineColumn] = [:]
            positions.reserveCapacity(sorted.count)
            var counted = 0
            var lineBreaks = 0
            var lineStart = 0
            for offset in sorted {
                let clamped = min(max(0, offset), buffer.count)
                let found = ByteSearch.count(of: UInt8(ascii: "\n"), in: base, from: counted, to: clamped)
                if found > 0 {
                    // The last line feed counted is after `counted`, so this walks back over new bytes only.
                    lineBreaks += found
                    lineStart = clamped
                    while base[lineStart - 1] != UInt8(ascii: "\n") {
                        lineStart -= 1
                    }
                }
                counted = clamped
                positions[offset] = LineColumn(line: lineBreaks + 1, column: clamped - lineStart + 1)
            }
            return positions
        }
    }
}
