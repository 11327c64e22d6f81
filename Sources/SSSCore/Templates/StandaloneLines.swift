/// Drops the lines that exist only to lay a template out.
///
/// A line whose only content is section, `else`, closing or comment tags, with spaces and tabs
/// around them, disappears from the output together with its line break (or, on the last line of
/// a file, with nothing after it). The tags themselves stay. Every other line is left alone.
enum StandaloneLines {
    static func remove(from tokens: [TemplateToken], in bytes: [UInt8]) -> [TemplateToken] {
        var result: [TemplateToken] = []
        result.reserveCapacity(tokens.count)
        var line: [TemplateToken] = []
        for token in tokens {
            guard case .text(let range) = token else {
                line.append(token)
                continue
            }
            var start = range.lowerBound
            var index = start
            while index < range.upperBound {
                guard TemplateByte.isLineBreak(bytes[index]) else {
                    index += 1
                    continue
                }
                var lineEnd = index + 1
                if bytes[index] == UInt8(ascii: "\r"), lineEnd < range.upperBound, bytes[lineEnd] == UInt8(ascii: "\n") {
                    lineEnd += 1
                }
                line.append(.text(start..<lineEnd))
                finish(&line, into: &result, bytes: bytes)
                start = lineEnd
                index = lineEnd
            }
            if start < range.upperBound {
                line.append(.text(start..<range.upperBound))
            }
        }
        finish(&line, into: &result, bytes: bytes)
        return result
    }

    private static func finish(_ line: inout [TemplateToken], into result: inout [TemplateToken], bytes: [UInt8]) {
        if isStandalone(line, bytes: bytes) {
            for token in line {
                if case .tag = token { result.append(token) }
            }
        } else {
            result += line
        }
        line.removeAll(keepingCapacity: true)
    }

    private static func isStandalone(_ line: [TemplateToken], bytes: [UInt8]) -> Bool {
        var hasTag = false
        for token in line {
            switch token {
            case .tag(let tag):
                guard tag.vanishesOnItsOwnLine else { return false }
                hasTag = true
            case .text(let range):
                for byte in bytes[range] where !TemplateByte.isBlank(byte) && !TemplateByte.isLineBreak(byte) {
                    return false
                }
            }
        }
        return hasTag
    }
}
