#!/usr/bin/env bash
# Compares the type declarations sss's scanner finds with those swift-syntax parses, in every .swift file
# of a folder (see Differential/README.md). Builds Differential/ in release first: the first build compiles
# swift-syntax, which takes several minutes on two cores.
# Usage: Scripts/differential.sh [CORPUS_DIR] [OPTIONS...]
#   CORPUS_DIR  default /tmp/corpus, as made by ../shared/bench/corpus.sh
#   OPTIONS     passed on to sss-differential: --pipeline full|skimmed, --quiet, --examples N
# Exit status: 0 when the two agree on every declaration, 1 when they do not, 2 on an error.
set -eu
repository=$(cd "$(dirname "$0")/.." && pwd)
folder=${1:-/tmp/corpus}
[ $# -gt 0 ] && shift
if [ -d "$folder" ]; then
    folder=$(cd "$folder" && pwd)
elif [ -f "$folder" ]; then
    folder="$(cd "$(dirname "$folder")" && pwd)/$(basename "$folder")"
else
    echo "error: no folder $folder; make the corpus with ../shared/bench/corpus.sh $folder" >&2
    exit 2
fi
cd "$repository/Differential"
swift build -c release --product sss-differential >&2 || exit 2
binaries=$(swift build -c release --show-bin-path)
exec "$binaries/sss-differential" "$@" "$folder"
