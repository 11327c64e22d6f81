#!/usr/bin/env bash
# Measures how fast the lexer and the declaration scanner read a folder of Swift files, in a release
# build, using the CPU time of the measuring thread (so other work on the machine matters less).
# Usage: Scripts/lexer-throughput.sh [FOLDER]   (default: /tmp/corpus, see ../shared/bench/corpus.sh)
set -eu
folder=${1:-/tmp/corpus}
repository=$(cd "$(dirname "$0")/.." && pwd)
work=${TMPDIR:-/tmp}/sss-lexer-throughput
mkdir -p "$work/Sources/throughput"
cat > "$work/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "throughput",
    dependencies: [.package(path: "$repository")],
    targets: [.executableTarget(name: "throughput", dependencies: [.product(name: "SSSCore", package: "$(basename "$repository")")])]
)
EOF
cat > "$work/Sources/throughput/main.swift" <<'EOF'
import Foundation
import SSSCore

let folder = CommandLine.arguments[1]
var files: [[UInt8]] = []
if let walker = FileManager.default.enumerator(atPath: folder) {
    while let path = walker.nextObject() as? String {
        if path.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: folder + "/" + path) {
            files.append([UInt8](data))
        }
    }
}
let megabytes = Double(files.reduce(0) { $0 + $1.count }) / 1_000_000

func cpuSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

func best(of runs: Int, _ work: () -> Void) -> Double {
    (0..<runs).map { _ in
        let start = cpuSeconds()
        work()
        return cpuSeconds() - start
    }.min() ?? 0
}

let tokenized = files.map { ($0, Lexer.tokenize($0)) }
let lex = best(of: 5) { for bytes in files { _ = Lexer.tokenize(bytes) } }
let scan = best(of: 5) { for (bytes, tokens) in tokenized { _ = DeclarationScanner.scan(bytes, tokens: tokens) } }
let both = best(of: 5) { for bytes in files { _ = DeclarationScanner.scan(bytes) } }
print("\(files.count) files, \(String(format: "%.1f", megabytes)) MB, best of 5, one thread")
for (name, seconds) in [("lex", lex), ("scan", scan), ("lex+scan", both)] {
    let label = name.padding(toLength: 9, withPad: " ", startingAt: 0)
    print(label + String(format: "%7.3f s  %6.1f MB/s", seconds, megabytes / seconds))
}
EOF
cd "$work"
swift build -c release >/dev/null
.build/release/throughput "$folder"
