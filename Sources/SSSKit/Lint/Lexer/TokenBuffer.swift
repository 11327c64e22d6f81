/// A growable buffer of tokens that the lexer appends to without the checks of `Array.append`.
///
/// The owner must call ``deallocate()`` once done.
struct TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity {
            grow()
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
        base.deallocate()
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
