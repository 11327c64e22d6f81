#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SSSCommands
import SSSCore

let context = Context(
    output: StandardStream.output,
    errorOutput: StandardStream.error,
    fileSystem: LocalFileSystem(),
    environment: ProcessEnvironment.current(),
    outputIsTerminal: StandardStream.output.isTerminal,
    errorIsTerminal: StandardStream.error.isTerminal,
    terminalWidth: StandardStream.output.terminalWidth
)
// Read from the raw bytes, so a path that is not UTF-8 reaches the file system unchanged.
let arguments = (1..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0].map { PathBytes.string(cString: $0) } }
let code = CommandLineTool().run(arguments, in: context)
exit(code.rawValue)
