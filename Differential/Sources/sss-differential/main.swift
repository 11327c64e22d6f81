import DifferentialCheck
import Foundation

// sss-differential [--pipeline full|skimmed] [--quiet] [--examples N] [--dump] FOLDER
//
// Compares the type declarations sss's scanner finds in every `.swift` file of FOLDER with those
// swift-syntax parses. Prints each disagreement as `path:line:column: field: sss=… swift-syntax=…`, then a
// summary by category. Exits 0 when there is none, 1 when there are some, 2 on a usage error.

/// What the command line asks for.
struct Options {
    var folder: String?
    var pipeline = ScannerPipeline.full
    var quiet = false
    var examples = 3
    var dump = false

    static let usage = """
        usage: sss-differential [--pipeline full|skimmed] [--quiet] [--examples N] [--dump] FOLDER
          --pipeline  how sss reads each file: `full` (every token; the default) or `skimmed` (a lint
                      run's usual path, function bodies skimmed)
          --quiet     print the summary only
          --examples  examples shown per category in the summary (default 3)
          --dump      print every record of both sides instead of comparing them
        """

    /// The options of `arguments`, or a message saying what is wrong with them.
    static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--pipeline":
                guard let value = remaining.popFirst(), let pipeline = ScannerPipeline(rawValue: value) else {
                    return .failure(UsageError("--pipeline takes `full` or `skimmed`"))
                }
                options.pipeline = pipeline
            case "--quiet":
                options.quiet = true
            case "--examples":
                guard let value = remaining.popFirst(), let count = Int(value), (0...1000).contains(count) else {
                    return .failure(UsageError("--examples takes a number from 0 to 1000"))
                }
                options.examples = count
            case "--dump":
                options.dump = true
            case "-h", "--help":
                return .failure(UsageError(nil))
            default:
                guard !argument.hasPrefix("-"), options.folder == nil else {
                    return .failure(UsageError("unexpected argument `\(argument)`"))
                }
                options.folder = argument
            }
        }
        guard options.folder != nil else { return .failure(UsageError("a FOLDER to check is needed")) }
        return .success(options)
    }
}

/// A command line the tool cannot run; `nil` for `--help`.
struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
    options = parsed
case .failure(let error):
    guard let message = error.message else {
        print(Options.usage)
        exit(0)
    }
    printError("error: \(message)")
    printError(Options.usage)
    exit(2)
}

let folder = options.folder ?? "."
let paths = DifferentialRun.swiftFiles(under: folder)
guard !paths.isEmpty else {
    printError("error: no .swift file under \(folder)")
    exit(2)
}
if options.dump {
    for path in paths {
        FileHandle.standardOutput.write(Data(DifferentialRun.dump(path: path, pipeline: options.pipeline).utf8))
    }
    exit(0)
}
let results = DifferentialRun.compare(paths, pipeline: options.pipeline)
var output = ""
if !options.quiet {
    for result in results {
        for disagreement in result.disagreements {
            output += disagreement.line(in: result.path) + "\n"
        }
    }
}
let summary = Summary(results, examples: options.examples)
output += "\nsss pipeline: \(options.pipeline.rawValue)\n" + summary.text
FileHandle.standardOutput.write(Data(output.utf8))
exit(summary.disagreements == 0 ? 0 : 1)
