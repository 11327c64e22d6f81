import SSSCore

/// Reports a rule id or guide topic that does not exist: an error with the closest name, then every
/// name that does exist, so the next try can succeed.
struct UnknownName {
    /// What was looked up, such as `rule` or `topic`.
    let kind: String
    let known: [String]

    /// Writes the report to standard error. `hint` replaces the "did you mean" when given.
    func report(_ name: String, hint: String? = nil, in context: Context) {
        context.report(.error("unknown \(kind) '\(name)'\(hint ?? Suggestion.hint(for: name, in: known))"))
        context.errorOutput.write("The \(kind)s are:\n" + known.map { "  \($0)\n" }.joined())
    }
}
