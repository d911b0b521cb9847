#!/usr/bin/env bash
# Regenerate the files GNU Backgammon writes (test/fixtures/gnubg/files/) and what it reads
# back from the library's own writing of them:
#   1. gnubg plays the matches of test/oracle/match-files.py and saves each as .mat and .sgf,
#      with its FIBS board string after every command (snapshots.jsonl.gz), its own account of
#      each match (matches.json.gz) and what each file covers (files.json);
#   2. the library reads each file and writes it again (test/oracle/write-files.ts ->
#      files/library/*.mat, *.sgf);
#   3. gnubg reads back its own .mat files and everything the library wrote
#      (test/oracle/files-import.py -> files/readback.json.gz).
#
# Usage: test/oracle/generate-files.sh [--out DIR] [--only NAME[,NAME...]]
# Needs gnubg (Debian: apt-get install gnubg, binary in /usr/games) and npx tsx.
# CI never runs this; the tests in test/notation/ read the committed files.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
out="$repo/test/fixtures/gnubg/files"
only=""

while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
done

# shellcheck source=gnubg-run.sh
. "$here/gnubg-run.sh"

mkdir -p "$out"
out="$(cd "$out" && pwd)"
rm -f "$out"/*.mat "$out"/*.sgf "$out"/*.gz "$out"/files.json; rm -rf "$out"/library

echo "gnubg $version ($gnubg) -> $out" >&2
start=$(date +%s)
TAVLA_OUT_DIR="$out" TAVLA_ONLY="$only" run_in_gnubg match-files.py
(cd "$repo" && npx tsx test/oracle/write-files.ts "$out")
TAVLA_FILES_DIR="$out" run_in_gnubg files-import.py
echo "done in $(( $(date +%s) - start )) s" >&2
