/// The totals of a run and its disagreements counted by category, each with a few examples.
public struct Summary: Sendable {
    /// One category of disagreements.
    public struct Category: Sendable {
        public var name: String
        public var count: Int
        /// The first disagreements of the category, in file order: `path:line:column`, then the source line.
        public var examples: [(location: String, source: String)]
    }

    public var files = 0
    public var filesWithDisagreements = 0
    /// Files in which swift-syntax found a syntax error; their disagreements are counted all the same.
    public var filesWithSyntaxErrors = 0
    /// The first of those files, as many as examples are kept.
    public var syntaxErrorExamples: [String] = []
    public var referenceTypes = 0
    public var sssTypes = 0
    public var disagreements = 0
    /// The categories, most disagreements first, then by name.
    public var categories: [Category] = []

    /// The summary of `results`, keeping up to `examples` examples a category.
    public init(_ results: [FileResult], examples: Int) {
        var byName: [String: Category] = [:]
        for result in results {
            files += 1
            referenceTypes += result.referenceCount
            sssTypes += result.sssCount
            if result.hasSyntaxErrors {
                filesWithSyntaxErrors += 1
                if syntaxErrorExamples.count < examples { syntaxErrorExamples.append(result.path) }
            }
            guard !result.disagreements.isEmpty else { continue }
            filesWithDisagreements += 1
            disagreements += result.disagreements.count
            for disagreement in result.disagreements {
                var category = byName[disagreement.category] ?? Category(name: disagreement.category, count: 0, examples: [])
                category.count += 1
                if category.examples.count < examples {
                    let index = disagreement.line - 1
                    let source = result.lines.indices.contains(index) ? result.lines[index] : ""
                    category.examples.append((
                        "\(result.path):\(disagreement.line):\(disagreement.column)",
                        String(source.trimmed(of: " \t\r"))
                    ))
                }
                byName[disagreement.category] = category
            }
        }
        categories = byName.values.sorted { ($0.count, $1.name) > ($1.count, $0.name) }
    }

    /// The summary as lines of text, for after the disagreements themselves.
    public var text: String {
        var lines = [
            "files: \(files) (\(filesWithDisagreements) with disagreements, \(filesWithSyntaxErrors) with syntax errors per swift-syntax)",
        ]
        lines += syntaxErrorExamples.map { "      syntax error in \($0)" }
        lines += [
            "type declarations: swift-syntax \(referenceTypes), sss \(sssTypes)",
            "disagreements: \(disagreements)",
        ]
        for category in categories {
            lines.append("  \(category.count)  \(category.name)")
            for example in category.examples {
                lines.append("      \(example.location)  \(example.source)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension StringProtocol {
    /// The text without `characters` at either end.
    func trimmed(of characters: String) -> Substring {
        var text = Substring(self)
        while let first = text.first, characters.contains(first) { text = text.dropFirst() }
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return text
    }
}
