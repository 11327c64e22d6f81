#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchCore

// `sss-bench-worker read|parse DIR [--threads N]`: one run of one baseline workload, then a tally.
// `sss-bench-worker probe`: the processor probe (see `ProcessorProbe`), then its result.
// `sss-bench` times this program as a child process, so the baseline pays a process start, a directory
// walk and its own memory, like the command it is compared with. It links no Foundation, so it starts
// about as fast as `sss` itself.

let usage = "usage: sss-bench-worker read|parse DIR [--threads N] | probe\n"
if CommandLine.arguments.dropFirst().elementsEqual(["probe"]) {
    Console.out("probe \(ProcessorProbe.run())\n")
    exit(0)
}
do {
    let arguments = try Arguments(CommandLine.arguments.dropFirst(), valueOptions: ["--threads"], flagOptions: [])
    guard arguments.positionals.count == 2, let workload = Workload(rawValue: arguments.positionals[0]) else {
        throw UsageError(description: "expected read or parse, then a folder")
    }
    let threads = try arguments.integer("--threads", default: 1)
    let files = try SourceFiles.find(under: arguments.positionals[1])
    let tally = workload.run(on: files, threads: threads)
    Console.out("files \(tally.files) unreadable \(tally.unreadable) bytes \(tally.bytes) "
        + "parse-errors \(tally.parseErrors) checksum \(tally.checksum)\n")
    exit(tally.unreadable == 0 ? 0 : 3)
} catch {
    Console.error("sss-bench-worker: \(error)\n" + usage)
    exit(1)
}
