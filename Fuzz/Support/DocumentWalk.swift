/// Visits every node of a parsed document without recursion, checking each location and asking
/// each value for the interpretations readers use (string, bool, flow-list elements).
enum DocumentWalk {
    static func visit(_ root: DocumentNode) {
        var pending = [root]
        while let node = pending.popLast() {
            FuzzInput.expectInside(node.location)
            _ = node.shapeDescription
            switch node {
            case .mapping(let mapping):
                for entry in mapping.entries {
                    FuzzInput.expectInside(entry.key.location)
                    pending.append(entry.value)
                }
            case .sequence(let sequence):
                pending += sequence.items
            case .scalar(let scalar):
                visit(scalar)
            }
        }
    }

    private static func visit(_ scalar: DocumentScalar) {
        _ = scalar.string
        _ = scalar.bool
        guard scalar.isFlowList else { return }
        do throws(DiagnosticError) {
            for element in try scalar.flowListElements() {
                FuzzInput.expectInside(element.location)
                _ = element.string
            }
        } catch {
            FuzzInput.expectClean(error)
        }
    }
}
