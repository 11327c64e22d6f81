#!/usr/bin/env bash
# Checks that the spec parser and template engine take linear time on huge and deep inputs:
# each case from Scripts/Scaling/ScalingCases.swift runs at its size and at twice its size, and
# the script fails when the time more than triples. Timing lives here, not in `swift test`,
# because machines are noisy; run it on a quiet machine.
#
#   Scripts/scaling.sh [CASE-NAME-PART]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
binary=.fuzz/bin/scaling
mkdir -p .fuzz/bin
if [[ ! -x $binary ]] || [[ -n $(find Sources/SSSKit Scripts/Scaling -newer "$binary" -name '*.swift' -print -quit) ]]; then
    echo "building scaling checks..." >&2
    # shellcheck disable=SC2046
    swiftc -O -parse-as-library -module-name SSSKit $(find Sources/SSSKit Scripts/Scaling -name '*.swift' | sort) -o "$binary"
fi
exec "$binary" "$@"
