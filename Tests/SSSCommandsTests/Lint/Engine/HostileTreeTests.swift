import Foundation
import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

/// `sss lint` over real folders holding names that are not UTF-8 or hold line breaks, link loops,
/// broken links, a FIFO and a link to a device.
struct HostileTreeTests {
    private static func makeRoot() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sss-tree-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    @Test func lintsFilesWhoseNamesAreNotUTF8OrHoldLineBreaks() throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        RawFiles.makeFolder(root, [UInt8(ascii: "d"), 0xFF])
        RawFiles.makeFile("class AInteraction: AInteracting {}\n", in: root, [UInt8(ascii: "d"), 0xFF] + Array("/c.swift".utf8))
        RawFiles.makeFile("class BInteraction: BInteracting {}\n", in: root, [0xFF, 0xFE] + Array(".swift".utf8))
        RawFiles.makeFile("class CInteraction: CInteracting {}\n", in: root, Array("new\nline.swift".utf8))
        let result = try BuiltProduct.run(["lint", root.path])
        #expect(result.status == 2)
        let violation = "1:7: error: Final Component Violation: "
        let lines = result.output.split(separator: "\n").map { $0.replacingOccurrences(of: root.path + "/", with: "") }
        #expect(lines.count == 3)
        #expect(lines.map { $0.prefix(while: { $0 != " " }) } == ["d\\xFF/c.swift:1:7:", "new\\nline.swift:1:7:", "\\xFF\\xFE.swift:1:7:"])
        #expect(lines.allSatisfy { $0.contains(violation) })
        #expect(result.errorOutput == """
            Found 3 violations, 3 serious in 3 files.
              final_component: 3 (sss rules final_component)

            """)
        let named = try BuiltProduct.run(
            ["-c", #""$0" lint --reporter relative-path "$(printf 'd\377/c.swift')" "$(printf '\377\376.swift')""#,
             BuiltProduct.executable.path],
            executable: URL(fileURLWithPath: "/bin/sh"), in: root
        )
        #expect(named.output.split(separator: "\n").map { $0.prefix(while: { $0 != " " }) } == ["d\\xFF/c.swift:1:7:", "\\xFF\\xFE.swift:1:7:"])
    }

    @Test func reportsLinksThatLeadNowhereAndItemsThatAreNotFilesAndLintsTheRest() throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("class GoodInteraction: GoodInteracting {}\n".utf8).write(to: root.appendingPathComponent("Good.swift"))
        RawFiles.link(root, "m.swift", to: "n.swift")
        RawFiles.link(root, "n.swift", to: "m.swift")
        RawFiles.link(root, "l.swift", to: "l.swift")
        RawFiles.link(root, "loop", to: "loop")
        RawFiles.link(root, "dangling.swift", to: "missing.swift")
        RawFiles.link(root, "dangling", to: "missing")
        RawFiles.link(root, "x\ny.swift", to: "missing.swift")
        RawFiles.link(root, "null.swift", to: "/dev/null")
        RawFiles.makeFIFO(root, "fifo.swift")
        let result = try BuiltProduct.run(["lint", root.path])
        #expect(result.status == 2)
        #expect(result.output.hasPrefix(root.path + "/Good.swift:1:7: error: Final Component Violation: "))
        #expect(result.errorOutput.replacingOccurrences(of: root.path + "/", with: "") == """
            dangling.swift: warning: broken symbolic link; skipped
            fifo.swift: warning: not a regular file; skipped
            l.swift: warning: symbolic link loop; skipped
            loop: warning: symbolic link loop; skipped
            m.swift: warning: symbolic link loop; skipped
            n.swift: warning: symbolic link loop; skipped
            null.swift: warning: not a regular file; skipped
            x\\ny.swift: warning: broken symbolic link; skipped
            Found 1 violation, 1 serious in 1 file.
              final_component: 1 (sss rules final_component)

            """)
    }

    @Test func reportsTheSameWhenTheyAreNamedOnTheCommandLine() throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("class GoodInteraction: GoodInteracting {}\n".utf8).write(to: root.appendingPathComponent("Good.swift"))
        RawFiles.link(root, "m.swift", to: "n.swift")
        RawFiles.link(root, "n.swift", to: "m.swift")
        RawFiles.link(root, "dangling.swift", to: "missing.swift")
        RawFiles.makeFIFO(root, "fifo.swift")
        let result = try BuiltProduct.run(["lint", "m.swift", "dangling.swift", "fifo.swift", "Good.swift"], in: root)
        #expect(result.status == 2)
        #expect(result.errorOutput == """
            m.swift: warning: symbolic link loop; skipped
            dangling.swift: warning: broken symbolic link; skipped
            fifo.swift: warning: not a regular file or folder; skipped
            Found 1 violation, 1 serious in 1 file.
              final_component: 1 (sss rules final_component)

            """)
    }
}
