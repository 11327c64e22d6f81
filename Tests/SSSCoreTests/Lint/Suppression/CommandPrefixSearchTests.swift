import Testing
@testable import SSSCore
import SSSTestSupport

struct CommandPrefixSearchTests {
    @Test func findsTheCommandPrefixWhereverItStarts() {
        for offset in 0...40 {
            let text = String(repeating: "x", count: offset) + "sss:" + String(repeating: "y", count: 40 - offset)
            #expect(SuppressionParser.mayHoldCommands(Array(text.utf8)), "at offset \(offset)")
        }
        #expect(SuppressionParser.mayHoldCommands(Array("sss:".utf8)))
        #expect(SuppressionParser.mayHoldCommands(Array("// sss:disable all".utf8)))
    }

    @Test func rejectsTextWithoutTheWholePrefix() {
        #expect(!SuppressionParser.mayHoldCommands([]))
        #expect(!SuppressionParser.mayHoldCommands(Array("sss".utf8)))
        #expect(!SuppressionParser.mayHoldCommands(Array("let ss: Int = 0 // class: ssss; sss : x".utf8)))
        #expect(!SuppressionParser.mayHoldCommands(Array(String(repeating: "s:ss:", count: 20).utf8)))
    }

    @Test func aFileWithoutThePrefixHasAnEmptyMap() {
        let file = LintedFile(source: SourceFile(path: "A.swift", text: "// ss: nothing here\nlet a = 1\n"))
        #expect(SuppressionMap(file).isEmpty)
        let commented = LintedFile(source: SourceFile(path: "B.swift", text: "// sss:disable:next final_component\nclass B {}\n"))
        #expect(SuppressionMap(commented).commands.count == 1)
    }
}
