#!/usr/bin/env bash
# Builds and runs the libFuzzer targets in Fuzz/Targets (see Fuzz/README.md).
#
#   Scripts/fuzz.sh TARGET [SECONDS] [LIBFUZZER_OPTION...]   fuzz one target (default 60 s)
#   Scripts/fuzz.sh all [SECONDS]                            fuzz every target in turn
#   Scripts/fuzz.sh TARGET --run FILE...                     run saved inputs once (reproduce a crash)
#   Scripts/fuzz.sh --list                                   list the targets
#
# FUZZ_DEBUG=1 builds with -Onone -g instead of -O. Corpora, crash artifacts, logs and binaries go
# to .fuzz/ (ignored by git). Needs a Swift toolchain whose swiftc supports -sanitize=fuzzer
# (swift.org toolchains on Linux do; Xcode's does not).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
work=.fuzz
# The Swift runtime's backtracer is slow under the address sanitizer; libFuzzer prints the stack.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
targets_dir=Fuzz/Targets

usage() {
    sed -n '2,8s/^# \{0,1\}//p' "$0" >&2
    exit 64
}

targets() {
    for file in "$targets_dir"/*.swift; do basename "$file" .swift; done
}

# The value of a `// Name: ...` line at the top of a target file.
header() {
    sed -n "s|^// $2: ||p" "$targets_dir/$1.swift" | head -n 1
}

build() {
    local target=$1 mode=release flags=(-O)
    if [[ ${FUZZ_DEBUG:-0} == 1 ]]; then mode=debug flags=(-Onone -g); fi
    binary=$work/bin/$target-$mode
    mkdir -p "$work/bin"
    local inputs=(Sources/SSSCore Fuzz/Support "$targets_dir/$target.swift" "$0")
    if [[ -x $binary ]] && [[ -z $(find "${inputs[@]}" -newer "$binary" -print -quit) ]]; then
        return
    fi
    [[ $(uname) == Linux ]] && flags+=(-use-ld=lld)
    echo "building $target ($mode)..." >&2
    local sources
    sources=$(find Sources/SSSCore Fuzz/Support -name '*.swift' | sort)
    # shellcheck disable=SC2086
    swiftc -sanitize=fuzzer,address -swift-version 6 -parse-as-library -module-name SSSCore -package-name sss "${flags[@]}" \
        $sources "$targets_dir/$target.swift" -o "$binary"
}

# Copies the target's seed files and test strings into a fresh seed folder.
seed() {
    local target=$1 path file
    seeds=$work/seeds/$target
    rm -rf "$seeds"
    mkdir -p "$seeds"
    for path in $(header "$target" Seeds); do
        [[ -e $path ]] || continue
        find "$path" -type f -size -64k | while read -r file; do
            cp "$file" "$seeds/file-$(cksum < "$file" | tr ' ' '-')"
        done
    done
    local strings=()
    for path in $(header "$target" Strings); do
        [[ -e $path ]] && while read -r file; do strings+=("$file"); done < <(find "$path" -name '*.swift')
    done
    if ((${#strings[@]})); then awk -v out="$seeds" -f Scripts/fuzz-strings.awk "${strings[@]}"; fi
}

# Prints `target executions exec/s result` from a finished run's log.
summarize() {
    local target=$1 log=$2 result=$3 executions speed
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
    if [[ -z $executions ]]; then
        executions=$(grep -o '^#[0-9]*' "$log" | tail -n 1 | tr -d '#')
        speed=$(grep -o 'exec/s: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
    fi
    printf '%-10s %14s %10s  %s\n' "$target" "${executions:-0}" "${speed:-0}" "$result"
}

fuzz() {
    local target=$1 seconds=$2
    shift 2
    build "$target"
    seed "$target"
    local corpus=$work/corpus/$target artifacts=$work/artifacts/$target log=$work/logs/$target.log
    mkdir -p "$corpus" "$artifacts" "$work/logs"
    local options=(-max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -print_final_stats=1
        -artifact_prefix="$artifacts/")
    local dictionary
    dictionary=$(header "$target" Dictionary)
    [[ -n $dictionary ]] && options+=(-dict="$dictionary")
    echo "fuzzing $target for $seconds s; corpus $corpus, artifacts $artifacts" >&2
    local result=ok
    "$binary" "${options[@]}" "$@" "$corpus" "$seeds" > "$log" 2>&1 || result="FAILED, see $log and $artifacts"
    grep -E '^(#[0-9]+.*(pulse|DONE)|==[0-9]+==ERROR|SUMMARY|stat::)' "$log" | tail -n 8 >&2 || true
    summarize "$target" "$log" "$result" >> "$summary"
    [[ $result == ok ]]
}

report() {
    printf '%-10s %14s %10s  %s\n' target executions exec/s result
    cat "$summary"
}

[[ $# -ge 1 ]] || usage
case $1 in
--list) targets; exit 0 ;;
-h | --help) usage ;;
esac
target=$1
shift
mkdir -p "$work"
summary=$work/summary-$$
trap 'rm -f "$summary"' EXIT
: > "$summary"
if [[ $target == all ]]; then
    status=0
    for name in $(targets); do fuzz "$name" "${1:-60}" || status=1; done
    report
    exit $status
fi
[[ -f $targets_dir/$target.swift ]] || { echo "unknown target '$target'; targets: $(targets | tr '\n' ' ')" >&2; exit 64; }
if [[ ${1:-} == --run ]]; then
    shift
    build "$target"
    exec "$binary" -timeout=1 -rss_limit_mb=2048 "$@"
fi
seconds=${1:-60}
shift || true
status=0
fuzz "$target" "$seconds" "$@" || status=1
report
exit $status
