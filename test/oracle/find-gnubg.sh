# Sourced by gnubg-run.sh (which the generate-*.sh scripts source): sets $gnubg (from PATH,
# else Debian's /usr/games) and $version (e.g. "1.07.001 20230103"), or stops with a hint when
# gnubg is not installed.
gnubg="$(command -v gnubg || true)"
[ -n "$gnubg" ] || gnubg=/usr/games/gnubg
if [ ! -x "$gnubg" ]; then
  echo "gnubg not found (try: apt-get install -y gnubg)" >&2
  exit 1
fi
version="$("$gnubg" --version | head -n 1 | sed 's/^GNU Backgammon //')"
