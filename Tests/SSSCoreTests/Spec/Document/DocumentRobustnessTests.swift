import Testing
import SSSCore
import SSSTestSupport

/// The parser must stay total and linear: any bytes in, a tree or diagnostics out.
struct DocumentRobustnessTests {
    @Test func readsAFiftyThousandLineFile() throws {
        var text = "interactions:\n"
        for index in 0..<12_500 {
            text += "  I\(index):\n    renders: [A, B]\n    events:\n      - didTap(at index: Int) # note\n"
        }
        let node = try DocumentParser().parse(SourceFile(path: "big.yml", text: text))
        guard case .mapping(let root) = node, case .mapping(let interactions) = root.entries[0].value else {
            Issue.record("unexpected shape")
            return
        }
        #expect(interactions.entries.count == 12_500)
        #expect(interactions.entries.last?.key.location.lineColumn.line == 49_998)
    }

    @Test func reportsEveryBrokenLineOfALargeFile() {
        var text = ""
        for index in 0..<5_000 {
            text += "k\(index): [\n"
        }
        switch SpecTestSupport.parse(text) {
        case .success: Issue.record("expected errors")
        case .failure(let error): #expect(error.diagnostics.count == 5_000)
        }
    }

    @Test func neverCrashesOnMangledInput() {
        let seed = Array("""
            feature: "Dis\\u00E9"  # c
            renderables:
              Banner:
                message: [String: Int]
            interactions:
              - a: 'x''y'
                b: [p, (q, r), <s>]
            \t- - c
            ---
            """.utf8)
        let alphabet = Array(" -:#\"'[]{}()<>,\n\t\\&*!|>%?a\r".utf8) + [0xC3, 0xFF, 0x00]
        var random = SplitMix(seed: 42)
        var parsed = 0
        for _ in 0..<3_000 {
            var bytes = seed
            for _ in 0..<(1 + random.next() % 6) {
                let position = Int(random.next() % UInt64(bytes.count + 1))
                let byte = alphabet[Int(random.next() % UInt64(alphabet.count))]
                switch random.next() % 3 {
                case 0 where position < bytes.count: bytes[position] = byte
                case 1 where position < bytes.count: bytes.remove(at: position)
                default: bytes.insert(byte, at: position)
                }
            }
            let file = SourceFile(path: "m.yml", bytes: bytes)
            do throws(DiagnosticError) {
                _ = try DocumentParser().parse(file)
                parsed += 1
            } catch {
                #expect(!error.diagnostics.isEmpty)
                _ = DiagnosticPrinter().render(error.diagnostics)
            }
        }
        #expect(parsed < 3_000)
    }
}

/// A small, seedable random number generator, so the mangled inputs are the same on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
