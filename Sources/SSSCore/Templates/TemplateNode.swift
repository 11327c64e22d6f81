/// One step of a parsed template.
///
/// A parsed template is a flat list of nodes in which sections become jumps between positions in
/// the list, so rendering walks it in a loop and needs no recursion however deeply sections nest.
enum TemplateNode: Sendable {
    /// Literal text, copied to the output as it is.
    case text(String)
    /// `{{ value }}`: the value as text.
    case insert(TemplateExpression)
    /// `{{#if}}` (or `{{#unless}}`, `negated`): goes on to the next node when the value is truthy
    /// (falsy), otherwise continues at `otherwise`.
    case branch(TemplateExpression, negated: Bool, otherwise: Int)
    /// Continues at `target`; ends the first branch of an `if` that has an `else`.
    case jump(to: Int)
    /// `{{#each}}`: enters the body with the first element in scope, or continues at `otherwise`
    /// when the list is empty.
    case loop(TemplateExpression, otherwise: Int)
    /// The end of an `each` body: back to `body` with the next element, or on to `exit` after the last.
    case next(body: Int, exit: Int)
}
