/// How much work one rendering may do before it stops with an error.
///
/// Walking every node once per value of the context is always allowed, which covers any loop over
/// the context's lists. Loops nested over the same list multiply instead: twenty nested
/// `{{#each}}` over three elements ask for 3^20 passes. Such a runaway template is stopped and
/// reported rather than left running for hours or filling memory.
struct RenderLimits: Sendable {
    /// One million steps on top of the allowance, and 64 MB of output.
    static let standard = RenderLimits(baseSteps: 1_000_000, outputBytes: 64 << 20)

    /// Steps allowed whatever the template and context.
    let baseSteps: Int
    /// The most UTF-8 bytes the output may reach.
    let outputBytes: Int

    /// The steps allowed for a template of `nodes` nodes rendered with a context holding `values` values.
    func steps(nodes: Int, values: Int) -> Int {
        let (allowance, overflow) = nodes.multipliedReportingOverflow(by: values + 1)
        return overflow || allowance > Int.max - baseSteps ? Int.max : baseSteps + allowance
    }
}

extension TemplateValue {
    /// The number of values in this one, itself included, counted without recursion.
    var valueCount: Int {
        var count = 0
        var pending = [self]
        while let value = pending.popLast() {
            count += 1
            switch value {
            case .list(let elements): pending += elements
            case .object(let members): pending += members.values
            case .string, .bool: break
            }
        }
        return count
    }
}
