import Foundation

/// A folder of real Swift code outside the repository (for example the benchmark corpus), named by
/// the environment variable `SSS_LEXER_CORPUS`. Tests over it run only when it is set, and say so
/// when they are skipped.
package enum Corpus {
    /// The variable that names the folder.
    package static let variable = "SSS_LEXER_CORPUS"

    /// The folder, when the variable names one.
    package static var folder: URL? {
        guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path)
    }

    /// Whether the variable names a folder, for `.enabled(if:)`.
    package static var isAvailable: Bool { folder != nil }

    /// The regular `.swift` files under the folder, sorted; empty without one.
    package static var files: [URL] {
        folder.map(swiftFiles(under:)) ?? []
    }

    /// The regular `.swift` files under `folder`, sorted.
    package static func swiftFiles(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path }
    }
}
