import Testing
@testable import SSSCore
import SSSTestSupport

struct ByteSearchTests {
    private func offsets(of byte: UInt8, in bytes: [UInt8], stoppingAfter limit: Int = .max) -> (offsets: [Int], reachedEnd: Bool) {
        var found: [Int] = []
        let reachedEnd = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            return ByteSearch.forEach(byte, in: base, count: buffer.count) { offset in
                found.append(offset)
                return found.count < limit
            }
        }
        return (found, reachedEnd)
    }

    @Test func findsEveryOccurrenceInBlocksAndInTheTail() {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 41)
        for offset in [0, 7, 8, 15, 16, 31, 32, 33, 40] { bytes[offset] = UInt8(ascii: "\n") }
        let result = offsets(of: UInt8(ascii: "\n"), in: bytes)
        #expect(result.offsets == [0, 7, 8, 15, 16, 31, 32, 33, 40])
        #expect(result.reachedEnd)
    }

    @Test func stopsWhenAskedAndSaysSo() {
        let bytes = [UInt8](repeating: UInt8(ascii: ":"), count: 20)
        let result = offsets(of: UInt8(ascii: ":"), in: bytes, stoppingAfter: 3)
        #expect(result.offsets == [0, 1, 2])
        #expect(!result.reachedEnd)
    }

    @Test func findsNothingInAShortOrEmptyBuffer() {
        #expect(offsets(of: 0x0A, in: Array("abc".utf8)).offsets.isEmpty)
        #expect(offsets(of: 0x0A, in: []).offsets.isEmpty)
    }

    /// Every range of a buffer with line feeds at block edges, next to each other and next to bytes whose
    /// value is one more or less (which a borrow between lanes would mistake for a match).
    @Test func countsOccurrencesInEveryRange() {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 70)
        for offset in [0, 1, 15, 16, 17, 31, 47, 48, 63, 69] { bytes[offset] = 0x0A }
        for offset in [2, 18, 33] { bytes[offset] = 0x0B }
        for offset in [3, 34] { bytes[offset] = 0x09 }
        bytes[50] = 0xFF
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in 0...bytes.count {
                for end in start...bytes.count {
                    let expected = bytes[start..<end].filter { $0 == 0x0A }.count
                    #expect(ByteSearch.count(of: 0x0A, in: base, from: start, to: end) == expected)
                }
            }
        }
    }

    /// Every needle cut from a text with near misses ("Render", "Rendered") against every stretch of it,
    /// compared with a search byte by byte.
    @Test func findsANeedleWhereverItLies() {
        let text = Array("RenderRendered BannerRendering?Rendering".utf8)
        let needles = [Array("Rendering".utf8), Array("Render".utf8), Array("g?R".utf8), Array("x".utf8), []]
        for needle in needles {
            for start in 0...text.count {
                for end in start...text.count {
                    let stretch = Array(text[start..<end])
                    let expected = needle.isEmpty || (0...max(0, stretch.count - needle.count)).contains { offset in
                        offset + needle.count <= stretch.count && Array(stretch[offset..<offset + needle.count]) == needle
                    }
                    let found = needle.withUnsafeBufferPointer { needle in
                        stretch.withUnsafeBufferPointer { ByteSearch.contains(needle, in: $0) }
                    }
                    #expect(found == expected, "\(needle) in \(stretch)")
                }
            }
        }
    }
}
