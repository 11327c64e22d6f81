/// The tokens the lexer has made so far, written straight into memory set aside for them.
///
/// Appending a token is the lexer's most frequent step. `Array.append` asks each time whether the array's
/// storage is shared and reads its header for the count and capacity; this buffer keeps its own count
/// and capacity and only compares them. It starts in the uninitialized storage of the array it fills
/// (see ``makeArray(capacity:_:)``), so the tokens are never copied; input denser than the estimate
/// moves them to storage of the buffer's own, twice as large each time it runs out.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    /// The number of tokens appended.
    private(set) var count = 0
    private var capacity: Int
    /// Whether `base` was allocated by the buffer after outgrowing the array's storage; the tokens then
    /// have to be moved into an array of their own, and the storage deallocated.
    private var ownsStorage = false

    private init(storage: UnsafeMutableBufferPointer<Token>) {
        if let address = storage.baseAddress, storage.count > 0 {
            base = address
            capacity = storage.count
        } else {
            base = .allocate(capacity: 1)
            capacity = 1
            ownsStorage = true
        }
    }

    /// The array of the tokens that `fill` appends to the buffer it is handed, which it must return
    /// when done. The array is allocated for `capacity` tokens, or at least one, before `fill` runs, and
    /// the buffer writes into it until that is full.
    static func makeArray(capacity: Int, _ fill: (TokenBuffer) -> TokenBuffer) -> [Token] {
        var grown: [Token]?
        let tokens = [Token](unsafeUninitializedCapacity: max(capacity, 1)) { storage, initializedCount in
            let buffer = fill(TokenBuffer(storage: storage))
            if buffer.ownsStorage {
                grown = buffer.movedToArray()
                initializedCount = 0
            } else {
                initializedCount = buffer.count
            }
        }
        return grown ?? tokens
    }

    /// Adds `token` after the others.
    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity {
            grow()
        }
        (base + count).initialize(to: token)
        count &+= 1
    }

    /// The token at `index`.
    ///
    /// `index` must be below ``count``, and is not checked: the lexer only passes the index a token had
    /// when it was appended (``count`` at that moment), and tokens are never removed.
    subscript(index: Int) -> Token {
        @inline(__always) get { base[index] }
        @inline(__always) set { base[index] = newValue }
    }

    /// Moves the tokens to storage twice as large, allocated by the buffer.
    @inline(never)
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        if ownsStorage {
            base.deallocate()
        }
        base = larger
        capacity *= 2
        ownsStorage = true
    }

    /// An array of the tokens in storage the buffer allocated, which is deallocated.
    private func movedToArray() -> [Token] {
        let tokens = [Token](unsafeUninitializedCapacity: count) { storage, initializedCount in
            if let target = storage.baseAddress {
                target.moveInitialize(from: base, count: count)
            }
            initializedCount = count
        }
        base.deallocate()
        return tokens
    }
}
