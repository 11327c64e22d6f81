import Testing
@testable import SSSCore

/// The spec reader accepts a field or parameter type exactly when it is Swift type syntax.
struct TypeSyntaxTests {
    private func problem(_ type: String) -> TypeSyntax.Problem? {
        let bytes = Array(type.utf8)
        return TypeSyntax(bytes: bytes, range: 0..<bytes.count).problem()
    }

    @Test(arguments: [
        "Int", "Swift.Int", "String?", "Int!", "[Int]", "[String: [Int]]?", "Set<Int>", "Result<Int, any Error>",
        "Dictionary<String, Array<Int?>>", "(Int, String)", "(name: String, age: Int)", "()", "() -> Void",
        "(Int) async throws -> [String]", "(_ value: Int) -> Bool", "(Int...) -> Int", "(inout Int) -> Void",
        "@MainActor @Sendable () -> Void", "(@escaping () -> Void) -> Void", "@convention(block) () -> Void",
        "(() -> Void)?", "any Error", "some Collection<Int>", "any (Equatable & Hashable)", "Codable & Sendable",
        "Int.Type", "P.Protocol", "[Int].Index", "() throws(MyError) -> Int", "(Int) -> (Int) -> Int",
        "`Type`", "Ünïcode", "borrowing Int", "sending Int",
    ])
    func acceptsSwiftTypes(type: String) {
        #expect(problem(type) == nil, "\(type)")
    }

    @Test(arguments: [
        ("Int Int", "Int"), ("42", "42"), ("Int#x", "#"), ("[Int, String]", ","), ("Int:", ":"), ("Int ?", "?"),
        ("Int -> Int", "->"), ("Int async", "async"), ("_", "_"), ("(Int) Int", "Int"), ("Int...", "..."),
        ("() async async -> Void", "async"), ("Int.", "."), ("$0", "$"),
    ])
    func refusesTextThatIsNotAType(type: String, token: String) {
        #expect(problem(type)?.kind == .unexpected(token), "\(type)")
    }

    @Test(arguments: ["Int &", "() ->", "() throws", "any", "Set<"])
    func refusesATypeThatStopsHalfway(type: String) {
        let found = problem(type)
        #expect(found?.kind == .endsEarly, "\(type)")
    }

    @Test func checksDeepNestingWithoutRecursion() {
        let depth = 100_000
        let nested = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
        #expect(problem(nested) == nil)
        #expect(problem(nested + " Int")?.kind == .unexpected("Int"))
    }
}
