#!/usr/bin/env bash
# Regenerate the GNU Backgammon match-flow fixture:
#   test/fixtures/gnubg/matches.json
#
# Usage: test/oracle/generate-matches.sh [--out FILE] [--only NAME[,NAME...]]
#
# Needs gnubg (Debian: apt-get install gnubg, binary in /usr/games) and
# python3 for the JSON check.  CI never runs this; it only reads the fixture.
# --only runs the flows whose names contain one of the given strings (for
# debugging; the file is then marked "complete": false).  With
# TAVLA_DEBUG_DUMP=FILE in the environment, a failing run writes the failing
# flow's steps to FILE (one JSON object per line).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
out="$repo/test/fixtures/gnubg/matches.json"
only=""

while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
done

# shellcheck source=gnubg-run.sh
. "$here/gnubg-run.sh"

mkdir -p "$(dirname "$out")"
out="$(cd "$(dirname "$out")" && pwd)/$(basename "$out")"

echo "gnubg $version ($gnubg) -> $out" >&2
start=$(date +%s)
TAVLA_OUT="$out" TAVLA_ONLY="$only" TAVLA_DEBUG_DUMP="${TAVLA_DEBUG_DUMP:-}" run_in_gnubg match.py

# Independent check of the written file (plain python3, no gnubg): every
# match ID decodes (gnubg_ids.py, our own reading of the layout in README.md)
# to the recorded state, and every finished game moves the score by exactly
# the points it records.
PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$here" python3 - "$out" <<'PY'
import json, sys
from gnubg_ids import PLAYERS as P, match_id_disagreements

doc = json.load(open(sys.argv[1]))
steps = ids = 0
for flow in doc["flows"]:
    prev = None
    for i, step in enumerate(flow["steps"]):
        steps += 1
        st = step["state"]
        if st is None:
            continue
        ids += 1
        bad = match_id_disagreements(step["matchId"], st)
        if bad:
            sys.exit("%s step %d: match ID %s disagrees with the state: %r" % (flow["name"], i, step["matchId"], bad))
        if prev and prev["gameState"] == "playing" and st["gameState"] != "playing":
            r = st["result"]
            delta = {p: st["score"][p] - prev["score"][p] for p in P}
            if delta[r["winner"]] != r["points"] or delta[P[1 - P.index(r["winner"])]] != 0:
                sys.exit("%s step %d: score moved by %r, result %r" % (flow["name"], i, delta, r))
        prev = st
print("checked %d flows, %d steps, %d match IDs" % (len(doc["flows"]), steps, ids), file=sys.stderr)
PY
echo "done in $(( $(date +%s) - start ))s" >&2
