#!/usr/bin/env bash
# Checks that the spec parser, template engine, glob matcher and linter take linear time on huge
# and deep inputs: each case from Scripts/Scaling/ScalingCases.swift runs at its size and at twice
# its size, and the script fails when the time more than triples. Timing lives here, not in
# `swift test`, because machines are noisy; run it on a quiet machine.
#
#   Scripts/scaling.sh [CASE-NAME-PART]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
binary=.fuzz/bin/scaling
mkdir -p .fuzz/bin
if [[ ! -x $binary ]] || [[ -n $(find Sources/SSSCore Scripts/Scaling Fuzz/Support -newer "$binary" -name '*.swift' -print -quit) ]]; then
    echo "building scaling checks..." >&2
    # shellcheck disable=SC2046
    swiftc -O -parse-as-library -module-name SSSCore $(find Sources/SSSCore Scripts/Scaling -name '*.swift' | sort) Fuzz/Support/OneFileSystem.swift -o "$binary"
fi
exec "$binary" "$@"
