import Foundation
import SSSTestSupport

/// A temporary folder with specs, where the built `sss generate` runs again and again, as a team
/// would run it over the life of a feature.
struct RegenerateFolder {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sss-regenerate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Runs the built `sss` with `arguments` in the folder, without colour.
    func sss(_ arguments: [String]) throws -> BuiltProduct.Result {
        try BuiltProduct.run(arguments, in: root, environment: ["NO_COLOR": "1"])
    }

    /// Every file under `folder` by its path relative to the folder, with its text.
    func snapshot(_ folder: String) throws -> [String: String] {
        let base = root.appendingPathComponent(folder)
        var files: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return files }
        for case let url as URL in enumerator where !url.hasDirectoryPath {
            let relative = String(url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1))
            files[relative] = (try? String(contentsOf: url, encoding: .utf8)) ?? "<unreadable>"
        }
        return files
    }

    /// The Swift files under `folder`.
    func swiftFiles(_ folder: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
    }

    /// `text` with the body of the method whose declaration line is `declaration` replaced by
    /// `body`, and `after` inserted after its closing brace; the method's lines found by
    /// indentation, so the test does not depend on the starter comment of the template.
    static func replacingBody(
        of declaration: String, in text: String, with body: [String], insertingAfter after: [String] = []
    ) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: declaration) else { return nil }
        let indent = String(declaration.prefix { $0 == " " })
        guard let end = lines[(start + 1)...].firstIndex(of: indent + "}") else { return nil }
        lines.replaceSubrange(start + 1..<end + 1, with: body + [indent + "}"] + after)
        return lines.joined(separator: "\n")
    }
}
