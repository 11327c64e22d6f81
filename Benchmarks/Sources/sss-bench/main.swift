#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchCore

let subcommands = [
    SubcommandEntry(BaselineCommand.self), SubcommandEntry(TimeCommand.self), SubcommandEntry(SynthCommand.self),
    SubcommandEntry(ScalingCommand.self), SubcommandEntry(PhasesCommand.self), SubcommandEntry(GenerateCommand.self),
]
let usage = "USAGE: sss-bench SUBCOMMAND ...\n\n" + subcommands.map(\.usage).joined(separator: "\n\n") + "\n"

let words = Array(CommandLine.arguments.dropFirst())
guard let word = words.first, word != "help", word != "--help", word != "-h" else {
    if words.isEmpty { Console.error(usage) } else { Console.out(usage) }
    exit(words.isEmpty ? 1 : 0)
}
guard let subcommand = subcommands.first(where: { $0.name == word }) else {
    Console.error("sss-bench: unknown subcommand '\(word)'\n" + usage)
    exit(1)
}
do {
    exit(try subcommand.launch(Array(words.dropFirst())))
} catch let error as UsageError {
    Console.error("sss-bench \(word): \(error.description)\n")
    exit(1)
} catch {
    Console.error("sss-bench \(word): \(error)\n")
    exit(1)
}
