import SSSCommands
import SSSCore
import SSSTestSupport

/// A context whose output and error streams are captured, for running commands in tests.
struct TestContext {
    let output = TextBuffer()
    let errorOutput = TextBuffer()
    let context: Context

    /// `outputIsTerminal` and `terminalWidth` pretend standard output is a terminal of that width.
    init(
        fileSystem: any FileSystem = InMemoryFileSystem(),
        environment: [String: String] = [:],
        outputIsTerminal: Bool = false,
        terminalWidth: Int? = nil
    ) {
        context = Context(
            output: output,
            errorOutput: errorOutput,
            fileSystem: fileSystem,
            environment: environment,
            outputIsTerminal: outputIsTerminal,
            terminalWidth: terminalWidth
        )
    }

    /// Runs `sss` with `arguments` through the library.
    func run(_ arguments: String...) -> ExitCode {
        CommandLineTool().run(arguments, in: context)
    }

    func run(_ arguments: [String]) -> ExitCode {
        CommandLineTool().run(arguments, in: context)
    }
}
