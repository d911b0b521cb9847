#!/usr/bin/env bash
# Regenerate the .mat fixtures and what GNU Backgammon reads back from them:
#   test/fixtures/gnubg/mat/*.mat          written by tavla's toMat (test/oracle/write-mat.ts)
#   test/fixtures/gnubg/mat/readback.json  gnubg's `import mat` of each file (test/oracle/mat-import.py)
#
# Usage: test/oracle/generate-mat.sh [--out DIR]
# Needs gnubg (Debian: apt-get install gnubg, binary in /usr/games) and npx tsx.
# CI never runs this; test/notation/mat.test.ts reads the committed files.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
out="$repo/test/fixtures/gnubg/mat"

while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
done

# shellcheck source=gnubg-run.sh
. "$here/gnubg-run.sh"

mkdir -p "$out"
out="$(cd "$out" && pwd)"

# Step 1: the library writes the .mat files.
rm -f "$out"/*.mat
(cd "$repo" && npx tsx test/oracle/write-mat.ts "$out")

# Step 2: gnubg imports each one and writes what it read.
TAVLA_MAT_DIR="$out" TAVLA_OUT="$out/readback.json" run_in_gnubg mat-import.py
echo "gnubg $version read $(ls "$out"/*.mat | wc -l) .mat files -> $out/readback.json" >&2
