#!/usr/bin/env bash
# Regenerate the GNU Backgammon Nackgammon fixtures (NH-2):
#   test/fixtures/gnubg/nackgammon.txt.gz  and  test/fixtures/gnubg/nackgammon-opening.json
#
# Usage: test/oracle/generate-nackgammon.sh [--seed N] [--positions N] [--out DIR]
#
# Needs gnubg (Debian: apt-get install gnubg, binary in /usr/games).  CI never runs this; the
# tests only read the fixtures (test/gnubg/nackgammon-oracle.test.ts).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
seed=20250114
positions=40
out="$repo/test/fixtures/gnubg"

while [ $# -gt 0 ]; do
  case "$1" in
    --seed) seed="$2"; shift 2 ;;
    --positions) positions="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
done

# shellcheck source=gnubg-run.sh
. "$here/gnubg-run.sh"

mkdir -p "$out"
out="$(cd "$out" && pwd)"

echo "gnubg $version ($gnubg), nackgammon, seed $seed, $positions positions -> $out" >&2
start=$(date +%s)
TAVLA_SEED="$seed" TAVLA_POSITIONS="$positions" TAVLA_OUT_DIR="$out" run_in_gnubg nackgammon.py

# The same independent brute-force check as the standard fixture's (plain python3, no gnubg).
python3 "$here/crosscheck.py" "$out/nackgammon.txt.gz" 4Dl4ADbgOXgANg
echo "done in $(( $(date +%s) - start ))s" >&2
