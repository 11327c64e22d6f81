import Foundation
@testable import SSSCore

/// Reads the Swift sources of a repository and reports every place where a target or a folder uses
/// what its layer must not: a module it may not import, a name declared in a layer it may not use, or
/// a name that belongs to the process (standard streams, exit, signals, the allocator).
///
/// Names are found with `sss`'s own lexer, so text in comments and strings never counts. A layer's
/// names are the types, type aliases and functions its files declare at the top level without
/// `private` or `fileprivate`.
struct LayerCheck {
    /// A folder of sources, relative to the repository, and the other layers it may use.
    struct Layer {
        let path: String
        let mayUse: [String]
        /// The modules its files may import.
        let imports: Set<String>
        /// Names its files must never mention, whoever declares them.
        let forbiddenNames: Set<String>
    }

    let layers: [Layer]
    /// Folders that hold sources but are no layer (the executable's own folder, say), checked only for
    /// files that should not be there.
    let filesOnly: [(path: String, allowed: Set<String>)]

    /// One breach, located and explained.
    struct Violation: CustomStringConvertible, Equatable {
        let path: String
        let line: Int
        let column: Int
        let message: String
        var description: String { "\(path):\(line):\(column): \(message)" }
    }

    /// Every breach under `root`, sorted by place.
    func violations(in root: URL) throws -> [Violation] {
        let files = try layers.flatMap { layer in try swiftFiles(in: root, under: layer.path).map { (layer, $0) } }
        var owners: [String: (layer: String, path: String)] = [:]
        var parsed: [(layer: Layer, file: ParsedFile)] = []
        for (layer, relativePath) in files {
            let file = try ParsedFile(path: relativePath, bytes: Array(Data(contentsOf: root.appendingPathComponent(relativePath))))
            for name in file.declaredNames where owners[name] == nil {
                owners[name] = (layer.path, relativePath)
            }
            parsed.append((layer, file))
        }
        var found: [Violation] = []
        for (layer, file) in parsed {
            found += file.imports.filter { !layer.imports.contains($0.name) }.map { module in
                file.violation(at: module.offset, "\(layer.path) must not import \(module.name)")
            }
            for use in file.uses {
                if layer.forbiddenNames.contains(use.name), use.isCalled || Self.isProcessGlobal(use.name) {
                    found.append(file.violation(at: use.offset, "\(layer.path) must not use '\(use.name)': it belongs to the process, not to a library"))
                } else if let owner = owners[use.name], owner.layer != layer.path, !layer.mayUse.contains(owner.layer) {
                    found.append(file.violation(at: use.offset, "'\(use.name)' is declared in \(owner.layer) (\(owner.path)), which \(layer.path) must not use"))
                }
            }
        }
        for folder in filesOnly {
            for path in try swiftFiles(in: root, under: folder.path) where !folder.allowed.contains(path) {
                found.append(Violation(path: path, line: 1, column: 1, message: "\(folder.path) holds only \(folder.allowed.sorted().joined(separator: ", "))"))
            }
        }
        found += try unassignedFolders(in: root)
        return found.sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
    }

    /// Types and the standard streams count wherever they appear; functions only where they are called,
    /// so that a local value named `exit` is not mistaken for the function.
    private static func isProcessGlobal(_ name: String) -> Bool {
        name.first?.isUppercase == true || ["stdin", "stdout", "stderr"].contains(name)
    }

    /// Folders with Swift files directly inside that belong to no layer: each new folder must be given a place.
    private func unassignedFolders(in root: URL) throws -> [Violation] {
        let targets = Set(layers.map { $0.path.split(separator: "/").prefix(2).joined(separator: "/") })
        let known = Set(layers.map(\.path))
        var found: [Violation] = []
        for target in targets.sorted() {
            for path in try swiftFiles(in: root, under: target) {
                let folder = (path as NSString).deletingLastPathComponent
                if !known.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) {
                    found.append(Violation(path: path, line: 1, column: 1, message: "\(folder) is in no layer; add it to the layer list"))
                }
            }
        }
        return found
    }

    private func swiftFiles(in root: URL, under folder: String) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
    }
}

/// The imports, top-level declarations and names used by one Swift file.
private struct ParsedFile {
    let source: SourceFile
    var imports: [(name: String, offset: Int)] = []
    var declaredNames: [String] = []
    /// Names used, and whether each is called (followed by `(`).
    var uses: [(name: String, offset: Int, isCalled: Bool)] = []

    init(path: String, bytes: [UInt8]) {
        source = SourceFile(path: path, bytes: bytes)
        let tokens = Lexer.tokenize(bytes).filter { !$0.kind.isTrivia }
        var depth = 0
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth -= 1
            case .identifier where Self.isUse(at: index, in: tokens):
                let isCalled = index + 1 < tokens.count && tokens[index + 1].kind == .leftParen
                uses.append((source.text(of: token), token.offset, isCalled))
            case .keyword where token.keyword == .import && depth == 0 && index + 1 < tokens.count:
                imports.append((source.text(of: tokens[index + 1]), tokens[index + 1].offset))
            case .keyword where depth == 0 && Self.declarationKeywords.contains(token.keyword) && index + 1 < tokens.count:
                let modifiers = tokens[..<index].suffix(4).map { source.text(of: $0) }
                if !modifiers.contains("private") && !modifiers.contains("fileprivate") {
                    declaredNames.append(source.text(of: tokens[index + 1]))
                }
            default: break
            }
        }
    }

    /// Whether the identifier at `index` names something declared elsewhere: not a member after `.`, not
    /// an argument label before `:`, and not the name a declaration introduces.
    private static func isUse(at index: Int, in tokens: [Token]) -> Bool {
        if index > 0 {
            let previous = tokens[index - 1]
            if previous.kind == .period { return false }
            if previous.kind == .keyword, [.func, .case, .let, .var].contains(previous.keyword) { return false }
        }
        return index + 1 == tokens.count || tokens[index + 1].kind != .colon
    }

    private static let declarationKeywords: Set<Keyword> = [.struct, .enum, .class, .protocol, .typealias, .func]

    func violation(at offset: Int, _ message: String) -> LayerCheck.Violation {
        let position = SourceLocation(file: source, offset: offset).lineColumn
        return LayerCheck.Violation(path: source.path, line: position.line, column: position.column, message: message)
    }
}
