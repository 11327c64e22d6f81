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
// glibc's allocator, as `sss lint` uses it, touches some 8,000 fresh 4 KiB pages on a large codebase,
// and each first touch is a page fault. These settings back the heap with transparent huge pages where
// the system allows them, grow it 96 MiB at a time, and keep large buffers on it and freed memory in it
// for reuse: about 500 faults instead (Benchmarks/README.md has the figures). glibc reads them only as
// a process starts, so `sss` starts itself again with them, unless they are set already.
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
