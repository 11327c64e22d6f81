/// Turns tokens into the flat node list of a template, matching sections with their `else` and
/// closing tags and reporting every mismatch.
struct TemplateParser {
    private struct OpenSection {
        let tag: TemplateTag
        let keyword: String
        let section: SectionKind?
        /// The node that starts the section; `nil` when the opening tag had an error.
        let node: Int?
        var elseTag: TemplateTag?
        var elseNode: Int?
    }

    private let file: SourceFile
    private var nodes: [TemplateNode] = []
    private var pendingText: [UInt8] = []
    private var openSections: [OpenSection] = []
    /// How many open sections each keyword has, so a closing tag that matches none is known at
    /// once instead of by searching every open section.
    private var openCounts: [String: Int] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    init(file: SourceFile) {
        self.file = file
    }

    mutating func parse(_ tokens: [TemplateToken]) -> [TemplateNode] {
        for token in tokens {
            switch token {
            case .text(let range):
                pendingText += file.bytes[range]
            case .tag(let tag):
                handle(tag)
            }
        }
        flushText()
        for section in openSections {
            report("\(section.tag.quotedName) is never closed; expected '{{/\(section.keyword)}}'", at: section.tag)
        }
        return nodes
    }

    private mutating func handle(_ tag: TemplateTag) {
        switch tag.kind {
        case .insert(let expression):
            flushText()
            nodes.append(.insert(expression))
        case .open(let keyword, let section, let expression):
            flushText()
            openSection(tag, keyword: keyword, section: section, expression: expression)
        case .otherwise:
            flushText()
            handleElse(tag)
        case .close(let keyword):
            flushText()
            handleClose(tag, keyword: keyword)
        case .comment, .invalid:
            break
        }
    }

    private mutating func openSection(_ tag: TemplateTag, keyword: String, section: SectionKind?, expression: TemplateExpression?) {
        var node: Int?
        if let section, let expression {
            node = nodes.count
            switch section {
            case .each: nodes.append(.loop(expression, otherwise: -1))
            case .if: nodes.append(.branch(expression, negated: false, otherwise: -1))
            case .unless: nodes.append(.branch(expression, negated: true, otherwise: -1))
            }
        }
        openSections.append(OpenSection(tag: tag, keyword: keyword, section: section, node: node))
        openCounts[keyword, default: 0] += 1
    }

    private mutating func handleElse(_ tag: TemplateTag) {
        guard var section = openSections.popLast() else {
            report("'{{else}}' outside a section", at: tag)
            return
        }
        defer { openSections.append(section) }
        if let first = section.elseTag {
            report("\(section.tag.quotedName) already has an '{{else}}'", at: tag, note: ("first '{{else}}' is here", first))
            return
        }
        section.elseTag = tag
        guard let node = section.node else { return }
        let elseNode = nodes.count
        section.elseNode = elseNode
        nodes.append(section.section == .each ? .next(body: node + 1, exit: -1) : .jump(to: -1))
        patch(node, target: elseNode + 1)
    }

    private mutating func handleClose(_ tag: TemplateTag, keyword: String) {
        guard let innermost = openSections.last else {
            report("\(tag.quotedName) closes no open section", at: tag)
            return
        }
        guard innermost.keyword == keyword else {
            report("\(tag.quotedName) does not match \(innermost.tag.quotedName)", at: tag, note: ("\(innermost.tag.quotedName) opened here", innermost.tag))
            if openCounts[keyword, default: 0] > 0, let match = openSections.lastIndex(where: { $0.keyword == keyword }) {
                for section in openSections[match...] { openCounts[section.keyword, default: 1] -= 1 }
                openSections.removeSubrange(match...)
            }
            return
        }
        openSections.removeLast()
        openCounts[keyword, default: 1] -= 1
        close(innermost)
    }

    private mutating func close(_ section: OpenSection) {
        guard let node = section.node else { return }
        let end = nodes.count
        if let elseNode = section.elseNode {
            patch(elseNode, target: end)
        } else if section.section == .each {
            nodes.append(.next(body: node + 1, exit: end + 1))
            patch(node, target: end + 1)
        } else {
            patch(node, target: end)
        }
    }

    /// Points the jump of the node at `index` to `target`.
    private mutating func patch(_ index: Int, target: Int) {
        guard nodes.indices.contains(index) else { return }
        switch nodes[index] {
        case .branch(let expression, let negated, _):
            nodes[index] = .branch(expression, negated: negated, otherwise: target)
        case .loop(let expression, _):
            nodes[index] = .loop(expression, otherwise: target)
        case .jump:
            nodes[index] = .jump(to: target)
        case .next(let body, _):
            nodes[index] = .next(body: body, exit: target)
        case .text, .insert:
            break
        }
    }

    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        nodes.append(.text(String(decoding: pendingText, as: UTF8.self)))
        pendingText.removeAll(keepingCapacity: true)
    }

    private mutating func report(_ message: String, at tag: TemplateTag, note: (String, TemplateTag)? = nil) {
        let notes = note.map { [Diagnostic.note($0.0, at: location(of: $0.1))] } ?? []
        diagnostics.append(.error(message, at: location(of: tag), notes: notes))
    }

    private func location(of tag: TemplateTag) -> SourceLocation {
        SourceLocation(file: file, offset: tag.range.lowerBound, length: tag.range.count)
    }
}
