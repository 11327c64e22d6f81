import Testing
@testable import SSSCore
import SSSTestSupport

/// The windowed search must find the same stops as a byte-by-byte look, wherever the stops fall in or
/// across its 64-byte windows, near the end of input, and when one search jumps past several windows.
struct SkimStopSearchTests {
    /// Both stop sets: every bracket, and braces only, as a brace block's skim uses.
    static var stopSets: [any SkimStops.Type] { [BracketStops.self, BraceStops.self] }

    private static func firstStop(in bytes: [UInt8], from start: Int, of stops: any SkimStops.Type) -> Int {
        bytes[start...].firstIndex(where: stops.isStop) ?? bytes.count
    }

    private static func allStops<Stops: SkimStops>(_ bytes: [UInt8], of _: Stops.Type, step: (Int) -> Int) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [] }
            var search = SkimStopSearch<Stops>()
            var found: [Int] = []
            var index = 0
            while index < bytes.count {
                index = search.next(in: base, from: index, count: bytes.count)
                found.append(index)
                if index < bytes.count { index += step(index) }
            }
            return found
        }
    }

    @Test func theByteTestsStopAtTheirBytes() {
        let all = Array("{}()[]\"/#`".utf8)
        let braces = Array("{}\"/#`".utf8)
        for value in UInt8.min...UInt8.max {
            #expect(BracketStops.isStop(value) == all.contains(value), "byte \(value)")
            #expect(BraceStops.isStop(value) == braces.contains(value), "byte \(value)")
        }
    }

    @Test(arguments: 0..<stopSets.count)
    func everyByteValueIsAStopExactlyWhenTheByteTestSaysSo(_ set: Int) {
        let stops = Self.stopSets[set]
        for value in 0...255 {
            for position in [0, 15, 16, 63, 64, 100, 130] {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 140)
                bytes[position] = UInt8(value)
                let found = Self.allStops(bytes, of: stops) { _ in 1 }
                let expected = stops.isStop(UInt8(value)) ? [position, bytes.count] : [bytes.count]
                #expect(found.filter { $0 < bytes.count } + [bytes.count] == expected, "byte \(value) at \(position)")
            }
        }
    }

    @Test(arguments: 0..<stopSets.count)
    func findsTheSameStopsAsAByteByByteLook(_ set: Int) {
        let stops = Self.stopSets[set]
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab (){}[]\"#/`\n".utf8)
        for length in [0, 1, 15, 16, 17, 63, 64, 65, 127, 128, 129, 300] {
            for _ in 0..<40 {
                let density = Int.random(in: 2...40, using: &generator)
                let bytes = (0..<length).map { _ in
                    Int.random(in: 0..<density, using: &generator) == 0
                        ? alphabet.randomElement(using: &generator) ?? 0 : UInt8(ascii: "x")
                }
                let jumps = (0..<length).map { _ in Int.random(in: 1...90, using: &generator) }
                let found = Self.allStops(bytes, of: stops) { jumps[$0] }
                var expected: [Int] = []
                var index = 0
                while index < length {
                    index = Self.firstStop(in: bytes, from: index, of: stops)
                    expected.append(index)
                    if index < length { index += jumps[index] }
                }
                #expect(found == expected, "\(String(decoding: bytes, as: UTF8.self))")
            }
        }
    }
}
