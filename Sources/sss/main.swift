#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SSSKit

let context = Context(
    output: StandardStream.output,
    errorOutput: StandardStream.error,
    fileSystem: LocalFileSystem(),
    environment: ProcessEnvironment.current(),
    outputIsTerminal: StandardStream.output.isTerminal,
    errorIsTerminal: StandardStream.error.isTerminal,
    terminalWidth: StandardStream.output.terminalWidth
)
let code = CommandLineTool().run(Array(CommandLine.arguments.dropFirst()), in: context)
exit(code.rawValue)
