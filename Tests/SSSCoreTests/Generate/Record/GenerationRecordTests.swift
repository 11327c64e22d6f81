import Testing
@testable import SSSCore
import SSSTestSupport

/// The record's file: written the same way every time, read back exactly, and refused with the
/// place of the problem when it is not a record.
struct GenerationRecordTests {
    private func decode(_ text: String) throws(DiagnosticError) -> GenerationRecord {
        try GenerationRecordReader.decode(SourceFile(path: "App/.sss-generated.json", text: text))
    }

    private func errors(_ text: String) -> String {
        do {
            _ = try decode(text)
            return "no error"
        } catch {
            return DiagnosticPrinter().render(error.diagnostics)
        }
    }

    @Test func writesFilesByPathWithTheirFeatureAndLines() {
        let record = GenerationRecord([
            GenerationRecord.Entry(path: "Lobby/WelcomeView.swift", feature: "Lobby", text: "import UIKit\n\nfinal class WelcomeView {}\n"),
            GenerationRecord.Entry(path: "NavigationControlling.swift", feature: nil, text: "protocol P {}"),
            GenerationRecord.Entry(path: "Hall/DoorView.swift", feature: "Hall", text: ""),
        ])
        #expect(String(decoding: record.encoded(), as: UTF8.self) == """
            {
              "about" : "\(GenerationRecord.about)",
              "version" : 1,
              "files" : [
                {
                  "path" : "Hall/DoorView.swift",
                  "feature" : "Hall",
                  "lines" : [
                    ""
                  ]
                },
                {
                  "path" : "Lobby/WelcomeView.swift",
                  "feature" : "Lobby",
                  "lines" : [
                    "import UIKit",
                    "",
                    "final class WelcomeView {}",
                    ""
                  ]
                },
                {
                  "path" : "NavigationControlling.swift",
                  "lines" : [
                    "protocol P {}"
                  ]
                }
              ]
            }

            """)
    }

    @Test func theOrderEntriesCameInDoesNotMatter() {
        let entries = ["b.swift", "B.swift", "a/b.swift", "a.swift", "é.swift"].map {
            GenerationRecord.Entry(path: $0, feature: "F", text: $0 + "\n")
        }
        #expect(GenerationRecord(entries).encoded() == GenerationRecord(entries.reversed()).encoded())
        #expect(GenerationRecord(entries).sortedEntries.map(\.path) == ["B.swift", "a.swift", "a/b.swift", "b.swift", "é.swift"])
    }

    @Test(arguments: ["", "\n", "a", "a\n", "a\r\nb\r\n", "no final newline\nhere", "\"quoted\" \\ back\tslash\u{1}", "naïve ✓\n\n\n"])
    func readsEveryTextBackExactly(text: String) throws {
        let record = GenerationRecord([GenerationRecord.Entry(path: "A.swift", feature: "A", text: text)])
        let read = try decode(String(decoding: record.encoded(), as: UTF8.self))
        #expect(read == record)
        #expect(read["A.swift"]?.text == text)
    }

    @Test func reportsEachProblemWithItsPlace() {
        #expect(errors("{\"version\": 2, \"files\": []}") == """
            App/.sss-generated.json:1:13: error: unsupported record version 2; this sss reads version 1
            {"version": 2, "files": []}
                        ^

            """)
        #expect(errors("{\"version\": 1, \"fils\": []}") == """
            App/.sss-generated.json:1:16: error: unknown key 'fils' in the record; did you mean 'files'?
            {"version": 1, "fils": []}
                           ^
            App/.sss-generated.json:1:1: error: missing key 'files' in the record
            {"version": 1, "fils": []}
            ^

            """)
        #expect(errors("{\"version\": 1, \"files\": [{\"path\": \"../secret\", \"lines\": [\"\"]}]}") == """
            App/.sss-generated.json:1:35: error: 'path' must be a path inside the folder, such as 'Lobby/LobbyView.swift', found '../secret'
            {"version": 1, "files": [{"path": "../secret", "lines": [""]}]}
                                              ^

            """)
        #expect(errors("{\"version\": 1, \"files\": [{\"path\": \"A\", \"lines\": [\"x\"]}, {\"path\": \"A\", \"lines\": [\"y\"]}]}").hasPrefix(
            "App/.sss-generated.json:1:57: error: the file 'A' is recorded twice\n"
        ))
        #expect(errors("{\"version\": 1, \"files\": [{\"path\": \"A\", \"lines\": []}]}").hasPrefix(
            "App/.sss-generated.json:1:49: error: 'lines' must be a non-empty array of strings, found an array\n"
        ))
        #expect(errors("{\"version\": 1, \"files\": [{\"path\": \"A\", \"feature\": 3, \"lines\": [\"\"]}]}").hasPrefix(
            "App/.sss-generated.json:1:51: error: 'feature' must be a non-empty string, found 3\n"
        ))
        #expect(errors("[]").hasPrefix("App/.sss-generated.json:1:1: error: the record must be a JSON object, found an array\n"))
        #expect(errors("{\"version\": 1,").hasPrefix("App/.sss-generated.json:1:15: error: expected a key in double quotes\n"))
    }

    @Test func saysWhatToDoWithGitsConflictMarkers() {
        let text = "{\n  \"version\" : 1,\n<<<<<<< HEAD\n  \"files\" : []\n=======\n  \"files\" : [ ]\n>>>>>>> other\n}\n"
        #expect(errors(text) == """
            App/.sss-generated.json:3:1: error: the record holds git's conflict markers; check out one side of it (or delete it) and run 'sss generate' again, which rewrites it
            <<<<<<< HEAD
            ^

            """)
    }
}
