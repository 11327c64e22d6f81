import Testing
@testable import SSSCore
import SSSTestSupport

/// Each implementation of the lane tests must mark exactly the lanes a byte-by-byte test would,
/// whatever the neighbours (a borrow from one lane into the next would show as a wrong mark next to a
/// zero lane), and read its marks back the same way. The plain Swift one runs on every machine, so it
/// is tested on every machine, not only where it is the one ``ByteLanes`` names.
struct ByteLanesTests {
    enum Implementation: CaseIterable, Sendable {
        case portable
        case sse2

        /// The implementations this machine can run.
        static var runnable: [Implementation] {
            #if arch(x86_64) && canImport(_Builtin_intrinsics)
            [.portable, .sse2]
            #else
            [.portable]
            #endif
        }

        var lanes: any ByteLaneTests.Type {
            switch self {
            case .portable: PortableByteLanes.self
            #if arch(x86_64) && canImport(_Builtin_intrinsics)
            case .sse2: SSE2ByteLanes.self
            #else
            case .sse2: PortableByteLanes.self
            #endif
            }
        }
    }

    @Test(arguments: Implementation.runnable)
    func marksExactlyTheLanesEachTestNames(_ implementation: Implementation) {
        let lanes = implementation.lanes
        for value in 0...255 {
            for position in 0..<16 {
                var block = SIMD16<UInt8>(repeating: 0)
                for lane in 0..<16 { block[lane] = UInt8((lane * 37 + value) % 256) }
                block[position] = UInt8(value)
                let tests: [(name: String, marks: SIMD16<UInt8>, holds: (UInt8) -> Bool)] = [
                    ("zero", lanes.zero(block), { $0 == 0 }),
                    ("equal", lanes.equal(block, 0x2F), { $0 == 0x2F }),
                    ("below 26", lanes.below(26, block), { $0 < 26 }),
                    ("below 1", lanes.below(1, block), { $0 < 1 }),
                    ("below 128", lanes.below(128, block), { $0 < 128 }),
                ]
                for test in tests {
                    for lane in 0..<16 {
                        let mark = test.marks[lane]
                        let expected = test.holds(block[lane])
                        #expect(expected ? mark & 0x80 != 0 : mark == 0, "\(test.name), value \(value) at \(position), lane \(lane)")
                    }
                }
            }
        }
    }

    @Test(arguments: Implementation.runnable)
    func findsCountsAndGathersTheMarksOfItsOwnTests(_ implementation: Implementation) {
        let lanes = implementation.lanes
        for pattern in 0..<(1 << 16) {
            var block = SIMD16<UInt8>(repeating: UInt8(ascii: "a"))
            for lane in 0..<16 where pattern & (1 << lane) != 0 { block[lane] = UInt8(ascii: "{") }
            let marks = lanes.equal(block, UInt8(ascii: "{"))
            #expect(lanes.markBits(marks) == UInt64(pattern), "pattern \(pattern)")
            #expect(lanes.markedCount(marks) == pattern.nonzeroBitCount, "pattern \(pattern)")
            #expect(lanes.firstMarked(marks) == (pattern == 0 ? nil : pattern.trailingZeroBitCount), "pattern \(pattern)")
        }
    }

    @Test func theLanesOfThisMachineAnswerAsThePortableOnes() {
        let text = Array("final class A: B { let x = \"{\" } // `c` enum struct_ $0 \n\u{e9}\t".utf8)
        let bytes = text + text + text
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for offset in 0...(bytes.count - 16) {
                let block = ByteLanes.load(base, at: offset)
                for byte in Set(bytes) {
                    #expect(ByteLanes.markBits(ByteLanes.equal(block, byte))
                        == PortableByteLanes.markBits(PortableByteLanes.equal(block, byte)), "byte \(byte) at \(offset)")
                }
            }
        }
    }

    /// Linux on x86-64, the machine CI runs on, has the intrinsics module: there the SSE2 tests must be
    /// the ones in use and under test, or a missing module would quietly leave them untested.
    static var isLinuxOnX86: Bool {
        #if os(Linux) && arch(x86_64)
        true
        #else
        false
        #endif
    }

    @Test(.enabled(if: isLinuxOnX86, "only Linux on x86-64 is sure to have the intrinsics module"))
    func linuxOnX86RunsTheSSE2Tests() {
        #expect(String(describing: ByteLanes.self) == "SSE2ByteLanes")
        #expect(Implementation.runnable.contains(.sse2))
    }
}
