import Testing
@testable import SSSCore
import SSSTestSupport

/// The lane arithmetic must mark exactly the lanes a byte-by-byte test would, whatever the neighbours:
/// a borrow from one lane into the next would show as a wrong mark next to a zero lane.
struct ByteLanesTests {
    @Test func marksExactlyTheLanesEachTestNames() {
        for value in 0...255 {
            for position in 0..<16 {
                var lanes = SIMD16<UInt8>(repeating: 0)
                for lane in 0..<16 { lanes[lane] = UInt8((lane * 37 + value) % 256) }
                lanes[position] = UInt8(value)
                let zero = ByteLanes.zero(lanes)
                let equal = ByteLanes.equal(lanes, 0x2F)
                let below = ByteLanes.below(26, lanes)
                for lane in 0..<16 {
                    #expect(zero[lane] == (lanes[lane] == 0 ? 0x80 : 0), "zero, value \(value) at \(position), lane \(lane)")
                    #expect(equal[lane] == (lanes[lane] == 0x2F ? 0x80 : 0), "equal, value \(value) at \(position), lane \(lane)")
                    #expect(below[lane] == (lanes[lane] < 26 ? 0x80 : 0), "below, value \(value) at \(position), lane \(lane)")
                }
            }
        }
    }

    @Test func findsAndCountsMarkedLanes() {
        var marks = SIMD16<UInt8>(repeating: 0)
        #expect(ByteLanes.firstMarked(marks) == nil)
        #expect(ByteLanes.markedCount(marks) == 0)
        marks[11] = 0x80
        #expect(ByteLanes.firstMarked(marks) == 11)
        marks[3] = 0x80
        marks[15] = 0x80
        #expect(ByteLanes.firstMarked(marks) == 3)
        #expect(ByteLanes.markedCount(marks) == 3)
    }

    @Test func gathersEveryPatternOfMarksIntoBits() {
        for pattern in 0..<(1 << 16) {
            var marks = SIMD16<UInt8>(repeating: 0)
            for lane in 0..<16 where pattern & (1 << lane) != 0 { marks[lane] = 0x80 }
            #expect(ByteLanes.markBits(marks) == UInt64(pattern), "pattern \(pattern)")
        }
    }
}
