import Testing
@testable import SSSCore
import SSSTestSupport

/// The path analysis behind `assembler_single_initializer`, on shapes the rule's examples do not cover.
struct ExecutionPathsTests {
    /// The extra calls in `assemble`, as the text of the type names they are reported at.
    private func extraCalls(_ body: String) -> [String] {
        let source = SourceFile(path: "A.swift", text: "struct AAssembler {\n    func assemble() -> X {\n\(body)\n    }\n}\n")
        let file = LintedFile(source: source)
        guard let type = file.declarations.allTypes.first, let function = type.functions.first, let range = function.body else { return ["<no body>"] }
        return ExecutionPaths.extraInitializerCalls(in: file, body: range) { $0.hasSuffix("Assembler") }.map { offset in
            String(decoding: source.bytes[offset...].prefix { $0 != UInt8(ascii: "(") && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ".") }, as: UTF8.self)
        }
    }

    @Test func countsCallsInSequence() {
        #expect(extraCalls("let a = A()\nlet b = B<Int>()\nreturn C.init(a, b)") == ["B", "C"])
    }

    @Test func treatsIfElseBranchesAsAlternatives() {
        #expect(extraCalls("if x { return A() } else if y { return B() } else { return C() }").isEmpty)
        #expect(extraCalls("let a: P\nif x { a = A() } else { a = B() }\nreturn W(a)") == ["W"])
    }

    @Test func treatsSwitchCasesAsAlternatives() {
        #expect(extraCalls("switch k {\ncase .a: return A()\ncase .b, .c: return B()\ndefault: return C()\n}").isEmpty)
        #expect(extraCalls("switch k {\ncase .a: return A(D())\ndefault: break\n}") == ["D"])
    }

    @Test func treatsTernaryBranchesAsAlternatives() {
        #expect(extraCalls("return x ? A() : B()").isEmpty)
        #expect(extraCalls("let v = x ? A() : B()\nreturn W(v)") == ["W"])
        #expect(extraCalls("return W(x ? A() : B())") == ["A", "B"])
    }

    @Test func continuesAfterAnIfWithoutElseOnlyWhenTheBranchDoesNotReturn() {
        #expect(extraCalls("if x { return A() }\nreturn B()").isEmpty)
        #expect(extraCalls("if x { log(A()) }\nreturn B()") == ["B"])
    }

    @Test func treatsConditionalCompilationBranchesAsAlternatives() {
        #expect(extraCalls("#if DEBUG\nreturn A()\n#elseif TESTING\nreturn B()\n#else\nreturn C()\n#endif").isEmpty)
        #expect(extraCalls("#if DEBUG\nlet a = A()\n#else\nlet a = B()\n#endif\nreturn W(a)") == ["W"])
        #expect(extraCalls("#if DEBUG\nreturn A()\n#endif\nreturn B()").isEmpty)
        #expect(extraCalls("#if DEBUG\nlog(A())\n#endif\nreturn B()") == ["B"])
        #expect(extraCalls("#if canImport(UIKit) && os(iOS)\nreturn A()\n#else\nreturn B()\n#endif").isEmpty)
    }

    @Test func readsConditionalCompilationInsideBranches() {
        #expect(extraCalls("if x {\n#if DEBUG\nreturn A()\n#else\nreturn B()\n#endif\n}\nreturn C()").isEmpty)
        #expect(extraCalls("if x {\n#if DEBUG\nreturn A()\n#endif\n}\nreturn C()").isEmpty)
        #expect(extraCalls("if x {\n#if DEBUG\nlet a = A()\n#endif\nlog(a)\n}\nreturn C()") == ["C"])
    }

    @Test func endsThePathAtAReturnInsideDo() {
        #expect(extraCalls("if x {\ndo { return A() }\n}\nreturn B()").isEmpty)
        #expect(extraCalls("do {\nreturn try A()\n} catch {\nreturn B()\n}").isEmpty)
        #expect(extraCalls("do {\nlet a = try A()\nlog(a)\n} catch {\nlog(B())\n}\nreturn C()") == ["C"])
        #expect(extraCalls("if x {\ndo { log(A()) }\n}\nreturn B()") == ["B"])
    }

    @Test func restartsTheCountOnlyAtCaseLabels() {
        #expect(extraCalls("switch k {\ncase .a:\nlet x = A()\nfor case let y? in ys { log(y) }\nreturn B(x)\ndefault:\nreturn C()\n}") == ["B"])
        #expect(extraCalls("switch k {\ncase .a:\nlet x = A()\nwhile case let y? = next() { log(y) }\nreturn B(x)\ndefault:\nreturn C()\n}") == ["B"])
        #expect(extraCalls("switch k {\ncase .a:\nlet x = A()\nlet s: Style = .default\nreturn B(x, s)\ndefault:\nreturn C()\n}") == ["B"])
        #expect(extraCalls("switch k {\ncase .a:\nlet x = A()\ndo { try run() } catch let error as Failure { log(error) }\nreturn B(x)\ndefault:\nreturn C()\n}") == ["B"])
        #expect(extraCalls("let v = switch c { case true: A() case false: B() }\nreturn W(v)") == ["W"])
    }

    @Test func keepsTheGuardElseOffTheMainPath() {
        #expect(extraCalls("guard let v = value else { return A() }\nreturn B(v)").isEmpty)
    }

    @Test func countsClosuresAndInterpolationsButNotStringsOrComments() {
        #expect(extraCalls("let f = { A() }\nreturn B(f)") == ["B"])
        #expect(extraCalls("let s = \"\\(A())\"\nreturn B(s)") == ["B"])
        #expect(extraCalls("// A()\nlet s = \"B()\"\nlet r = #\"C()\"#\nreturn D(s, r)").isEmpty)
    }

    @Test func ignoresOtherAssemblersStaticFactoriesAndLowercaseCalls() {
        #expect(extraCalls("return A(b: BAssembler().assemble(), c: C.make(), d: makeD(), e: self.e())").isEmpty)
    }

    @Test func survivesDeeplyNestedCode() {
        let depth = 10_000
        let body = String(repeating: "if x {\n", count: depth) + "A()\nB()" + String(repeating: "}\n", count: depth)
        #expect(extraCalls(body) == ["B"])
        let parens = String(repeating: "(", count: depth) + "A()" + String(repeating: ")", count: depth)
        #expect(extraCalls("return " + parens).isEmpty)
    }
}
