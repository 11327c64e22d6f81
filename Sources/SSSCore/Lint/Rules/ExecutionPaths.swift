/// Walks a function body and finds the initializer calls that come after another initializer call on
/// some path through it.
///
/// Branches of `if`/`else`, `switch` cases, the two sides of `?:`, the body of a `do` and its `catch`
/// clauses, and the branches of `#if`/`#elseif`/`#else` are alternatives: a call in one branch and a
/// call in another are on different paths. A branch that ends in `return` or `throw` does not continue
/// past its statement (a `do` block is no boundary for them), and the `else` of a `guard` never joins
/// the code after it. Loops and closures are read in sequence. The walk keeps its own stack, so deeply
/// nested code cannot exhaust the call stack.
struct ExecutionPaths {
    private struct Chain {
        /// The number of calls already made on the path where the alternatives begin.
        var start: Int
        /// The most calls at the end of any branch that continues past the chain.
        var best: Int?
    }

    private enum Frame {
        case plain
        case branch(Chain, isLast: Bool)
        /// The body of a `do` or one of its `catch` clauses.
        case attempt(Chain)
        case switchBody(start: Int, best: Int?, sawCase: Bool)
        case guardElse(saved: Int)
    }

    private enum Pending {
        case ifBody(Chain?)
        case elseBody(Chain)
        case switchBody
        case guardCondition
        case guardElse
        case doBody
        case catchBody(Chain)
    }

    /// An `#if` block whose `#endif` is still ahead, opened while `frameCount` frames were open.
    private struct Conditional {
        var chain: Chain
        let frameCount: Int
        /// Whether the current branch has reached a `return` or `throw`.
        var branchExited = false
        var sawElse = false
    }

    private struct Ternary {
        let frameCount: Int
        let groupDepth: Int
        let start: Int
        var whenTrue: Int?
    }

    private let calls: InitializerCalls
    private let isExempt: (String) -> Bool
    private let newlineBefore: [Bool]

    private var frames: [(frame: Frame, exited: Bool, groupDepth: Int)] = []
    private var pending: (value: Pending, groupDepth: Int)?
    private var ternaries: [Ternary] = []
    private var conditionals: [Conditional] = []
    private var current = 0
    private var groupDepth = 0
    private var extra: [Int] = []

    /// Offsets of the calls beyond the first on a path. `body` is the token range from `{` through `}`;
    /// `isExempt` tells which type names are not counted (other Assemblers).
    static func extraInitializerCalls(in file: LintedFile, body: Range<Int>, isExempt: @escaping (String) -> Bool) -> [Int] {
        var significant: [Int] = []
        var newlineBefore: [Bool] = []
        var sawNewline = false
        let (tokens, body) = file.bodyTokens(body)
        let upper = min(body.upperBound, tokens.count)
        for index in body.lowerBound..<upper {
            let token = tokens[index]
            if token.kind.isTrivia {
                sawNewline = sawNewline || token.flags.contains(.containsNewline) || token.kind == .lineComment
                continue
            }
            significant.append(index)
            newlineBefore.append(sawNewline)
            sawNewline = false
        }
        guard significant.count >= 2 else { return [] }
        var walker = ExecutionPaths(
            calls: InitializerCalls(tokens: tokens, bytes: file.bytes, significant: significant),
            isExempt: isExempt,
            newlineBefore: newlineBefore
        )
        walker.walk(1..<(significant.count - 1))
        return walker.extra
    }

    private init(calls: InitializerCalls, isExempt: @escaping (String) -> Bool, newlineBefore: [Bool]) {
        self.calls = calls
        self.isExempt = isExempt
        self.newlineBefore = newlineBefore
    }

    private mutating func walk(_ positions: Range<Int>) {
        var position = positions.lowerBound
        while position < positions.upperBound {
            endTernaries(before: position)
            position = step(at: position, end: positions.upperBound)
        }
        endTernaries(inFrame: frames.count, depth: Int.min)
    }

    /// Handles one token and returns the position of the next one to read.
    private mutating func step(at position: Int, end: Int) -> Int {
        guard let kind = calls.kind(at: position) else { return position + 1 }
        switch kind {
        case .leftParen, .leftBracket, .interpolationStart:
            groupDepth += 1
        case .rightParen, .rightBracket, .interpolationEnd:
            endTernaries(inFrame: frames.count, depth: groupDepth)
            groupDepth = max(0, groupDepth - 1)
        case .leftBrace:
            open()
        case .rightBrace:
            return close(at: position, end: end)
        case .infixQuestion:
            ternaries.append(Ternary(frameCount: frames.count, groupDepth: groupDepth, start: current))
        case .colon:
            if var ternary = ternaries.last, ternary.frameCount == frames.count, ternary.groupDepth == groupDepth, ternary.whenTrue == nil {
                ternary.whenTrue = current
                current = ternary.start
                ternaries[ternaries.count - 1] = ternary
            }
        case .comma, .semicolon:
            endTernaries(inFrame: frames.count, depth: groupDepth)
        case .keyword:
            readKeyword(calls.keyword(at: position) ?? .none, at: position)
        case .poundIf, .poundElseif, .poundElse, .poundEndif:
            return readConditional(kind, at: position, end: end)
        default:
            break
        }
        if let call = calls.call(at: position), !isExempt(call.name) {
            if current >= 1 { extra.append(call.offset) }
            current += 1
        }
        return position + 1
    }

    private mutating func readKeyword(_ keyword: Keyword, at position: Int) {
        switch keyword {
        case .if:
            if case .ifBody(let chain)? = pending?.value, chain != nil, pending?.groupDepth == groupDepth { return }
            pending = (.ifBody(nil), groupDepth)
        case .switch:
            pending = (.switchBody, groupDepth)
        case .guard:
            pending = (.guardCondition, groupDepth)
        case .else:
            if case .guardCondition? = pending?.value, pending?.groupDepth == groupDepth {
                pending = (.guardElse, groupDepth)
            }
        case .case, .default:
            if isCaseLabel(at: position) { startCase() }
        case .do:
            pending = (.doBody, groupDepth)
        case .return, .throw:
            markExited()
        default:
            break
        }
    }

    private mutating func open() {
        var frame = Frame.plain
        if let waiting = pending, waiting.groupDepth == groupDepth {
            switch waiting.value {
            case .ifBody(let chain): frame = .branch(chain ?? Chain(start: current, best: nil), isLast: false)
            case .elseBody(let chain): frame = .branch(chain, isLast: true)
            case .switchBody: frame = .switchBody(start: current, best: nil, sawCase: false)
            case .guardElse: frame = .guardElse(saved: current)
            case .guardCondition: frame = .plain
            case .doBody: frame = .attempt(Chain(start: current, best: nil))
            case .catchBody(let chain): frame = .attempt(chain)
            }
            if case .guardCondition = waiting.value {} else { pending = nil }
        }
        frames.append((frame, false, groupDepth))
    }

    /// Whether the `case` or `default` at `position` labels a switch case, rather than starting a
    /// pattern (`for case`, `while case`, `if case`, `guard case`, `, case` in a condition list) or
    /// naming a member (`.default`).
    private func isCaseLabel(at position: Int) -> Bool {
        switch calls.kind(at: position - 1) {
        case .period, .comma: return false
        default: return ![.for, .while, .if, .guard, .catch].contains(calls.keyword(at: position - 1))
        }
    }

    private mutating func startCase() {
        guard pending == nil, let last = frames.last, last.groupDepth == groupDepth,
              case .switchBody(let start, var best, let sawCase) = last.frame else { return }
        if sawCase { best = Self.maximum(best, last.exited ? nil : current) }
        frames[frames.count - 1] = (.switchBody(start: start, best: best, sawCase: true), false, last.groupDepth)
        current = start
    }

    /// Closes the innermost frame at a `}` and returns the next position to read.
    private mutating func close(at position: Int, end: Int) -> Int {
        endTernaries(inFrame: frames.count, depth: Int.min)
        guard let closed = frames.popLast() else { return position + 1 }
        groupDepth = closed.groupDepth
        while let last = conditionals.last, last.frameCount > frames.count {
            conditionals.removeLast()
        }
        switch closed.frame {
        case .plain:
            break
        case .guardElse(let saved):
            current = saved
        case .switchBody(let start, let best, let sawCase):
            let total = sawCase ? Self.maximum(best, closed.exited ? nil : current) : current
            if total == nil { markExited() }
            current = total ?? start
        case .branch(var chain, let isLast):
            chain.best = Self.maximum(chain.best, closed.exited ? nil : current)
            if !isLast, calls.keyword(at: position + 1) == .else, position + 2 < end {
                current = chain.start
                if calls.keyword(at: position + 2) == .if {
                    pending = (.ifBody(chain), groupDepth)
                    return position + 3
                }
                pending = (.elseBody(chain), groupDepth)
                return position + 2
            }
            if !isLast { chain.best = Self.maximum(chain.best, chain.start) }
            if chain.best == nil { markExited() }
            current = chain.best ?? chain.start
        case .attempt(var chain):
            chain.best = Self.maximum(chain.best, closed.exited ? nil : current)
            if calls.keyword(at: position + 1) == .catch, position + 2 < end {
                current = chain.start
                pending = (.catchBody(chain), groupDepth)
                return position + 2
            }
            if chain.best == nil { markExited() }
            current = chain.best ?? chain.start
        }
        return position + 1
    }

    /// Handles `#if`, `#elseif`, `#else` or `#endif` at `position` and returns the next position to
    /// read, past the condition of `#if` and `#elseif`. Directives that do not pair up with the braces
    /// around them are skipped.
    private mutating func readConditional(_ kind: TokenKind, at position: Int, end: Int) -> Int {
        if kind == .poundIf {
            conditionals.append(Conditional(chain: Chain(start: current, best: nil), frameCount: frames.count))
            return endOfLine(after: position, end: end)
        }
        guard var block = conditionals.last, block.frameCount == frames.count else {
            return kind == .poundElseif ? endOfLine(after: position, end: end) : position + 1
        }
        endTernaries(inFrame: frames.count, depth: Int.min)
        block.chain.best = Self.maximum(block.chain.best, block.branchExited ? nil : current)
        current = block.chain.start
        block.branchExited = false
        conditionals.removeLast()
        switch kind {
        case .poundEndif:
            if !block.sawElse { block.chain.best = Self.maximum(block.chain.best, block.chain.start) }
            current = block.chain.best ?? block.chain.start
            if block.chain.best == nil { markExited() }
            return position + 1
        case .poundElseif:
            conditionals.append(block)
            return endOfLine(after: position, end: end)
        default:
            block.sawElse = true
            conditionals.append(block)
            return position + 1
        }
    }

    /// The position of the first token on a later line than `position`, or `end`.
    private func endOfLine(after position: Int, end: Int) -> Int {
        var next = position + 1
        while next < end, !newlineBefore[next] {
            next += 1
        }
        return next
    }

    /// Records that the path being walked stops here: in the innermost `#if` branch when it is open in
    /// the innermost frame, otherwise in that frame, unless the frame is a closure, loop or other block
    /// whose `return` leaves only itself.
    private mutating func markExited() {
        if let block = conditionals.last, block.frameCount == frames.count {
            conditionals[conditionals.count - 1].branchExited = true
            return
        }
        guard let last = frames.last else { return }
        if case .plain = last.frame { return }
        frames[frames.count - 1].exited = true
    }

    /// Ends ternaries whose expression stops before `position` because a new line starts a new statement.
    private mutating func endTernaries(before position: Int) {
        guard newlineBefore.indices.contains(position), newlineBefore[position],
              let last = ternaries.last, last.whenTrue != nil,
              last.frameCount == frames.count, last.groupDepth == groupDepth else { return }
        switch calls.kind(at: position) {
        case .period, .operator, .infixQuestion, .colon, .postfixQuestion, .postfixExclamation:
            return
        default:
            endTernaries(inFrame: frames.count, depth: groupDepth)
        }
    }

    /// Ends the ternaries of frame `frameCount` at group depth `depth` or deeper.
    private mutating func endTernaries(inFrame frameCount: Int, depth: Int) {
        while let last = ternaries.last, last.frameCount >= frameCount, last.groupDepth >= depth {
            ternaries.removeLast()
            current = max(current, last.whenTrue ?? current)
        }
    }

    private static func maximum(_ lhs: Int?, _ rhs: Int?) -> Int? {
        switch (lhs, rhs) {
        case let (left?, right?): max(left, right)
        case let (left?, nil): left
        case let (nil, right): right
        }
    }
}
