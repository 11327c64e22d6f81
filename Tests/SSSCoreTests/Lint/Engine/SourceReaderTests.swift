import Testing
@testable import SSSCore
import SSSTestSupport

/// ``SourceReader/textProblem(in:)`` crosses runs of ASCII 128 bytes at a time, then 32; wherever a NUL
/// byte or a sequence lies, before, across or after the edge of such a block, it must answer as a plain
/// decoder does.
struct SourceReaderTests {
    static let sequences: [[UInt8]] = [
        [0x00], [0x80], [0xC0, 0x80], [0xC3, 0xA9], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82, 0xAC],
        [0xF0, 0x9F, 0x98, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF], [0x7F],
    ]

    @Test(arguments: sequences)
    func answersAsAPlainDecoderWhereverASequenceLies(_ sequence: [UInt8]) {
        for offset in 0...300 {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 300)
            bytes.insert(contentsOf: sequence, at: offset)
            #expect(SourceReader.textProblem(in: bytes) == Self.decoderAnswer(bytes), "\(sequence) at \(offset)")
            // A NUL byte further on makes the file binary however the text before it reads.
            bytes.append(0)
            #expect(SourceReader.textProblem(in: bytes) == Self.decoderAnswer(bytes), "\(sequence) at \(offset), then NUL")
        }
    }

    @Test func anEmptyOrPlainFileHasNoProblem() {
        #expect(SourceReader.textProblem(in: []) == nil)
        #expect(SourceReader.textProblem(in: Array(String(repeating: "let a = 1\n", count: 20).utf8)) == nil)
    }

    private static func decoderAnswer(_ bytes: [UInt8]) -> String? {
        if bytes.contains(0) { return "binary file (contains a NUL byte); skipped" }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return "not UTF-8 text (invalid byte at offset \(offset)); skipped"
            }
        }
    }
}
