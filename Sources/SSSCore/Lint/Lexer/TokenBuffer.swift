/// A growable buffer of tokens that the lexer appends to without the checks of `Array.append`.
///
/// It either owns its memory (and grows it), or fills memory it is lent, such as an array's
/// uninitialized capacity, until that is full: it then moves its tokens to memory of its own, twice as
/// large. The owner must call ``deallocate()`` once done with a buffer that ``ownsMemory``.
struct TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int
    /// Whether the tokens are in memory of the buffer's own rather than in the memory it was lent.
    private(set) var ownsMemory: Bool

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
        ownsMemory = true
    }

    /// A buffer that fills `memory` and never grows; `nil` when there is no memory to fill.
    init?(lending memory: UnsafeMutableBufferPointer<Token>) {
        guard let base = memory.baseAddress else { return nil }
        self.base = base
        capacity = memory.count
        ownsMemory = false
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity {
            makeRoom()
        }
        (base + count).initialize(to: token)
        count &+= 1
    }

    @inline(__always)
    subscript(position: Int) -> Token {
        get { base[position] }
        nonmutating set { base[position] = newValue }
    }

    var array: [Token] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    func deallocate() {
        if ownsMemory {
            base.deallocate()
        }
    }

    private mutating func makeRoom() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        if ownsMemory {
            base.deallocate()
        }
        base = larger
        capacity *= 2
        ownsMemory = true
    }
}
