import Testing
@testable import SSSCore

struct NameTableTests {
    @Test func findsWhatWasFiledUnderEachName() {
        var table = NameTable<Int>()
        table.update("Base", default: 1) { _ in }
        table.update("Tree.Node", default: 2) { _ in }
        #expect(table["Base"] == 1)
        #expect(table["Tree.Node"] == 2)
        #expect(table.count == 2)
    }

    @Test func answersNilForAbsentNames() {
        var table = NameTable<Int>()
        #expect(table["Base"] == nil)
        table.update("Base", default: 1) { _ in }
        #expect(table["Bas"] == nil)
        #expect(table["Base "] == nil)
        #expect(table["base"] == nil)
        #expect(table[""] == nil)
    }

    @Test func changesTheValueAlreadyFiled() {
        var table = NameTable<[Int]>()
        for value in 0..<3 {
            table.update("Base", default: []) { $0.append(value) }
        }
        #expect(table["Base"] == [0, 1, 2])
        #expect(table.count == 1)
    }

    @Test func insertIfAbsentKeepsTheFirstValue() {
        var table = NameTable<String>()
        table.insertIfAbsent("first", for: "assemble")
        table.insertIfAbsent("second", for: "assemble")
        #expect(table["assemble"] == "first")
    }

    @Test func growsAndKeepsEveryName() {
        var table = NameTable<Int>()
        for value in 0..<5_000 {
            table.update("Type\(value)", default: value) { _ in }
        }
        #expect(table.count == 5_000)
        for value in 0..<5_000 {
            #expect(table["Type\(value)"] == value)
        }
        #expect(table["Type5000"] == nil)
    }

    @Test func namesThatPickTheSameSlotAreKeptApart() {
        // A table of 8 slots picks a slot with 3 bits of a hash: of 9 names, two pick the same.
        let names = (0..<9).map { "Name\($0)" }
        let slots = names.map { NameTable<Int>.hash($0) & 7 ^ NameTable<Int>.hash($0) >> 32 & 7 }
        let sharing = names.indices.filter { index in slots.filter { $0 == slots[index] }.count > 1 }
        #expect(sharing.count >= 2)
        var table = NameTable<Int>(minimumCapacity: 4)
        for index in sharing.prefix(4) {
            table.update(names[index], default: index) { _ in }
        }
        for index in sharing.prefix(4) {
            #expect(table[names[index]] == index)
        }
        for index in names.indices where !sharing.prefix(4).contains(index) {
            #expect(table[names[index]] == nil)
        }
    }

    @Test func comparesNonASCIINamesByTheirBytes() {
        var table = NameTable<Int>()
        let composed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        table.update(composed, default: 1) { _ in }
        table.update("Ünïcødé.Typ", default: 2) { _ in }
        #expect(table[composed] == 1)
        #expect(table["Ünïcødé.Typ"] == 2)
        // Canonically equivalent, but spelled with other bytes: another identifier to the compiler.
        #expect(table[decomposed] == nil)
        table.update(decomposed, default: 3) { _ in }
        #expect(table[decomposed] == 3)
        #expect(table[composed] == 1)
        #expect(table.count == 3)
    }

    @Test func hashesWithFNV1a() {
        #expect(NameTable<Int>.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(NameTable<Int>.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(NameTable<Int>.hash("foobar") == 0x8594_4171_f739_67e8)
    }
}
