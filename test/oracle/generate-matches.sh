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

# Debian installs games outside the default PATH of non-login shells.
# shellcheck source=find-gnubg.sh
. "$here/find-gnubg.sh"

mkdir -p "$(dirname "$out")"
out="$(cd "$(dirname "$out")" && pwd)/$(basename "$out")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "gnubg $version ($gnubg) -> $out" >&2
start=$(date +%s)
# -t: no GUI, -q: no sound, -r: ignore ~/.gnubgrc so user settings cannot
# leak in, -p: run the Python file.  gnubg's stdout is its own chatter; the
# script reports on stderr.  gnubg exits 0 even if the script raised, hence
# the status file.  HOME is pointed at the scratch directory so that gnubg
# cannot read or write the user's ~/.gnubg either.
HOME="$work" TAVLA_OUT="$out" TAVLA_WORK_DIR="$work" TAVLA_ONLY="$only" \
TAVLA_DEBUG_DUMP="${TAVLA_DEBUG_DUMP:-}" \
TAVLA_GNUBG_VERSION="$version" TAVLA_STATUS_FILE="$work/status" \
  "$gnubg" -t -q -r -p "$here/match.py" < /dev/null > "$work/gnubg.log" || rc=$?
if [ "${rc:-0}" != 0 ] || [ "$(cat "$work/status" 2>/dev/null)" != ok ]; then
  echo "match.py failed (exit ${rc:-0}); last gnubg output:" >&2
  tail -n 20 "$work/gnubg.log" >&2
  exit 1
fi

# Independent check of the written file (plain python3, no gnubg): every
# match ID decodes to the recorded state (bit layout as in README.md), and
# every finished game moves the score by exactly the points it records.
python3 - "$out" <<'PY'
import base64, json, sys

doc = json.load(open(sys.argv[1]))
P = ("white", "black")
LEVELS = {0: None, 1: "single", 2: "gammon", 3: "backgammon"}
GS = {0: "none", 1: "playing", 2: "over", 3: "resigned", 4: "dropped"}
steps = ids = 0
for flow in doc["flows"]:
    prev = None
    for i, step in enumerate(flow["steps"]):
        steps += 1
        st = step["state"]
        if st is None:
            continue
        ids += 1
        raw = base64.b64decode(step["matchId"])
        bit = lambda a, n: sum(((raw[(a + k) // 8] >> ((a + k) % 8)) & 1) << k for k in range(n))
        owner = bit(4, 2)
        got = {
            "cube": {"value": 1 << bit(0, 4), "owner": None if owner == 3 else P[owner]},
            "onRoll": P[bit(6, 1)], "crawford": bool(bit(7, 1)), "gameState": GS[bit(8, 3)],
            "turn": P[bit(11, 1)], "doubleOffered": bool(bit(12, 1)), "resignation": LEVELS[bit(13, 2)],
            "dice": [bit(15, 3), bit(18, 3)] if bit(15, 3) else None, "matchLength": bit(21, 15),
            "score": {"white": bit(36, 15), "black": bit(51, 15)}, "jacoby": not bit(66, 1),
        }
        want = {k: st[k] for k in got}
        if want["dice"]:
            want["dice"] = sorted(want["dice"], reverse=True)
        if got != want or bit(67, 5):
            sys.exit("%s step %d: match ID %s decodes to %r, state has %r" % (flow["name"], i, step["matchId"], got, want))
        if prev and prev["gameState"] == "playing" and st["gameState"] != "playing":
            r = st["result"]
            delta = {p: st["score"][p] - prev["score"][p] for p in P}
            if delta[r["winner"]] != r["points"] or delta[P[1 - P.index(r["winner"])]] != 0:
                sys.exit("%s step %d: score moved by %r, result %r" % (flow["name"], i, delta, r))
        prev = st
print("checked %d flows, %d steps, %d match IDs" % (len(doc["flows"]), steps, ids), file=sys.stderr)
PY
echo "done in $(( $(date +%s) - start ))s" >&2
