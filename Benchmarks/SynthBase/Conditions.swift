#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#else
#error("no C library to build against")
#endif

/// Facts about the platform, chosen while compiling.
public enum Platform__COPY__ {
    #if os(Linux)
    public static let name = "linux"
    #elseif os(macOS)
    public static let name = "macos"
    #elseif os(iOS) || os(tvOS)
    public static let name = "mobile"
    #else
    public static let name = "elsewhere"
    #endif

    #if compiler(>=6.0)
    public static func isModern() -> Bool { true }
    #else
    public static func isModern() -> Bool { false }
    #endif

    #if DEBUG && !SYNTHETIC_RELEASE
    struct Checks {
        #if arch(x86_64)
        static let width = 64
        #elseif arch(arm64)
        static let width = 64
        #else
        static let width = 32
        #endif
    }
    #endif

    public static func doubled(_ values: [Int]) -> [Int] {
        values
            .map { $0 * 2 }
        #if os(Linux)
            .filter { $0 >= 0 }
        #endif
            .sorted()
    }

    @available(*, deprecated, message: "ask for name instead")
    public static var legacyName: String { name.uppercased() }

    @available(macOS 13, iOS 16, *)
    public static func pause() async throws {
        try await Task.sleep(for: .milliseconds(1))
    }
}

#if false
/// This whole block is inactive, yet it must still be well-formed Swift.
final class Inactive__COPY__ {
    var never = 0
}
#endif

#if swift(>=5.9)
extension Platform__COPY__ {
    @inlinable
    public static func clamp<Value: Comparable>(_ value: Value, to range: ClosedRange<Value>) -> Value {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
#endif

@MainActor
final class Screen__COPY__State {
    #if os(Linux)
    var title = "headless"
    #else
    var title = "window"
    #endif
    private(set) var visits = 0

    func visit() {
        visits += 1
    }
}
