/// The suppression commands of one file and the rules they disable at each place.
///
/// Built in the first pass while the file's tokens exist, and kept in its ``FileSummary`` so findings
/// of both passes can be filtered. Small: one state per command that holds until changed, plus the
/// one-line commands by the line they cover.
package struct SuppressionMap: Sendable {
    private struct Checkpoint: Sendable {
        let position: LineColumn
        let command: Int
        let state: SuppressionState
    }

    /// Every readable command, in file order.
    package let commands: [SuppressionCommand]
    /// Comments that start like a command but cannot be read as one.
    package let problems: [SuppressionProblem]
    private let checkpoints: [Checkpoint]
    private let overlays: [Int: [Int]]

    package init(_ file: LintedFile) {
        self.init(file, mayHoldCommands: SuppressionParser.mayHoldCommands(file.bytes))
    }

    /// The commands of `file`; `mayHoldCommands` is `false` only when none of its comments can be a command,
    /// as ``SuppressionParser/mayHoldCommands(_:)`` or ``LexedTokens/hasMarkedComment`` tell.
    init(_ file: LintedFile, mayHoldCommands: Bool) {
        var commands: [SuppressionCommand] = []
        var problems: [SuppressionProblem] = []
        guard mayHoldCommands else {
            self.init(commands: commands, problems: problems)
            return
        }
        let lineTable = LineTable(file.bytes)
        for (index, token) in file.tokens.enumerated() where token.kind == .lineComment {
            let outcome = SuppressionParser.parse(token, in: file.bytes, lineTable: lineTable) {
                EnclosingDeclaration.path(at: index, in: file.declarations)
            }
            switch outcome {
            case .command(let command): commands.append(command)
            case .problem(let problem): problems.append(problem)
            case nil: break
            }
        }
        self.init(commands: commands, problems: problems)
    }

    init(commands: [SuppressionCommand], problems: [SuppressionProblem] = []) {
        self.commands = commands
        self.problems = problems
        var checkpoints: [Checkpoint] = []
        var overlays: [Int: [Int]] = [:]
        var state = SuppressionState()
        for (index, command) in commands.enumerated() {
            if let line = command.coveredLine {
                overlays[line, default: []].append(index)
            } else {
                state.apply(command, index: index)
                checkpoints.append(Checkpoint(position: command.position, command: index, state: state))
            }
        }
        self.checkpoints = checkpoints
        self.overlays = overlays
    }

    package var isEmpty: Bool { commands.isEmpty && problems.isEmpty }

    /// The command that silences `ruleID` at `position`, and the identifier in it that does, if any;
    /// `excluding` leaves one command out, so a command cannot silence findings about itself.
    func owner(of ruleID: String, at position: LineColumn, excluding: Int? = nil) -> (command: Int, identifier: String)? {
        var state = baseState(at: position, excluding: excluding)
        for index in overlays[position.line] ?? [] where index != excluding {
            state.apply(commands[index], index: index)
        }
        return state.owner(of: ruleID)
    }

    /// Whether `identifier` was already disabled where the command at `index` takes effect.
    func isAlreadyDisabled(_ identifier: String, before index: Int) -> Bool {
        let command = commands[index]
        guard let line = command.coveredLine else {
            return baseState(at: command.position, excluding: index).isDisabled(identifier)
        }
        var state = baseState(at: LineColumn(line: line, column: 1))
        for earlier in overlays[line] ?? [] where earlier < index {
            state.apply(commands[earlier], index: earlier)
        }
        return state.isDisabled(identifier)
    }

    private func baseState(at position: LineColumn, excluding: Int? = nil) -> SuppressionState {
        var low = 0
        var high = checkpoints.count
        while low < high {
            let middle = (low + high) / 2
            if checkpoints[middle].position <= position { low = middle + 1 } else { high = middle }
        }
        var last = low - 1
        if last >= 0, checkpoints[last].command == excluding { last -= 1 }
        return last >= 0 ? checkpoints[last].state : SuppressionState()
    }
}
