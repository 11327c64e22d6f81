/// Walks a template's nodes once, appending to a single string.
struct TemplateRenderer {
    private let file: SourceFile
    private let nodes: [TemplateNode]
    private let limits: RenderLimits

    init(file: SourceFile, nodes: [TemplateNode], limits: RenderLimits = .standard) {
        self.file = file
        self.nodes = nodes
        self.limits = limits
    }

    func render(_ context: TemplateValue) throws(DiagnosticError) -> String {
        var output = ""
        var scopes = TemplateScopes(context: context, file: file)
        var index = 0
        let allowedSteps = limits.steps(nodes: nodes.count, values: context.valueCount)
        var steps = 0
        var latestLoop: TemplateExpression?
        while nodes.indices.contains(index) {
            steps += 1
            if steps > allowedSteps || output.utf8.count > limits.outputBytes {
                throw runaway(at: latestLoop, steps: allowedSteps, output: output)
            }
            switch nodes[index] {
            case .text(let text):
                output += text
                index += 1
            case .insert(let expression):
                output += try text(of: expression, in: scopes)
                index += 1
            case .branch(let expression, let negated, let otherwise):
                let value = try transformed(expression, in: scopes)
                index = value.isTruthy != negated ? index + 1 : otherwise
            case .jump(let target):
                index = target
            case .loop(let expression, let otherwise):
                latestLoop = expression
                let value = try transformed(expression, in: scopes)
                guard case .list(let elements) = value else {
                    throw error("'{{#each}}' needs a list, but '\(expression.path)' is \(value.kindDescription)", at: expression)
                }
                if elements.isEmpty {
                    index = otherwise
                } else {
                    scopes.enter(.init(elements: elements, index: 0))
                    index += 1
                }
            case .next(let body, let exit):
                let iteration = scopes.innermostIteration
                scopes.leaveIteration()
                if let iteration, iteration.index + 1 < iteration.elements.count {
                    scopes.enter(.init(elements: iteration.elements, index: iteration.index + 1))
                    index = body
                } else {
                    index = exit
                }
            }
        }
        return output
    }

    /// The error for a rendering that went past its limits, at the loop entered last (the likely
    /// culprit) or at the start of the template when no loop ran.
    private func runaway(at loop: TemplateExpression?, steps: Int, output: String) -> DiagnosticError {
        let reason = output.utf8.count > limits.outputBytes
            ? "the output exceeds \(limits.outputBytes) bytes"
            : "it takes more than \(steps) steps"
        let message = "rendering stopped because \(reason); loops nested over the same lists multiply the work"
        let location = loop.map { SourceLocation(file: file, offset: $0.offset, length: $0.length) }
        return DiagnosticError(.error(message, at: location ?? SourceLocation(file: file, offset: 0, length: 0)))
    }

    private func text(of expression: TemplateExpression, in scopes: TemplateScopes) throws(DiagnosticError) -> String {
        switch try transformed(expression, in: scopes) {
        case .string(let text):
            return text
        case .bool(let flag):
            return flag ? "true" : "false"
        case let value:
            let message = "cannot insert '\(expression.path)', which is \(value.kindDescription); expected a string or a boolean"
            throw error(message, at: expression)
        }
    }

    /// The expression's value with its helpers applied in order.
    private func transformed(_ expression: TemplateExpression, in scopes: TemplateScopes) throws(DiagnosticError) -> TemplateValue {
        var value = try scopes.resolve(expression)
        for use in expression.helpers {
            guard case .string(let text) = value else {
                let message = "helper '\(use.helper.rawValue)' needs a string, but '\(expression.path)' is \(value.kindDescription)"
                throw DiagnosticError(.error(message, at: SourceLocation(file: file, offset: use.offset, length: use.helper.rawValue.utf8.count)))
            }
            value = .string(use.helper.apply(to: text))
        }
        return value
    }

    private func error(_ message: String, at expression: TemplateExpression) -> DiagnosticError {
        DiagnosticError(.error(message, at: SourceLocation(file: file, offset: expression.offset, length: expression.length)))
    }
}
