import DifferentialCheck
import Testing

/// The disagreements of `source` read as one file through `pipeline`.
private func disagreements(_ source: String, pipeline: ScannerPipeline = .full) -> [Disagreement] {
    DifferentialRun.compare(path: "Test.swift", bytes: Array(source.utf8), pipeline: pipeline).disagreements
}

@Test(arguments: ScannerPipeline.allCases)
func declarationsBothSidesReadAlikeMakeNoDisagreement(pipeline: ScannerPipeline) {
    let source = """
        public final class Shop: NSObject, Selling {
            private enum State: Int { case open }
            struct Item: Equatable { fileprivate struct `Type` {} }
            func sell() {}
        }
        extension Shop.Item: Hashable where Element == Int {}
        protocol Selling: AnyObject {}
        indirect enum Tree<Value> { case leaf(Value) }
        extension Array<Int> { enum Nested: /* note */ CaseIterable {} }
        #if os(Linux)
        package actor OnLinux {}
        #endif
        """
    #expect(disagreements(source, pipeline: pipeline).isEmpty)
}

@Test(arguments: ScannerPipeline.allCases)
func localTypesAndFunctionTypesInGenericArgumentsAreReadAlike(pipeline: ScannerPipeline) {
    let source = """
        struct Suite {
            func testSend() {
                final class FakeSocket: @unchecked Sendable { struct Packet {} }
                items.forEach { _ in
                    #if DEBUG
                    enum Probe {}
                    #endif
                }
            }
        }
        let make = { struct InClosure {} }
        var value: Int { enum InGetter {}; return 0 }
        if true { struct InStatement {} }
        final class Inner<D>: Producer<D, (Int) -> Bool> {}
        extension UInt64: @retroactive ExpressibleByBooleanLiteral {}
        """
    #expect(disagreements(source, pipeline: pipeline).isEmpty)
}

/// What a miss of sss's is called, read against swift-syntax's records alone.
@Test func aDeclarationSssMissesIsSortedByWhereItSits() {
    let source = """
        struct Suite {
            func testSend() {
                class FakeSocket: Socket { struct Packet {} }
            }
        }
        let make = { struct InClosure {} }
        var value: Int { enum InGetter {}; return 0 }
        if true { struct InStatement {} }
        """
    let reference = SyntaxTypeReader.records(of: Array(source.utf8)).records
    let found = RecordComparison.disagreements(sss: reference.filter { !$0.isLocal }, reference: reference)
    #expect(found.map(\.category) == [
        "declaration: missed by sss, local type in function body",
        "declaration: missed by sss, local type in a local type",
        "declaration: missed by sss, local type in closure",
        "declaration: missed by sss, local type in accessor body",
        "declaration: missed by sss, local type in top-level statement",
    ])
    #expect(found.first?.line(in: "Test.swift")
        == "Test.swift:3:15: declaration: sss=<none> swift-syntax=class Suite.FakeSocket (local, in function body)")
}

@Test func aDifferentNameInTheInheritanceEntryIsSortedByWhatTheEntryHolds() {
    let reference = SyntaxTypeReader.records(of: Array("final class Inner<D>: Producer<D, (Int) -> Bool> {}\n".utf8)).records
    var misread = reference
    misread[0].firstInheritanceName = "Producer Bool"
    let found = RecordComparison.disagreements(sss: misread, reference: reference)
    #expect(found.map { $0.line(in: "T.swift") } == [
        "T.swift:1:13: inheritance-name: sss=Producer Bool swift-syntax=Producer"
    ])
    #expect(found.map(\.category) == ["inheritance-name: function type in generic arguments"])
}

@Test func columnsCountUTF8BytesOnBothSides() {
    let source = "/* é */ struct Café {}\r\nstruct Next {}\n"
    let reference = SyntaxTypeReader.records(of: Array(source.utf8)).records
    let scanned = ScannerAdapter.records(of: Array(source.utf8), pipeline: .full)
    #expect(reference.map { [$0.line, $0.column] } == [[1, 17], [2, 8]])
    #expect(scanned.map { [$0.line, $0.column] } == [[1, 17], [2, 8]])
}

@Test func recordsPairByPositionThenByKindAndName() {
    func record(_ name: String, line: Int, modifiers: [String] = []) -> TypeRecord {
        TypeRecord(
            kind: "class", name: name, enclosing: "", isLocal: false, line: line, column: 7,
            firstInheritance: nil, firstInheritanceName: nil, modifiers: modifiers
        )
    }
    let found = RecordComparison.disagreements(
        sss: [record("A", line: 1, modifiers: ["final"]), record("B", line: 9), record("Z", line: 20)],
        reference: [record("A", line: 1), record("B", line: 3)]
    )
    #expect(found.map { "\($0.field.rawValue) \($0.sss) \($0.swiftSyntax)" } == [
        "modifiers [final] []", "line 9 3", "declaration class Z <none>",
    ])
}

@Test func textIsNormalizedAlike() {
    #expect(TypeText.normalized("  Tree .\n Node< A,\tB >  ") == "Tree.Node< A, B >")
    #expect(TypeText.withoutGenericArguments("Tree<(Int) -> Bool>.Node<T>") == "Tree.Node")
}
