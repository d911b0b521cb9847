#!/usr/bin/env bash
# Regenerate the GNU Backgammon match-ID / XGID fixture:
#   test/fixtures/gnubg/match-ids.json
#
# Usage: test/oracle/generate-match-ids.sh [--out FILE]
#
# Needs gnubg (Debian: apt-get install gnubg, binary in /usr/games).  CI never runs this; the
# tests only read the fixture (test/notation/gnubg-match-id.test.ts, test/notation/xgid.test.ts).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
out="$repo/test/fixtures/gnubg/match-ids.json"

while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
done

# shellcheck source=gnubg-run.sh
. "$here/gnubg-run.sh"

mkdir -p "$(dirname "$out")"
out="$(cd "$(dirname "$out")" && pwd)/$(basename "$out")"

echo "gnubg $version ($gnubg) -> $out" >&2
TAVLA_OUT="$out" run_in_gnubg match-ids.py
echo "wrote $out" >&2
