# Sourced by the generate-*.sh scripts once they have set $here (this directory): finds gnubg
# (find-gnubg.sh: $gnubg, $version), makes a scratch directory $work that is removed on exit,
# and defines run_in_gnubg.
#
#   TAVLA_OUT="$out" run_in_gnubg match-ids.py
#
# runs test/oracle/match-ids.py inside gnubg with the script's own settings in front of the
# call, plus what every script reads (gnubg_session.py): TAVLA_ORACLE_DIR, so that it can
# import the shared modules, TAVLA_WORK_DIR, TAVLA_GNUBG_VERSION and TAVLA_STATUS_FILE.  The
# calling script stops with gnubg's last output when the Python script failed.

# shellcheck source=find-gnubg.sh
. "$here/find-gnubg.sh"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

run_in_gnubg() {
  local script="$1" rc=0
  rm -f "$work/status"
  # -t no GUI, -q no sound, -r no ~/.gnubgrc so personal settings cannot leak in, -p run the
  # Python file.  HOME is the scratch directory, so the user's ~/.gnubg is neither read nor
  # written.  gnubg's stdout is its own chatter (kept in the log); the scripts report on
  # stderr.  gnubg exits 0 even if the script raised, hence the status file, written last.
  HOME="$work" TAVLA_ORACLE_DIR="$here" TAVLA_WORK_DIR="$work" TAVLA_GNUBG_VERSION="$version" \
  TAVLA_STATUS_FILE="$work/status" \
    "$gnubg" -t -q -r -p "$here/$script" < /dev/null > "$work/gnubg.log" || rc=$?
  if [ "$rc" != 0 ] || [ "$(cat "$work/status" 2>/dev/null)" != ok ]; then
    echo "$script failed (exit $rc); last gnubg output:" >&2
    tail -n 20 "$work/gnubg.log" >&2
    exit 1
  fi
}
