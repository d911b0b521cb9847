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

# shellcheck source=find-gnubg.sh
. "$here/find-gnubg.sh"

mkdir -p "$(dirname "$out")"
out="$(cd "$(dirname "$out")" && pwd)/$(basename "$out")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "gnubg $version ($gnubg) -> $out" >&2
# -t no GUI, -q no sound, -r no ~/.gnubgrc, -p run the script; HOME is a scratch directory so the
# user's ~/.gnubg is neither read nor written.  gnubg exits 0 even if the script raised: the
# status file is written last.
HOME="$work" TAVLA_OUT="$out" TAVLA_WORK_DIR="$work" TAVLA_GNUBG_VERSION="$version" TAVLA_STATUS_FILE="$work/status" \
  "$gnubg" -t -q -r -p "$here/match-ids.py" < /dev/null > "$work/gnubg.log" || rc=$?
if [ "${rc:-0}" != 0 ] || [ "$(cat "$work/status" 2>/dev/null)" != ok ]; then
  echo "match-ids.py failed (exit ${rc:-0}); last gnubg output:" >&2
  tail -n 20 "$work/gnubg.log" >&2
  exit 1
fi
echo "wrote $out" >&2
