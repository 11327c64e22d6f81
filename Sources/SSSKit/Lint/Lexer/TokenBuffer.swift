/// A growable buffer of tokens that the lexer appends to without the checks of `Array.append`.
///
/// It either owns its memory (and grows it), or fills memory it is lent, such as an array's
/// uninitialized capacity; a lent buffer that fills up drops further tokens and says so in
/// ``overflowed``. The owner must call ``deallocate()`` once done with owned memory.
struct TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int
    private let ownsMemory: Bool
    /// Whether a lent buffer was too small for every token.
    private(set) var overflowed = false

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
            guard makeRoom() else { return }
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

    private mutating func makeRoom() -> Bool {
        guard ownsMemory else {
            overflowed = true
            return false
        }
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
        return true
    }
}
