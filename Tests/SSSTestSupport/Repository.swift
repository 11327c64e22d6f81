import Foundation

/// Paths inside this repository, found from the location of this source file.
package enum Repository {
    package static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    package static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// Every file under `relativePath` whose name ends in `suffix`, sorted.
    package static func files(under relativePath: String, suffix: String) -> [URL] {
        let base = url(relativePath)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.path < $1.path }
    }
}
