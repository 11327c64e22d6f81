/// Finds the ``Keyword`` spelled by a run of ASCII bytes with one hash and at most a few comparisons.
///
/// Built once, as a shared value, so the lexer can read it through plain pointers.
final class KeywordTable: @unchecked Sendable {
    // Sendable because the memory behind the pointers is written only in `init`, before the table can
    // be shared, and only read after.
    static let shared = KeywordTable()

    /// The longest keyword; longer words are never looked up.
    let maximumLength: Int
    private let bucketStarts: UnsafeMutablePointer<Int32>
    private let entryKeywords: UnsafeMutablePointer<Keyword>
    private let entryOffsets: UnsafeMutablePointer<Int32>
    private let entryLengths: UnsafeMutablePointer<Int32>
    private let spellings: UnsafeMutablePointer<UInt8>
    /// For each first byte, bit `n` is set when a keyword of `n` bytes starts with it: most names are
    /// ruled out with one load, before any hashing.
    private let lengthsByFirstByte: UnsafeMutablePointer<UInt32>

    private static let bucketCount = 256

    private init() {
        let words = Keyword.allCases.filter { $0 != .none }.map { ($0, Keyword.spellings[Int($0.rawValue)].withUTF8Buffer(Array.init)) }
        let hashed = words.map { (hash: KeywordTable.hash($0.1), keyword: $0.0, bytes: $0.1) }
            .sorted { $0.hash < $1.hash }
        maximumLength = words.reduce(0) { max($0, $1.1.count) }

        bucketStarts = .allocate(capacity: Self.bucketCount + 1)
        entryKeywords = .allocate(capacity: hashed.count)
        entryOffsets = .allocate(capacity: hashed.count)
        entryLengths = .allocate(capacity: hashed.count)
        let totalBytes = hashed.reduce(0) { $0 + $1.bytes.count }
        spellings = .allocate(capacity: totalBytes)

        lengthsByFirstByte = .allocate(capacity: 256)
        lengthsByFirstByte.initialize(repeating: 0, count: 256)
        for (_, bytes) in words {
            lengthsByFirstByte[Int(bytes[0])] |= 1 << UInt32(bytes.count)
        }

        var offset = 0
        var entry = 0
        for bucket in 0...Self.bucketCount {
            bucketStarts[bucket] = Int32(entry)
            while entry < hashed.count, hashed[entry].hash == bucket {
                entryKeywords[entry] = hashed[entry].keyword
                entryOffsets[entry] = Int32(offset)
                entryLengths[entry] = Int32(hashed[entry].bytes.count)
                for byte in hashed[entry].bytes {
                    spellings[offset] = byte
                    offset += 1
                }
                entry += 1
            }
        }
    }

    deinit {
        bucketStarts.deallocate()
        entryKeywords.deallocate()
        entryOffsets.deallocate()
        entryLengths.deallocate()
        spellings.deallocate()
        lengthsByFirstByte.deallocate()
    }

    /// The keyword spelled by the `count` bytes at `word`, or ``Keyword/none``.
    @inline(__always)
    func keyword(_ word: UnsafePointer<UInt8>, count: Int) -> Keyword {
        guard count <= maximumLength, count > 0, lengthsByFirstByte[Int(word[0])] & (1 << UInt32(count)) != 0 else {
            return .none
        }
        let bucket = Self.hash(word, count: count)
        var entry = Int(bucketStarts[bucket])
        let last = Int(bucketStarts[bucket + 1])
        while entry < last {
            if Int(entryLengths[entry]) == count, matches(word, count: count, entry: entry) {
                return entryKeywords[entry]
            }
            entry += 1
        }
        return .none
    }

    @inline(__always)
    private func matches(_ word: UnsafePointer<UInt8>, count: Int, entry: Int) -> Bool {
        let spelling = spellings + Int(entryOffsets[entry])
        var index = 0
        while index < count {
            if word[index] != spelling[index] { return false }
            index += 1
        }
        return true
    }

    @inline(__always)
    private static func hash(_ word: UnsafePointer<UInt8>, count: Int) -> Int {
        let first = Int(word[0])
        let last = Int(word[count - 1])
        let middle = Int(word[count / 2])
        return (count &* 29 &+ first &* 3 &+ last &* 7 &+ middle &* 11) & (bucketCount - 1)
    }

    private static func hash(_ word: [UInt8]) -> Int {
        word.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            return hash(base, count: buffer.count)
        }
    }
}
