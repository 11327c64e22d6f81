import Testing
import SSSCommands
import SSSCore
import SSSTestSupport

private struct EchoCommand: Command {
    static let name = "echo"
    static let abstract = "Print the words given."
    static let signature = CommandSignature(
        positionals: [Positional("word", arity: .zeroOrMore, help: "Words to print.")],
        options: [Option("upper", help: "Print in capitals.")]
    )

    let words: [String]
    let upper: Bool

    init(arguments: ParsedArguments) throws(UsageError) {
        words = arguments.positionals
        upper = arguments.flag("upper")
        if words.contains("bad") { throw UsageError("'bad' is not a word") }
    }

    func run(in context: Context) -> ExitCode {
        let text = words.joined(separator: " ")
        context.output.write((upper ? text.uppercased() : text) + "\n")
        return .success
    }
}

struct CommandLineToolTests {
    let tool = CommandLineTool(commands: [CommandEntry(EchoCommand.self)])

    @Test func runsTheNamedCommand() {
        let test = TestContext()
        #expect(tool.run(["echo", "--upper", "hi", "there"], in: test.context) == .success)
        #expect(test.output.text == "HI THERE\n")
    }

    @Test func printsTheVersion() {
        let test = TestContext()
        #expect(tool.run(["--version"], in: test.context) == .success)
        #expect(test.output.text == CommandLineTool.version + "\n")
    }

    @Test func suggestsTheCommandMeantByATypo() {
        let test = TestContext()
        #expect(tool.run(["ecoh"], in: test.context) == .failure)
        #expect(test.errorOutput.text == """
            error: unknown command 'ecoh'; did you mean 'echo'?
            Usage: sss <command> [<arguments>]
            See 'sss help' for more.

            """)
        #expect(test.output.text.isEmpty)
    }

    @Test func reportsUnknownOptionsWithTheCommandsUsage() {
        let test = TestContext()
        #expect(tool.run(["echo", "--uper"], in: test.context) == .failure)
        #expect(test.errorOutput.text == """
            error: unknown option '--uper'; did you mean '--upper'?
            Usage: sss echo [<word> ...] [--upper]
            See 'sss help echo' for more.

            """)
    }

    @Test func reportsErrorsFromTheCommandsOwnValidation() {
        let test = TestContext()
        #expect(tool.run(["echo", "bad"], in: test.context) == .failure)
        #expect(test.errorOutput.text.hasPrefix("error: 'bad' is not a word\n"))
    }

    @Test func showsACommandsHelpPageBothWays() {
        let viaHelp = TestContext()
        let viaFlag = TestContext()
        #expect(tool.run(["help", "echo"], in: viaHelp.context) == .success)
        #expect(tool.run(["echo", "--help"], in: viaFlag.context) == .success)
        #expect(viaHelp.output.text == viaFlag.output.text)
        #expect(viaHelp.output.text == """
            OVERVIEW: Print the words given.

            USAGE: sss echo [<word> ...] [--upper]

            ARGUMENTS:
              <word>  Words to print.

            OPTIONS:
              --upper     Print in capitals.
              -h, --help  Show help for this command.

            """)
    }

    @Test func listsCommandsInTheOverview() {
        let test = TestContext()
        #expect(tool.run([], in: test.context) == .success)
        #expect(test.output.text.contains("  echo"))
        #expect(test.output.text.contains("Print the words given."))
    }

    @Test func alignsTheHelpRowWithTheCommandsInTheOverview() {
        let test = TestContext()
        #expect(tool.run(["help"], in: test.context) == .success)
        #expect(test.output.text.contains("""
            COMMANDS:
              echo              Print the words given.
              help [<command>]  Show help for sss or one of its commands.

            """))
        let full = TestContext()
        #expect(CommandLineTool().run(["help"], in: full.context) == .success)
        let rows = full.output.text.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "COMMANDS:" }.dropFirst().prefix { !$0.isEmpty }
        #expect(rows.count == CommandLineTool.commands.count + 1)
        let columns = Set(rows.map { row -> Int in
            let body = row.dropFirst(2)
            guard let gap = body.firstRange(of: "  ") else { return -1 }
            let help = body[gap.lowerBound...].firstIndex { $0 != " " } ?? body.endIndex
            return row.distance(from: row.startIndex, to: help)
        })
        #expect(columns.count == 1 && !columns.contains(-1), "\(rows)")
    }

    @Test func rejectsHelpForAnUnknownCommand() {
        let test = TestContext()
        #expect(tool.run(["help", "ehco"], in: test.context) == .failure)
        #expect(test.errorOutput.text.hasPrefix("error: unknown command 'ehco'; did you mean 'echo'?\n"))
    }
}
