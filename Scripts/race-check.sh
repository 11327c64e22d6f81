#!/usr/bin/env bash
# Runs `sss lint` under the thread sanitizer, so that data races between the lint's threads show up
# as reports instead of rare crashes. Builds a debug `sss` with -sanitize=thread into .build-tsan/.
#
#   Scripts/race-check.sh [RUNS] [LINT ARGUMENTS...]     default: 3 runs of `lint --quiet --threads 4`
#
# Point it at a large folder, e.g. `Scripts/race-check.sh 5 /tmp/corpus`. Exits 1 on the first report.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
runs=${1:-3}
shift || true
swift build --scratch-path .build-tsan -Xswiftc -sanitize=thread --product sss >&2
binary=$(swift build --scratch-path .build-tsan --show-bin-path)/sss
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for run in $(seq "$runs"); do
    "$binary" lint --quiet --threads 4 "$@" > /dev/null 2> "$log" || true
    if grep -q 'WARNING: ThreadSanitizer' "$log"; then
        cat "$log" >&2
        echo "race-check: the thread sanitizer reported a race in run $run" >&2
        exit 1
    fi
done
echo "race-check: $runs runs, no race reported" >&2
