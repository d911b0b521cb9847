#!/usr/bin/env bash
# Regenerate the GNU Backgammon move-generation fixtures:
#   test/fixtures/gnubg/movegen.txt.gz  and  test/fixtures/gnubg/opening.json
#
# Usage: test/oracle/generate-movegen.sh [--seed N] [--positions N] [--out DIR]
#
# Needs gnubg (Debian: apt-get install gnubg, binary in /usr/games) and
# python3 for the cross-check.  CI never runs this; it only reads the fixtures.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
seed=20240611
positions=300
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

echo "gnubg $version ($gnubg), seed $seed, $positions positions -> $out" >&2
start=$(date +%s)
TAVLA_SEED="$seed" TAVLA_POSITIONS="$positions" TAVLA_OUT_DIR="$out" run_in_gnubg movegen.py

# Independent brute-force check of the fixture (plain python3, no gnubg).
python3 "$here/crosscheck.py" "$out/movegen.txt.gz"
echo "done in $(( $(date +%s) - start ))s" >&2
