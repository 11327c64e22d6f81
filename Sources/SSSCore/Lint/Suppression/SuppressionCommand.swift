/// One `// sss:disable …` or `// sss:enable …` comment, read from a file.
///
/// Without a modifier the command holds from its own place to the end of the file, or until another
/// command changes it again; with `:previous`, `:this` or `:next` it covers that one whole line.
package struct SuppressionCommand: Sendable, Equatable {
    /// Whether the command turns rules off or back on; the raw value is the word in the comment.
    package enum Action: String, Sendable, CaseIterable {
        case disable
        case enable
    }

    /// The line a one-line command covers, relative to the comment.
    package enum Modifier: String, Sendable, CaseIterable {
        case previous
        case this
        case next
    }

    /// A rule identifier, or `all`, as written in the command.
    package struct RuleReference: Sendable, Equatable {
        package let identifier: String
        /// The byte offset of the identifier in the file, where findings about it point.
        package let offset: Int
        package let position: LineColumn
    }

    /// The identifier that stands for every rule.
    package static let allRules = "all"

    package let action: Action
    package let modifier: Modifier?
    package let rules: [RuleReference]
    /// The text after ` - `, trimmed; `nil` when there is none.
    package let reason: String?
    /// The byte offset of `sss:`; a command without a modifier takes effect from here.
    package let offset: Int
    package let position: LineColumn
    /// The declaration the comment sits in, such as `LoginAssembler.assemble()`; empty at file level.
    package let declarationPath: String

    /// The command as written, without its rules: `disable`, `disable:next`, `enable:this`.
    package var form: String {
        action.rawValue + (modifier.map { ":" + $0.rawValue } ?? "")
    }

    /// The line a one-line command covers; `nil` for a command that holds until changed.
    package var coveredLine: Int? {
        switch modifier {
        case nil: nil
        case .previous: position.line - 1
        case .this: position.line
        case .next: position.line + 1
        }
    }
}

/// A comment that starts like a command (`// sss:`) but cannot be read as one.
package struct SuppressionProblem: Sendable, Equatable {
    package let message: String
    package let offset: Int
    package let position: LineColumn
    package let declarationPath: String
}
