import Testing
import SSSCore
import SSSTestSupport

struct DeclarationScannerMemberTests {
    @Test func readsFunctionsWithLabelsNamesTypesAndDefaults() {
        let source = """
        struct S {
            func plain() {}
            func use(_ rendering: BannerRendering, for key: String = "k", count: Int...) -> Bool { true }
            static func == (lhs: S, rhs: S) -> Bool { true }
            mutating func go<T: P>(with handler: @escaping (T) async throws -> Void) async throws -> [T]? where T: Q {}
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "struct S @1:8",
            "  function plain() @2:10 body",
            "  function use(_ rendering: BannerRendering, for key: String = …, count: Int...) -> Bool @3:10 body",
            "  static function ==(lhs: S, rhs: S) -> Bool @4:17 body",
            "  mutating function go<T: P>(with handler: @escaping (T) async throws -> Void) -> [T]? where T: Q @5:19 body",
        ])
    }

    @Test func recordsParameterLabelsAndNamePositions() throws {
        let source = "func f(a b: Int, _ c: Int, d: Int) {}"
        guard case .function(let function) = try #require(DeclarationScanner.scan(Array(source.utf8)).declarations.first) else {
            Issue.record("not a function")
            return
        }
        #expect(function.parameters.map(\.label) == ["a", nil, "d"])
        #expect(function.parameters.map(\.name) == ["b", "c", "d"])
        #expect(function.parameters.map(\.nameOffset) == [9, 19, 27])
        #expect(function.parameters.map { $0.type?.text } == ["Int", "Int", "Int"])
    }

    @Test func readsInitializersDeinitializersAndSubscripts() {
        let source = """
        class C {
            init(rendering: Rendering) { self.rendering = rendering }
            convenience init?(name: String) { self.init(rendering: R()) }
            required init!() {}
            deinit { print("bye") }
            subscript(index: Int) -> Element { get { items[index] } set {} }
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "class C @1:7",
            "  initializer init(rendering: Rendering) @2:5 body",
            "  convenience initializer init?(name: String) @3:17 body",
            "  required initializer init?() @4:14 body",
            "  deinitializer deinit() @5:5 body",
            "  subscript subscript(_ index: Int) -> Element @6:5 body",
        ])
    }

    @Test func keepsFunctionBodiesAsTokenRanges() throws {
        let source = "func assemble() -> View { let a = A(); return B(a) }"
        let bytes = Array(source.utf8)
        let tokens = Lexer.tokenize(bytes)
        guard case .function(let function) = try #require(DeclarationScanner.scan(bytes, tokens: tokens).declarations.first),
            let body = function.body
        else {
            Issue.record("no function body")
            return
        }
        let text = body.map { tokens[$0].text(in: bytes) }.joined()
        #expect(text == "{ let a = A(); return B(a) }")
    }

    @Test func tellsStoredComputedAndObservedPropertiesApart() {
        let source = """
        class C {
            weak var rendering: BannerRendering?
            unowned let owner: Owner
            var count = 0
            lazy var view: UIView = { UIView() }()
            var total: Int { count * 2 }
            var name: String { get { _name } set { _name = newValue } }
            var observed: Int = 0 { didSet { render() } }
            var watched: Int { willSet {} }
            static let shared = C()
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "class C @1:7",
            "  weak var rendering: BannerRendering? stored @2:14",
            "  unowned let owner: Owner stored @3:17",
            "  var count = stored @4:9",
            "  lazy var view: UIView = stored @5:14",
            "  var total: Int computed @6:9",
            "  var name: String computed @7:9",
            "  var observed: Int = observed @8:9",
            "  var watched: Int observed @9:9",
            "  static let shared = stored @10:16",
        ])
    }

    @Test func readsEveryBindingOfOneDeclaration() {
        let source = """
        struct S {
            let a = 1, b: Double = 2
            var x, y: Int
            let (first, second) = pair
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "struct S @1:8",
            "  let a = stored @2:9",
            "  let b: Double = stored @2:16",
            "  var x: Int stored @3:9",
            "  var y: Int stored @3:12",
            "  let first = stored @4:10",
            "  let second = stored @4:17",
        ])
    }

    @Test func readsSetterAccessAndModifierArguments() {
        let source = """
        struct S {
            public private(set) var a = 0
            unowned(unsafe) var b: B
            nonisolated(unsafe) static var c = 0
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "struct S @1:8",
            "  public private(set) var a = stored @2:29",
            "  unowned var b: B stored @3:25",
            "  static nonisolated var c = stored @4:36",
        ])
    }

    @Test func readsPropertiesWhoseValueSpansLinesUpToTheNextDeclaration() {
        let source = """
        struct S {
            let a = items
                .map { $0 * 2 }
                .filter { $0 > 2 }
            @Published var b = Foo.init(x: 1) { didSet {} }
            let c = value as? Int ?? Self.default
            func f() {}
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "struct S @1:8",
            "  let a = stored @2:9",
            "  @Published var b = observed @5:20",
            "  let c = stored @6:9",
            "  function f() @7:10 body",
        ])
    }

    @Test func readsProtocolRequirements() {
        let source = """
        protocol BannerInteracting: AnyObject {
            associatedtype Item: Equatable = Int
            var title: String { get set }
            func didTap(_ item: Item)
            static func make() -> Self
            init(title: String)
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "protocol BannerInteracting @1:10 : AnyObject",
            "  associatedtype Item: Equatable = Int @2:20",
            "  var title: String computed @3:9",
            "  function didTap(_ item: Item) @4:10",
            "  static function make() -> Self @5:17",
            "  initializer init(title: String) @6:5",
        ])
    }

    @Test func readsEnumCasesOneByOne() {
        let source = """
        indirect enum E: String {
            case a, b = "b"
            case c(Int, label: String)
            indirect case d(E)
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "indirect enum E @1:15 : String",
            "  case a @2:10",
            "  case b @2:13",
            "  case c(…) @3:10",
            "  indirect case d(…) @4:19",
        ])
    }

    @Test func readsTypeAliasesAndImports() {
        let source = """
        import UIKit
        @testable import struct Kit.Box
        typealias Handler<T> = (T) -> Void
        """
        let tree = DeclarationScanner.scan(Array(source.utf8))
        #expect(tree.imports == [ImportDeclaration(path: "UIKit", offset: 0), ImportDeclaration(path: "Kit.Box", offset: 13)])
        #expect(DeclarationDump.lines(source) == ["typealias Handler = (T) -> Void @3:11"])
    }

    @Test func readsOperatorAndMacroDeclarationsWithoutConfusion() {
        let source = """
        infix operator <>: AdditionPrecedence
        precedencegroup Joining { associativity: left }
        @freestanding(expression) public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        prefix func <> (value: Int) -> Int { value }
        let after = 1
        """
        #expect(DeclarationDump.lines(source) == [
            "@freestanding public macro stringify<T>(_ value: T) -> (T, String) @3:40",
            "prefix function <>(value: Int) -> Int @4:13 body",
            "let after = stored @5:5",
        ])
    }

    @Test func keepsGenericArgumentsOfAnInitialValueTogether() {
        let source = """
        struct S {
            var services = Dictionary<Key, Entry>()
            var flag = a < b, other = c > d
            func f(x: Box<A, B> = Box<A, B>(), y: Int) {}
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "struct S @1:8",
            "  var services = stored @2:9",
            "  var flag = stored @3:9",
            "  var other = stored @3:23",
            "  function f(x: Box<A, B> = …, y: Int) @4:10 body",
        ])
    }

    @Test func readsGenericClausesFusedToOperatorNamesAndValueGenerics() {
        let source = """
        func ~=<T>(pattern: KeyPath<T, Bool>, value: T) -> Bool { value[keyPath: pattern] }
        func read<let count: Int, Element>(as: InlineArray<count, Element>.Type) {}
        """
        #expect(DeclarationDump.lines(source) == [
            "function ~=<T>(pattern: KeyPath<T, Bool>, value: T) -> Bool @1:6 body",
            "function read<count: Int, Element>(as: InlineArray<count, Element>.Type) @2:6 body",
        ])
    }

    @Test func readsQualifiedNamesContinuedOnTheNextLine() {
        let source = """
        extension Kit.Index: Swift
            .ExpressibleByIntegerLiteral
        {
            init(integerLiteral value: Int) {}
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "extension Kit.Index @1:11 : Swift.ExpressibleByIntegerLiteral",
            "  initializer init(integerLiteral value: Int) @4:5 body",
        ])
    }

    @Test func endsAnInitialValueAtAStatementOnTheNextLine() {
        let source = """
        let info: Info? = try queue.read { db in
            try Info.fetch(db)
        }
        if let info {
            print(info)
        }
        let after = 1
        """
        #expect(DeclarationDump.lines(source) == ["let info: Info? = stored @1:5", "let after = stored @7:5"])
    }

    @Test func keepsCommasInsideStringInterpolationsOutOfTheBindingList() {
        let source = """
        let sql = "SELECT \\(columns: a, alias: "x") FROM t", limit = 1
        func f(text: String = "\\(a, b)", count: Int) {}
        """
        #expect(DeclarationDump.lines(source) == [
            "let sql = stored @1:5",
            "let limit = stored @1:54",
            "function f(text: String = …, count: Int) @2:6 body",
        ])
    }

    @Test func readsParameterTypesWithOwnershipIsolationAndAttributes() {
        let source = """
        struct S {
            @inlinable public __consuming func f(_ message: @autoclosure() -> String, of type: (some P).Type,
                by predicate: sending @escaping (A) -> Bool, other: __owned some Sequence<Int>,
                isolation actor: isolated (any Actor)? = #isolation) -> sending T {}
        }
        """
        #expect(DeclarationDump.lines(source) == [
            "struct S @1:8",
            "  @inlinable public function f(_ message: @autoclosure() -> String, of type: (some P).Type, "
                + "by predicate: sending @escaping (A) -> Bool, other: __owned some Sequence<Int>, "
                + "isolation actor: isolated (any Actor)? = …) -> sending T @2:40 body",
        ])
    }
}
