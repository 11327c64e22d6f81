import Foundation
import Testing
@testable import SSSCore
import SSSTestSupport

/// The binary carries `Templates/` as generated Swift sources (`Generate/Builtin/`); these tests
/// fail while those copies are stale. Run them with `SSS_RECORD=1` to regenerate the copies.
struct BuiltinTemplateTests {
    static let templateFolder = "Templates"
    static let builtinFolder = "Sources/SSSCore/Generate/Builtin"

    static var templateFiles: [URL] {
        Repository.files(under: templateFolder, suffix: ".swift.template")
    }

    @Test func everyTemplateFileHasAName() throws {
        let files = Self.templateFiles.map(\.lastPathComponent)
        #expect(files == TemplateName.allCases.map(\.fileName).sorted())
        #expect(try FileManager.default.contentsOfDirectory(atPath: Repository.url(Self.templateFolder).path).sorted() == files)
    }

    @Test func theEmbeddedCopiesMatchTheTemplateFiles() throws {
        var expected: [String: String] = ["BuiltinTemplates.swift": ""]
        for file in Self.templateFiles {
            let text = try String(contentsOf: file, encoding: .utf8)
            let name = try #require(TemplateName(rawValue: file.lastPathComponent))
            let swiftFile = "Builtin\(name.shortName)Template.swift"
            let source = Self.embeddedSource(of: text, named: name)
            expected[swiftFile] = source
            let url = Repository.url("\(Self.builtinFolder)/\(swiftFile)")
            if GenerateTestSupport.isRecording {
                try Data(source.utf8).write(to: url)
                continue
            }
            let current = try? String(contentsOf: url, encoding: .utf8)
            #expect(current == source, "\(swiftFile) is stale: run SSS_RECORD=1 swift test --filter BuiltinTemplateTests")
            #expect(BuiltinTemplates.source(of: name) == text, "the binary's copy of \(name.fileName) is stale")
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: Repository.url(Self.builtinFolder).path)
        #expect(present.sorted() == expected.keys.sorted(), "Builtin/ holds files that no template generates")
    }

    @Test func theEmbeddedSourceKeepsEveryByte() {
        let tricky = "a \"quote\" and \"# and \"\"\"## and \\(x) \\#(y)\n  indented\n\nlast line without break"
        let source = Self.embeddedSource(of: tricky, named: .view)
        #expect(source.contains("static let view = ###\"\"\"\n" + tricky + "\n\"\"\"###\n"))
    }

    @Test func everyBuiltinTemplateParses() throws {
        _ = try TemplateSet.builtin()
    }

    /// The generated Swift file that embeds `text`: a raw string literal with one `#` more than the
    /// longest run of `#` in the text, so nothing in it can end the literal or start an escape.
    static func embeddedSource(of text: String, named name: TemplateName) -> String {
        var longestRun = 0
        var run = 0
        for character in text {
            run = character == "#" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let hashes = String(repeating: "#", count: longestRun + 1)
        let property = name.shortName.prefix(1).lowercased() + name.shortName.dropFirst()
        return """
            // Generated from Templates/\(name.fileName) by BuiltinTemplateTests; do not edit.
            // Change the template, then run `SSS_RECORD=1 swift test --filter BuiltinTemplateTests`.

            extension BuiltinTemplates {
                static let \(property) = \(hashes)\"\"\"
            \(text)
            \"\"\"\(hashes)
            }

            """
    }
}
