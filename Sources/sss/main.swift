#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SSSCommands
import SSSCore

#if canImport(Glibc)
// On a large codebase, `sss lint` touches tens of megabytes of fresh heap, 4 KiB and one page fault at
// a time. These glibc settings back the heap with transparent huge pages where the system allows them,
// grow it 96 MiB at a time, and keep freed memory and large buffers on it for reuse: a fifteenth of the
// page faults, and a lint of the corpus about 10 % faster (Benchmarks/README.md). glibc reads them only
// as a process starts, so `sss` starts itself again with them, unless the user has set tunables already.
if getenv("GLIBC_TUNABLES") == nil,
    setenv("GLIBC_TUNABLES", "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=100663296:glibc.malloc.trim_threshold=1000000000:glibc.malloc.mmap_threshold=33554432", 1) == 0
{
    // Returns only if the program cannot be started again; it then runs as it is.
    execv("/proc/self/exe", CommandLine.unsafeArgv)
}
#endif

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
