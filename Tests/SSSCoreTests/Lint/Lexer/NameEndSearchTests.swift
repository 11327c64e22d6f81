import Testing
@testable import SSSCore
import SSSTestSupport

/// The block search for the end of a name must stop where a byte-by-byte look does, for every byte
/// value at every position of a block and in the tail after the last whole block.
struct NameEndSearchTests {
    private func searched(_ bytes: [UInt8], from start: Int = 0) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            return NameEndSearch.next(in: base, from: start, count: buffer.count)
        }
    }

    private func expected(_ bytes: [UInt8], from start: Int = 0) -> Int {
        var index = start
        while index < bytes.count, bytes[index] < 0x80, ByteClassTable.shared.classes[Int(bytes[index])] & ByteClass.identifierBody != 0 {
            index += 1
        }
        return index
    }

    @Test func stopsAtEveryByteThatIsNoNameCharacterWhereverItIs() {
        for value in 0...255 {
            for position in [0, 5, 7, 8, 9, 15, 16, 17, 30, 31, 32, 36] {
                // Two whole blocks, then a tail of five bytes.
                var bytes = Array("aZ_$09bYcX8_$zA1".utf8) + Array("qQ5_w$EemM3_rR9z".utf8) + Array("Kk7_$".utf8)
                bytes[position] = UInt8(value)
                #expect(searched(bytes) == expected(bytes), "byte \(value) at \(position)")
                #expect(searched(bytes, from: 1) == expected(bytes, from: 1), "byte \(value) at \(position), from 1")
            }
        }
    }

    @Test func runsToTheEndOfANameThatFillsTheBuffer() {
        let bytes = Array(repeating: UInt8(ascii: "n"), count: 37)
        #expect(searched(bytes) == 37)
        #expect(searched(bytes, from: 37) == 37)
        #expect(searched([]) == 0)
    }
}
