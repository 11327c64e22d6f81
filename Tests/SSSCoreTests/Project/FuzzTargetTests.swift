import Foundation
import Testing
import SSSTestSupport

/// The fuzz targets (`Fuzz/Targets`, run by `Scripts/fuzz.sh`) keep compiling as the core changes.
///
/// `Scripts/fuzz.sh` builds each target into one program with SSSCore's sources and
/// `-sanitize=fuzzer`, which takes minutes a target. This check type-checks each target with the fuzz
/// support files against the SSSCore module the tests were built with instead, through
/// `@testable import`, which reaches the same internal API: seconds a target, without the sanitizer.
struct FuzzTargetTests {
    static let targets = Repository.files(under: "Fuzz/Targets", suffix: ".swift")
    static let support = Repository.files(under: "Fuzz/Support", suffix: ".swift")

    /// Where the build keeps the SSSCore module, built for testing in a debug build.
    static var modules: URL { BuiltProduct.productsDirectory.appendingPathComponent("Modules") }

    static var coreModuleIsBuilt: Bool {
        FileManager.default.fileExists(atPath: modules.appendingPathComponent("SSSCore.swiftmodule").path)
    }

    @Test func theTargetsAndTheirSupportAreThere() {
        #expect(Self.targets.count >= 10)
        #expect(Self.support.map(\.lastPathComponent).contains("FuzzInput.swift"))
    }

    @Test(
        .enabled(if: coreModuleIsBuilt, "needs the SSSCore module of a debug build next to the tests"),
        arguments: targets.map { $0.deletingPathExtension().lastPathComponent }
    )
    func typeChecksAgainstTheCore(_ target: String) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sss-fuzz-\(target)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var files: [String] = []
        for file in Self.support + [Repository.url("Fuzz/Targets/\(target).swift")] {
            let copy = scratch.appendingPathComponent(file.lastPathComponent)
            try Data(("@testable import SSSCore\n" + String(contentsOf: file, encoding: .utf8)).utf8).write(to: copy)
            files.append(copy.path)
        }
        let command = try Toolchain.swiftc() + [
            "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", "FuzzTarget", "-I", Self.modules.path,
        ] + files
        let result = try Toolchain.run(command)
        #expect(result.status == 0, "\(result.output)")
    }
}
