#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A table of values by name, for the lookups of the ``CodebaseIndex``: type names, qualified names and
/// file paths.
///
/// Names are hashed with FNV-1a over their UTF-8 bytes and compared byte for byte, as the compiler
/// compares identifiers; a `Dictionary` keyed by `String` hashes and compares them by Unicode canonical
/// equivalence, which costs more. The slots are open-addressed and searched one after the other from
/// the slot the hash picks; the table doubles whenever it would become more than half full.
struct NameTable<Value> {
    /// The names in the order they were added, and the value of each at the same position.
    private var names: [String] = []
    private var values: [Value] = []
    /// A power of two of slots, each empty or holding the hash of a name and its position in ``names``.
    private var slots: [Slot]

    private struct Slot {
        var hash: UInt64 = 0
        /// The position of the name in ``NameTable/names``, or -1 for an empty slot.
        var position: Int = -1
    }

    /// An empty table with room for `minimumCapacity` names before it grows.
    init(minimumCapacity: Int = 0) {
        var capacity = 8
        while capacity < minimumCapacity * 2 {
            capacity *= 2
        }
        slots = Array(repeating: Slot(), count: capacity)
        names.reserveCapacity(minimumCapacity)
        values.reserveCapacity(minimumCapacity)
    }

    /// How many names the table holds.
    var count: Int { names.count }

    /// The value filed under `name`, or `nil`.
    subscript(name: String) -> Value? {
        let found = slot(of: name, hash: Self.hash(name))
        return slots[found].position < 0 ? nil : values[slots[found].position]
    }

    /// Changes the value filed under `name` with `change`, filing `defaultValue` first when the name has
    /// none.
    mutating func update(_ name: String, default defaultValue: @autoclosure () -> Value, _ change: (inout Value) -> Void) {
        let hash = Self.hash(name)
        var found = slot(of: name, hash: hash)
        if slots[found].position < 0 {
            if (names.count + 1) * 2 > slots.count {
                grow()
                found = slot(of: name, hash: hash)
            }
            slots[found] = Slot(hash: hash, position: names.count)
            names.append(name)
            values.append(defaultValue())
        }
        change(&values[slots[found].position])
    }

    /// Files `value` under `name` unless the name has a value already.
    mutating func insertIfAbsent(_ value: Value, for name: String) {
        update(name, default: value) { _ in }
    }

    /// The slot that holds `name`, or the empty slot where it would go.
    private func slot(of name: String, hash: UInt64) -> Int {
        let mask = slots.count - 1
        var index = firstSlot(hash)
        while true {
            let position = slots[index].position
            if position < 0 || slots[index].hash == hash && Self.sameBytes(names[position], name) {
                return index
            }
            index = (index + 1) & mask
        }
    }

    /// Doubles the slots and files every name again.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: old.count * 2)
        let mask = slots.count - 1
        for slot in old where slot.position >= 0 {
            var index = firstSlot(slot.hash)
            while slots[index].position >= 0 {
                index = (index + 1) & mask
            }
            slots[index] = slot
        }
    }

    /// The 64-bit FNV-1a hash of the UTF-8 bytes of `name`.
    static func hash(_ name: String) -> UInt64 {
        name.utf8.withContiguousStorageIfAvailable(hash(of:)) ?? Array(name.utf8).withUnsafeBufferPointer(hash(of:))
    }

    private static func hash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The slot where the search for a name of hash `hash` starts. FNV-1a carries the last bytes of a
    /// name into the low bits only, and the first ones into the high bits: both halves are folded into
    /// the bits that pick the slot.
    private func firstSlot(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 32)) & (slots.count - 1)
    }

    private static func sameBytes(_ first: String, _ second: String) -> Bool {
        guard first.utf8.count == second.utf8.count else { return false }
        let same = first.utf8.withContiguousStorageIfAvailable { firstBytes in
            second.utf8.withContiguousStorageIfAvailable { secondBytes in
                firstBytes.isEmpty || memcmp(firstBytes.baseAddress!, secondBytes.baseAddress!, firstBytes.count) == 0
            }
        }
        return (same ?? nil) ?? first.utf8.elementsEqual(second.utf8)
    }
}

extension NameTable: Sendable where Value: Sendable {}
