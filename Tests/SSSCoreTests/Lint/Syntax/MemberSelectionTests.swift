import Foundation
import Testing
@testable import SSSCore
import SSSTestSupport

/// A scan that keeps only some members must read the same types, at the same places, as a full scan,
/// and keep exactly the members selected.
struct MemberSelectionTests {
    /// Types whose name has an even length keep everything; the others keep initializers, `weak` and
    /// `static` properties, and `assemble` functions.
    static func mixed(_ type: TypeDeclaration.Fields) -> MemberSelection {
        type.name.utf8.count.isMultiple(of: 2) ? .all : [.initializers, .nonOwningVariables, .typeLevelVariables, .assembleFunctions]
    }

    static var filters: [MemberFilter] {
        [
            MemberFilter(topLevel: [], members: mixed),
            MemberFilter(topLevel: [.typeAliases, .functions], members: { _ in [] }),
            MemberFilter(topLevel: .all, members: { _ in .all }),
            MemberFilter(topLevel: [.variables], members: { _ in [.variables, .enumCases, .typeAliases] }),
            MemberFilter(topLevel: [], typeWords: ["Rendering", "Int"], members: byTypeWords),
        ]
    }

    /// As the lint's rules ask: classes keep the properties whose type holds a word, other types the
    /// `static` ones among those, and initializers stay only beside a `weak` or `unowned` property.
    static func byTypeWords(_ type: TypeDeclaration.Fields) -> MemberSelection {
        switch type.kind {
        case .class: [.variablesByTypeWords, .nonOwningVariables, .initializersBesideNonOwning]
        case .protocol: []
        case .struct, .enum, .actor, .extension: [.typeLevelVariablesByTypeWords, .initializersBesideNonOwning]
        }
    }

    static let tricky: [String] = [
        "struct Outer {\n  func f() {}\n  var v = 1\n  final class Inner: Base {\n    weak var d: D?\n    init(d: D) {}\n  }\n}\n",
        "func top() {}\nlet global = 2\nclass C { func assemble() -> Int { 1 }\n  subscript(i: Int) -> Int { i } }\n",
        "enum E { case a, b(Int)\n  typealias T = Int\n  indirect case c(E) }\nextension E { static func == <T>(l: T, r: T) -> Bool where T: P { true } }\n",
        "protocol P { associatedtype A: Q where A.B == Int\n  func g<each T>(_ t: repeat each T) }\n",
        "class V { var a, b: Int\n  var (x, y) = (1, 2)\n  var w: Int = 0 { didSet {} }\n  unowned let o: O\n  @objc(named) func h(@escaping f: () -> Void = {}) {} }\n",
        "#if os(iOS)\nstruct S { #if DEBUG\n  func d() {}\n  #endif\n  init?() {} }\n#endif\nstruct T<U: Sequence> where U.Element == Int {}\n",
        "struct Broken { func f(a: Int, { }\n  class Lost { var x: Int }\n",
        "struct R { func f<T>(x: T) -> T where T: Equatable { x }\n  func g(_ s: String = \")\") async throws -> [Int: String] { [:] } }\n",
        "protocol P {\n  func f() -> Int\n  var x: Int { get }\n}\nfunc h(x: () -> Int = { let y = 1; return y }) { }\n",
        "func f() -> Int; var y: Int { 1 }\nfunc g() -> Int // c\n{ 1 }\nfunc k() -> @Sendable () -> Void { {} }\n",
        "class C { func f() throws(E) -> Int? { nil }\n  func g() -> some View { T() } }\nfunc h() } {\nfunc i(",
        "struct A {\n  func use(_ r: ng: AnyObject {}\n  var renderer: R?\n  func g(x: Int)) {}\n}\n",
        "typealias Both = A & B\nenum Screens { static weak var banner: BannerRendering?\n  static let shared = Screens()\n  var x: Int { 1 } }\n",
        "class L { var a, b: BannerRendering\n  var c, d = 1, e: BannerRendering?\n  let (f, g): (Int, String)\n  var h: String, i: Int }\n",
        "struct M { init(x: Int) {} }\nextension M { static var s, t: Rendering? }\nclass N { init() {}\n  weak var w: AnyObject? }\n",
        "class O { init() {} }\nprotocol P { weak var d: D? { get } }\nclass Q { var r: /* Rendering */ String\n  var s: Array< Int > }\n",
        "final class W: Base {\n  weak var (_): D?\n  init(d: D) {}\n}\n",
    ]

    @Test(arguments: tricky)
    func selectedMembersAreKeptAndTheRestLeftOut(_ source: String) {
        expectSelection(Array(source.utf8), name: source)
    }

    @Test func everySwiftFileOfThisRepositoryKeepsItsTypes() throws {
        var usable = 0
        for file in Repository.files(under: "Sources", suffix: ".swift") + Repository.files(under: "Tests", suffix: ".swift") {
            usable += expectSelection([UInt8](try Data(contentsOf: file)), name: file.path)
        }
        #expect(usable > 100)
    }

    /// Point `SSS_LEXER_CORPUS` at a folder of Swift code to check it too.
    @Test(.enabled(if: Corpus.isAvailable, "set SSS_LEXER_CORPUS to a folder of Swift code"))
    func everySwiftFileOfTheCorpusKeepsItsTypes() throws {
        let files = Corpus.files
        try #require(!files.isEmpty, "no Swift files under \(Corpus.folder?.path ?? "")")
        for file in files {
            expectSelection([UInt8](try Data(contentsOf: file)), name: file.path)
        }
    }

    @Test func aTypeKeepsNothingButItsNestedTypes() {
        let bytes = Array("struct A {\n  func f() {}\n  var v = 1\n  struct B { let w: Int }\n}\nfunc g() {}\n".utf8)
        let tokens = Lexer.tokenize(bytes)
        let filter = MemberFilter(topLevel: [], members: { _ in [] })
        let tree = DeclarationScanner.scanCountingSkimmedRegions(bytes, tokens: tokens, memberFilter: filter).tree
        #expect(DeclarationDump.lines(tree, bytes: bytes) == ["struct A @1:8", "  struct B @4:10"])
    }

    @Test func propertiesAreKeptForAWordInTheirTypeEvenWhenTheyShareALaterBindingsType() {
        let source = "class C {\n  var a, b: BannerRendering?\n  var c = 1, d: BannerRendering\n  var e: Int, f: Label\n}\n"
        #expect(Self.scanned(source, filter: MemberFilter(topLevel: [], typeWords: ["Rendering"]) { _ in [.variablesByTypeWords] }) == [
            "class C @1:7", "  var a: BannerRendering? stored @2:7", "  var b: BannerRendering? stored @2:10",
            "  var d: BannerRendering stored @3:14",
        ])
    }

    @Test func initializersAreKeptOnlyInAFileThatDeclaresAWeakOrUnownedProperty() {
        let filter = MemberFilter(topLevel: []) { _ in [.initializersBesideNonOwning] }
        #expect(Self.scanned("struct A {\n  init() {}\n}\nclass B {\n  init(x: Int) {}\n}\n", filter: filter) == [
            "struct A @1:8", "class B @4:7",
        ])
        // The property comes after the initializers, so the file is scanned again to keep them.
        #expect(Self.scanned("struct A {\n  init() {}\n}\nclass B {\n  weak var d: D?\n}\n", filter: filter) == [
            "struct A @1:8", "  initializer init() @2:3 body", "class B @4:7",
        ])
        // A `weak var` that binds no name declares no property.
        #expect(Self.scanned("class B {\n  weak var\n  init() {}\n}\n", filter: filter) == ["class B @1:7"])
    }

    private static func scanned(_ source: String, filter: MemberFilter) -> [String] {
        let bytes = Array(source.utf8)
        let tree = DeclarationScanner.scanCountingSkimmedRegions(bytes, tokens: Lexer.tokenize(bytes), memberFilter: filter).tree
        return DeclarationDump.lines(tree, bytes: bytes)
    }

    /// Scans `bytes` with each filter, from the full tokens and from the tokens the lint pipeline makes;
    /// returns how many of the latter scans passed every skimmed region, as the linter then uses them.
    @discardableResult
    private func expectSelection(_ bytes: [UInt8], name: String) -> Int {
        let tokens = Lexer.tokenize(bytes)
        let full = DeclarationScanner.scan(bytes, tokens: tokens)
        let skimmed = Lexer.tokenizeSkimmingBodies(bytes)
        var usable = 0
        for filter in Self.filters {
            let kept = DeclarationScanner.scanCountingSkimmedRegions(bytes, tokens: tokens, memberFilter: filter).tree
            let expected = DeclarationTree(
                declarations: filter.applied(to: full.declarations), imports: full.imports
            )
            let expectedLines = DeclarationDump.lines(expected, bytes: bytes)
            #expect(DeclarationDump.lines(kept, bytes: bytes) == expectedLines, "\(name)")
            #expect(kept.allTypes.map(\.body) == expected.allTypes.map(\.body), "\(name)")
            let fromSkimmed = DeclarationScanner.scanCountingSkimmedRegions(bytes, tokens: skimmed.tokens, memberFilter: filter)
            guard fromSkimmed.skimmedRegions == skimmed.skimmed else { continue }
            usable += 1
            #expect(DeclarationDump.lines(fromSkimmed.tree, bytes: bytes) == expectedLines, "skimmed: \(name)")
            #expect(
                Self.bodyBytes(fromSkimmed.tree, skimmed.tokens) == Self.bodyBytes(expected, tokens), "skimmed: \(name)"
            )
        }
        return usable
    }

    /// Where each type's body starts and ends in the file.
    private static func bodyBytes(_ tree: DeclarationTree, _ tokens: [Token]) -> [Range<Int>?] {
        tree.allTypes.map { type in
            type.body.flatMap { $0.isEmpty ? nil : tokens[$0.lowerBound].offset..<tokens[$0.upperBound - 1].end }
        }
    }
}
