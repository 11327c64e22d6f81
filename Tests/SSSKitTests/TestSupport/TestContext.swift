import SSSKit

/// A context whose output and error streams are captured, for running commands in tests.
struct TestContext {
    let output = TextBuffer()
    let errorOutput = TextBuffer()
    let context: Context

    init(fileSystem: any FileSystem = InMemoryFileSystem(), environment: [String: String] = [:]) {
        context = Context(output: output, errorOutput: errorOutput, fileSystem: fileSystem, environment: environment)
    }

    /// Runs `sss` with `arguments` through the library.
    func run(_ arguments: String...) -> ExitCode {
        CommandLineTool().run(arguments, in: context)
    }

    func run(_ arguments: [String]) -> ExitCode {
        CommandLineTool().run(arguments, in: context)
    }
}
