"""What the oracle scripts share when they run inside gnubg (`gnubg -t -q -r -p script.py`,
started by gnubg-run.sh): capturing a command's output, fixing the dice, the settings that keep
gnubg from acting on its own, and writing results so that the wrapper can tell success from a
traceback.

Environment (set by gnubg-run.sh):
  TAVLA_WORK_DIR       scratch directory for the captured output and the dice file
  TAVLA_GNUBG_VERSION  gnubg's version string, written into the fixtures
  TAVLA_STATUS_FILE    written with "ok" last: gnubg exits 0 even when a script raises
"""

import ctypes
import json
import os
import sys
import time
import traceback

import gnubg

GNUBG_VERSION = os.environ.get("TAVLA_GNUBG_VERSION", "unknown")


class OracleError(Exception):
    """gnubg did not do what the script expected of it."""


def log(msg):
    # stdout belongs to gnubg's own chatter.
    print(msg, file=sys.stderr, flush=True)


def today():
    return time.strftime("%Y-%m-%d", time.gmtime())


# ---------------------------------------------------------------------------
# Commands.

_libc = ctypes.CDLL(None)
_WORK = os.environ.get("TAVLA_WORK_DIR") or "/tmp"
_CAPTURE = os.path.join(_WORK, "gnubg-output.txt")
_DICE = os.path.join(_WORK, "dice.txt")


def run(cmd):
    """Run one gnubg command and return what it printed.  gnubg prints with C stdio, so fd 1 is
    pointed at a file around the call (flushing both C and Python buffers on either side)."""
    _libc.fflush(None)
    sys.stdout.flush()
    saved = os.dup(1)
    fd = os.open(_CAPTURE, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(fd, 1)
    os.close(fd)
    try:
        gnubg.command(cmd)
    finally:
        _libc.fflush(None)
        sys.stdout.flush()
        os.dup2(saved, 1)
        os.close(saved)
    with open(_CAPTURE, encoding="utf-8", errors="replace") as f:
        return f.read()


def configure(commands):
    """Run `set ...` commands; gnubg answers an unknown or malformed one with a message only,
    so each must say something and not complain."""
    for cmd in commands:
        out = run(cmd)
        if not out.strip() or "Unknown" in out or "Usage" in out:
            raise OracleError("`%s` failed: %r" % (cmd, out))


def load_dice(dice):
    """The next dice gnubg rolls are exactly `dice` (a flat list of 1..6), through its
    "read dice from file" RNG."""
    with open(_DICE, "w") as f:
        f.write(" ".join(str(d) for d in dice) + "\n")
    out = run("set rng file " + _DICE)
    if "read from file" not in out:
        raise OracleError("set rng file failed: %r" % out)


# Both players human (a gnubg-controlled side would move by itself), nothing automatic (it
# would roll or play behind the script's back after a command), and hint() at 0 plies: every
# legal play scored once, fast and deterministic.
SETTINGS = [
    "set player 0 human",
    "set player 1 human",
    "set automatic roll off",
    "set automatic move off",
    "set automatic bearoff off",
    "set automatic game off",
    "set confirm new off",
    "set tutor mode off",
    "set threads 1",
    "set evaluation chequerplay evaluation plies 0",
    "set evaluation chequerplay evaluation deterministic on",
    "set evaluation chequerplay evaluation noise 0",
]

# For the scripts that play matches and money sessions with `roll`, `move`, `double`, ...
MATCH_SETTINGS = [
    # With `set display off`, gnubg 1.07 counts automatic doubles on opening ties but does not
    # double the cube (the doubling sits inside `if (fDisplay) outputf(..., ms.nCube <<= 1)`
    # in NewGame).
    "set display on",
    *SETTINGS,
    "set defaultnames white black",  # applied by every `new match` / `new session`
    "set evaluation cubedecision evaluation plies 0",
]


def flow_settings(crawford=True, jacoby=True, beavers=3, automatic_doubles=0, cube=True):
    """The match rules a flow plays under.  Settings are global in gnubg; `new match` and
    `new session` copy the Jacoby and cube-use settings into the match."""
    return [
        "set automatic crawford %s" % ("on" if crawford else "off"),
        "set jacoby %s" % ("on" if jacoby else "off"),
        "set beavers %d" % beavers,
        "set automatic doubles %d" % automatic_doubles,
        "set cube use %s" % ("on" if cube else "off"),
    ]


# ---------------------------------------------------------------------------
# Output.

def generator(script, **fields):
    """The "generator" header of a JSON fixture: script, gnubg version, date, then `fields`."""
    return {"script": script, "gnubg": GNUBG_VERSION, "generated": today(), **fields}


def json_rows(rows, indent):
    """One compact JSON value per line (diff-friendly), comma-separated."""
    return ["%s%s%s" % (indent, json.dumps(r, separators=(",", ":")), "," if i + 1 < len(rows) else "")
            for i, r in enumerate(rows)]


def write_json_lines(path, lines):
    """Writes the JSON text made of `lines`, after checking it parses, through a temporary file
    so that a failed run leaves no half-written fixture."""
    text = "\n".join(lines) + "\n"
    json.loads(text)
    tmp = path + ".tmp"
    with open(tmp, "w") as fh:
        fh.write(text)
    os.replace(tmp, path)


def main_guard(main, on_failure=None):
    """Runs `main`; on any exception prints the traceback, calls `on_failure` and exits 1
    (gnubg's -p mode exits 0 after an uncaught exception).  Writes the status file last."""
    try:
        main()
    except BaseException:
        traceback.print_exc()
        if on_failure:
            on_failure()
        raise SystemExit(1)
    status = os.environ.get("TAVLA_STATUS_FILE")
    if status:
        with open(status, "w") as fh:
            fh.write("ok\n")
