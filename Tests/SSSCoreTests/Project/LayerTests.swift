import Foundation
import Testing
@testable import SSSCore
import SSSTestSupport

/// The targets and the folders inside them depend on each other in one direction only.
struct LayerTests {
    /// The modules any file of a target may import besides the package's own: the C library, the
    /// toolchain's, and the compiler's processor intrinsics (`_Builtin_intrinsics.intel`).
    static let systemModules: Set<String> = ["Glibc", "Musl", "Darwin", "Dispatch", "Synchronization", "_Builtin_intrinsics"]

    /// What belongs to the process, which only the command line may touch.
    static let processNames: Set<String> = [
        "print", "exit", "CommandLine", "FileHandle", "ProcessInfo", "stdout", "stderr", "stdin", "fputs",
        "signal", "sigaction", "atexit", "setvbuf", "isatty", "mallopt", "madvise", "sbrk",
    ]

    /// SSSCore's folders, each followed by those it may use; every earlier layer of a chain is allowed.
    static let core: [(path: String, mayUse: [String])] = {
        let base = ["Support", "Diagnostics"]
        let architecture = base + ["Architecture"]
        let lint = ["Lint/Lexer", "Lint/Syntax", "Lint/Suppression", "Lint/Index", "Lint/Rules",
                    "Lint/Configuration", "Lint/Engine", "Lint/Baseline", "Lint/Reporters", "Lint/Fix"]
        var layers: [(String, [String])] = [
            ("Support", []),
            ("Diagnostics", ["Support"]),
            ("Document", base),
            ("Architecture", base + ["Document"]),
            ("Spec", architecture + ["Document"]),
            ("Templates", base),
            ("Generate", architecture + ["Document", "Spec", "Templates"]),
        ]
        for (index, folder) in lint.enumerated() {
            let extra = folder == "Lint/Configuration" || index > lint.firstIndex(of: "Lint/Configuration")! ? ["Document"] : []
            layers.append((folder, architecture + extra + lint[..<index]))
        }
        layers.append(("Docs", architecture + ["Document", "Spec", "Templates", "Generate"] + lint))
        return layers
    }()

    static var check: LayerCheck {
        let coreLayers = core.map { layer in
            LayerCheck.Layer(
                path: "Sources/SSSCore/" + layer.path,
                mayUse: layer.mayUse.map { "Sources/SSSCore/" + $0 },
                imports: systemModules,
                forbiddenNames: processNames
            )
        }
        let commands = LayerCheck.Layer(
            path: "Sources/SSSCommands",
            mayUse: coreLayers.map(\.path),
            imports: systemModules.union(["SSSCore"]),
            forbiddenNames: []
        )
        return LayerCheck(layers: coreLayers + [commands], filesOnly: [("Sources/sss", ["Sources/sss/main.swift"])])
    }

    @Test func theSourcesKeepTheirLayers() throws {
        let violations = try Self.check.violations(in: Repository.root)
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test func everyLayerHoldsSources() throws {
        for layer in Self.check.layers {
            let folder = Repository.url(layer.path)
            #expect(FileManager.default.fileExists(atPath: folder.path), "\(layer.path) does not exist")
        }
    }

    @Test func aBreachInATemporaryTreeIsReportedWithItsPlace() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sss-layers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try write([
            "Sources/SSSCore/Lint/Rules/Finding.swift": "public struct Finding {}\nprivate struct Hidden {}\n",
            "Sources/SSSCore/Lint/Lexer/Token.swift": """
                import SSSCommands
                // Finding in a comment does not count, nor "Finding" in a string.
                struct Token {
                    let finding: Finding
                    let hidden: Hidden
                    func dump() { print("Finding") }
                }
                """,
            "Sources/SSSCore/Lint/Reporters/Report.swift": "struct Report { let finding: Finding }\n",
            "Sources/SSSCore/Extra/Stray.swift": "struct Stray {}\n",
            "Sources/SSSCommands/Lint.swift": "import SSSCore\nstruct Lint { let finding: Finding }\n",
            "Sources/sss/main.swift": "",
            "Sources/sss/Helper.swift": "",
        ], into: root)
        let lines = try Self.check.violations(in: root).map(\.description)
        #expect(lines == [
            "Sources/SSSCore/Extra/Stray.swift:1:1: Sources/SSSCore/Extra is in no layer; add it to the layer list",
            "Sources/SSSCore/Lint/Lexer/Token.swift:1:8: Sources/SSSCore/Lint/Lexer must not import SSSCommands",
            "Sources/SSSCore/Lint/Lexer/Token.swift:4:18: 'Finding' is declared in Sources/SSSCore/Lint/Rules "
                + "(Sources/SSSCore/Lint/Rules/Finding.swift), which Sources/SSSCore/Lint/Lexer must not use",
            "Sources/SSSCore/Lint/Lexer/Token.swift:6:19: Sources/SSSCore/Lint/Lexer must not use 'print': it "
                + "belongs to the process, not to a library",
            "Sources/sss/Helper.swift:1:1: Sources/sss holds only Sources/sss/main.swift",
        ])
    }

    private func write(_ files: [String: String], into root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
