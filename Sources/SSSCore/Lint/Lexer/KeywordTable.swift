/// Finds the ``Keyword`` spelled by a run of ASCII bytes with one multiplication and one comparison.
///
/// Most names are ruled out first by their first byte and length. A word's first eight bytes, read as one
/// little-endian number (zero-padded when the word is shorter), are its head. Multiplying the head by
/// ``multiplier`` and keeping the top eight bits gives every keyword a slot of its own among 256 (the
/// multiplier was searched for until no two keywords shared one), so a word can only be the keyword in
/// its slot: the lookup compares the heads and lengths, and the next bytes only for the few keywords
/// longer than eight bytes.
///
/// Built once, as a shared value, so the lexer can read it through plain pointers.
final class KeywordTable: @unchecked Sendable {
    // Sendable because the memory behind the pointers is written only in `init`, before the table can
    // be shared, and only read after.
    static let shared = KeywordTable()

    /// The keyword in one slot; an empty slot has a length of zero, which no word looked up has.
    private struct Entry {
        var head: UInt64 = 0
        var length: UInt8 = 0
        var keyword = Keyword.none
    }

    /// The longest keyword; longer words are never looked up.
    let maximumLength: Int
    private let entries: UnsafeMutablePointer<Entry>
    /// Two per slot: bytes 8 to 15 and 16 to 23 of the slot's keyword, zero-padded, as heads are.
    private let tails: UnsafeMutablePointer<UInt64>
    /// For each first byte, bit `n` is set when a keyword of `n` bytes starts with it.
    private let lengthsByFirstByte: UnsafeMutablePointer<UInt32>

    private static let slotCount = 256
    private static let multiplier: UInt64 = 0xB85E_2B91_1BCF_569B

    private init() {
        let entries = UnsafeMutablePointer<Entry>.allocate(capacity: Self.slotCount)
        entries.initialize(repeating: Entry(), count: Self.slotCount)
        let tails = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * Self.slotCount)
        tails.initialize(repeating: 0, count: 2 * Self.slotCount)
        let lengthsByFirstByte = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
        lengthsByFirstByte.initialize(repeating: 0, count: 256)
        var longest = 0
        for keyword in Keyword.allCases where keyword != .none {
            Keyword.spellings[Int(keyword.rawValue)].withUTF8Buffer { spelling in
                guard let word = spelling.baseAddress else { return }
                let count = spelling.count
                let head = Self.chunk(word, count: min(count, 8), readable: count)
                let slot = Self.slot(head)
                // Two keywords in one slot, or one longer than 24 bytes, would lose a keyword:
                // `KeywordTableTests` looks every keyword up and fails then.
                lengthsByFirstByte[Int(word[0])] |= 1 << UInt32(count)
                entries[slot] = Entry(head: head, length: UInt8(count), keyword: keyword)
                if count > 8 {
                    tails[2 * slot] = Self.chunk(word + 8, count: min(count - 8, 8), readable: count - 8)
                }
                if count > 16 {
                    tails[2 * slot + 1] = Self.chunk(word + 16, count: count - 16, readable: count - 16)
                }
                longest = max(longest, count)
            }
        }
        self.entries = entries
        self.tails = tails
        self.lengthsByFirstByte = lengthsByFirstByte
        maximumLength = longest
    }

    deinit {
        entries.deallocate()
        tails.deallocate()
        lengthsByFirstByte.deallocate()
    }

    /// The keyword spelled by the `count` bytes at `word`, or ``Keyword/none``; `readable` bytes from
    /// `word` on (at least `count`) may be read.
    @inline(__always)
    func keyword(_ word: UnsafePointer<UInt8>, count: Int, readable: Int) -> Keyword {
        guard UInt(bitPattern: count &- 1) < UInt(bitPattern: maximumLength),
            lengthsByFirstByte[Int(word[0])] & (1 &<< UInt32(truncatingIfNeeded: count)) != 0
        else {
            return .none
        }
        let head = Self.chunk(word, count: min(count, 8), readable: readable)
        let entry = entries[Self.slot(head)]
        guard entry.head == head, Int(entry.length) == count else {
            return .none
        }
        if count > 8, !tailMatches(word, count: count, readable: readable, slot: Self.slot(head)) {
            return .none
        }
        return entry.keyword
    }

    /// Whether the bytes from 8 on of the `count` at `word` are those of the keyword in `slot`, which
    /// has that length.
    private func tailMatches(_ word: UnsafePointer<UInt8>, count: Int, readable: Int, slot: Int) -> Bool {
        guard Self.chunk(word + 8, count: min(count - 8, 8), readable: readable - 8) == tails[2 * slot] else {
            return false
        }
        return count <= 16 || Self.chunk(word + 16, count: count - 16, readable: readable - 16) == tails[2 * slot + 1]
    }

    @inline(__always)
    private static func slot(_ head: UInt64) -> Int {
        Int(truncatingIfNeeded: (head &* multiplier) &>> 56)
    }

    /// The `count` bytes (1 to 8) at `bytes` as a little-endian number, zero above them; eight bytes are
    /// read at once when `readable` allows.
    @inline(__always)
    private static func chunk(_ bytes: UnsafePointer<UInt8>, count: Int, readable: Int) -> UInt64 {
        guard readable >= 8 else {
            var value: UInt64 = 0
            for index in 0..<count {
                value |= UInt64(bytes[index]) &<< UInt64(index &* 8)
            }
            return value
        }
        let value = UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
        let unused = UInt64(truncatingIfNeeded: 64 &- 8 &* count)
        return (value &<< unused) &>> unused
    }
}
