"""GNU Backgammon oracle for tavla's match-ID and XGID codecs (fromGnubgId / toGnubgId,
fromXgid / toXgid).

Runs inside gnubg's embedded Python (`import gnubg`); use ./generate-match-ids.sh, which passes
the settings through the environment (gnubg's `-p` mode forwards no arguments):

  TAVLA_OUT           path of the fixture to write (match-ids.json)
  TAVLA_ORACLE_DIR    this directory, for the shared gnubg_session.py and gnubg_ids.py
  and TAVLA_WORK_DIR, TAVLA_GNUBG_VERSION, TAVLA_STATUS_FILE as gnubg_session.py describes.

What it does: drives a few short money sessions and matches through gnubg's own commands
(`new session`, `new match`, `roll`, `move`, `double`, `take`, `beaver`, `drop`, `resign`,
`accept`, `reject`, `new game`), with dice fixed through `set rng file`, and at chosen moments
records gnubg's `positionid()`, `matchid()` and its own view of the state (`posinfo()`,
`cubeinfo()`, `show score`): cubes 1 to 64 with both owners and centred, Crawford and
post-Crawford games, dice rolled or not, doubles, beavers and raccoons pending, resignations
pending at each level, finished games, money play with Jacoby on and off.

XGID: gnubg 1.07 reads XGIDs (`set xgid`) but cannot write them. For every snapshot an XGID can
hold (a game in play, nothing pending, or dice down), this script writes the XGID with its own
encoder (the layout in test/oracle/README.md), then, after all flows, feeds it to `set xgid` and
records the position and match IDs gnubg makes of it.  gnubg reads the XGID's player on turn as
its player 1 (the bottom player), so when White (player 0) is on roll its IDs have the colours
swapped; the TypeScript test knows this.

Players: gnubg's player 0 is White, player 1 is Black (`set defaultnames white black`).
"""

import json
import os
import re
import sys
import time

# gnubg runs this file without its directory on sys.path; gnubg-run.sh passes it.
sys.path.insert(0, os.environ["TAVLA_ORACLE_DIR"])
sys.dont_write_bytecode = True  # no __pycache__ in the repository

import gnubg  # noqa: E402

from gnubg_ids import (GAME_STATES, PLAYERS, RESIGNATIONS, match_id_disagreements, match_id_fields,  # noqa: E402
                       position_id_halves)
from gnubg_session import (MATCH_SETTINGS, OracleError, configure, flow_settings, generator,  # noqa: E402
                           json_rows, load_dice, log, main_guard, run, write_json_lines)


# ---------------------------------------------------------------------------
# The XGID encoder (the layout of docs/notation.md), from our own decode of gnubg's IDs.

def xgid_of(pid, mid, beavers):
    """XGID for a game in play with nothing pending (or dice down): upper case = bottom = Black
    (gnubg's player 1), lower case = top = White."""
    m = match_id_fields(mid)
    not_on_roll, on_roll = position_id_halves(pid)
    side = {PLAYERS[m["onRoll"]]: on_roll, PLAYERS[1 - m["onRoll"]]: not_on_roll}
    black, white = side["black"], side["white"]

    def letter(n, upper):
        return "-" if n == 0 else chr((64 if upper else 96) + n)

    board = letter(white[24], False)
    for p in range(1, 25):
        board += letter(black[p - 1], True) if black[p - 1] else letter(white[24 - p], False)
    board += letter(black[24], True)
    owner = {3: "0", 0: "-1", 1: "1"}[m["owner"]]
    turn = "1" if m["onRoll"] == 1 else "-1"
    d1, d2 = m["dice"]
    dice = "00" if d1 == 0 else "%d%d" % (max(d1, d2), min(d1, d2))
    if m["length"] > 0:
        flags = m["crawford"]
    else:
        flags = (0 if m["noJacoby"] else 1) + (2 if beavers >= 1 else 0)
    # The maximum cube: tavla's default 64 (2^6) when a decoded gnubg ID's cube is within it.
    fields = [board, m["cubeLog2"], owner, turn, dice, m["score"][1], m["score"][0], flags, m["length"], 6]
    return "XGID=" + ":".join(str(f) for f in fields)


# ---------------------------------------------------------------------------

SNAPSHOTS = []


class Flow:
    def __init__(self, name, match_length=0, jacoby=True, beavers=3, crawford=True):
        self.name = name
        self.settings = {"matchLength": match_length, "jacoby": jacoby, "beavers": beavers, "crawford": crawford}
        self.commands = []
        configure(flow_settings(crawford=crawford, jacoby=jacoby, beavers=beavers))

    def cmd(self, *commands, expect_change=True):
        """Runs the commands in turn; each must change the IDs unless told otherwise."""
        for command in commands:
            before = (gnubg.matchid(), gnubg.positionid()) if expect_change else None
            out = run(command)
            self.commands.append(command)
            if expect_change and before == (gnubg.matchid(), gnubg.positionid()):
                raise OracleError("%s: `%s` changed nothing: %r" % (self.name, command, out))

    def start(self, command, white, black):
        load_dice([white, black])
        self.cmd(command, expect_change=False)

    def roll(self, d1, d2):
        load_dice([d1, d2])
        self.cmd("roll")

    def play(self):
        hint = gnubg.hint()
        if hint.get("hinttype") != "chequer" or not hint["hint"]:
            raise OracleError("%s: no chequer hint" % self.name)
        self.cmd("move " + hint["hint"][0]["move"])

    def turn(self, d1, d2):
        self.roll(d1, d2)
        self.play()

    def snap(self, label):
        mid, pid = gnubg.matchid(), gnubg.positionid()
        pos = gnubg.posinfo()
        state = {
            "gameState": GAME_STATES[pos["gamestate"]],
            "dice": None if pos["dice"][0] == 0 else [max(pos["dice"]), min(pos["dice"])],
            "turn": PLAYERS[pos["turn"]],
            "doubleOffered": bool(pos["doubled"]),
            "resignation": RESIGNATIONS[pos["resigned"]],
        }
        try:
            ci = gnubg.cubeinfo()
        except Exception:
            ci = None
        if ci is not None:
            state.update({
                "cube": {"value": ci["cube"], "owner": None if ci["cubeowner"] < 0 else PLAYERS[ci["cubeowner"]]},
                "onRoll": PLAYERS[ci["move"]],
                "matchLength": ci["matchto"],
                "crawford": bool(ci["crawford"]),
                "jacoby": bool(ci["jacoby"]),
            })
        text = run("show score")
        sm = re.search(r"is: \S+ (\d+), \S+ (\d+)", text)  # player 0, then player 1
        if not sm:
            raise OracleError("cannot read the score: %r" % text)
        state["score"] = {"white": int(sm.group(1)), "black": int(sm.group(2))}
        # Cross-check gnubg's own view against an independent decode of its match ID.
        for what, b, a in match_id_disagreements(mid, state):
            raise OracleError("%s %s: %s from gnubg, %s from the match ID" % (self.name, what, a, b))
        snap = {"flow": self.name, "label": label, "settings": self.settings, "commands": list(self.commands),
                "positionId": pid, "matchId": mid, "state": state}
        xg_ok = state["gameState"] == "playing" and not state["doubleOffered"] and state["resignation"] is None
        if xg_ok:
            snap["xgid"] = xgid_of(pid, mid, self.settings["beavers"])
        SNAPSHOTS.append(snap)
        log("%-28s %-44s %s:%s" % (self.name, label, pid, mid))


def money_jacoby_cubes():
    f = Flow("money-jacoby-cubes", jacoby=True)
    f.start("new session", 3, 1)
    f.snap("opening roll: white to play 3-1")
    f.play()
    f.snap("black to roll, cube centred")
    f.cmd("resign single")
    f.snap("black resigns single before rolling")
    f.cmd("reject", "double")
    f.snap("black doubles, centred cube")
    f.cmd("take")
    f.snap("cube 2 owned by white, black to roll")
    doubler = 1  # black rolls next; the owner alternates with every double
    for log2 in range(2, 7):
        f.turn(6, 5) if doubler == 1 else f.turn(5, 2)
        doubler = 1 - doubler
        f.cmd("double")
        if log2 == 6:
            f.snap("cube 32 redoubled to 64, pending")
        f.cmd("take")
        f.snap("cube %d owned by %s, %s to roll" % (1 << log2, PLAYERS[1 - doubler], PLAYERS[doubler]))
    f.roll(4, 4)
    f.snap("dice 4-4 rolled on a 64-cube")
    f.cmd("resign gammon")
    f.snap("resigns gammon after rolling")
    f.cmd("reject", "resign backgammon")
    f.snap("resigns backgammon after rolling")
    f.cmd("accept")
    f.snap("backgammon resignation accepted on the 64-cube")


def money_beavers():
    f = Flow("money-no-jacoby-beavers", jacoby=False, beavers=3)
    f.start("new session", 2, 5)
    f.snap("opening roll: black to play 5-2")
    f.play()
    f.cmd("double")
    f.snap("white doubles")
    f.cmd("beaver")
    f.snap("black beavers")
    f.cmd("beaver")
    f.snap("white raccoons")
    f.cmd("take")
    f.snap("cube 8 owned by black, white to roll")
    f.turn(3, 1)
    f.snap("black to roll, owns the 8-cube")
    f.cmd("resign single", "accept")
    f.snap("single resignation accepted: white 8")
    f.start("new game", 1, 6)
    f.snap("second game, black to play 6-1, session 8-0")
    f.play()
    f.cmd("double", "beaver", "drop")
    f.snap("white drops the beaver: black wins 2")
    f.start("new game", 4, 2)
    f.snap("third game, session 8-2")


def match5_crawford():
    f = Flow("match5-crawford", match_length=5)
    f.start("new match 5", 4, 1)
    f.snap("5-point match, opening: white to play 4-1")
    f.play()
    f.cmd("double", "take")
    f.snap("black doubled, white owns 2, black to roll")
    f.turn(5, 3)
    f.cmd("resign gammon")
    f.snap("white resigns gammon before rolling, 2-cube")
    f.cmd("accept")
    f.snap("gammon accepted: 0-4, next game Crawford")
    f.start("new game", 6, 2)
    f.snap("Crawford game: white to play 6-2")
    f.play()
    f.snap("Crawford game: black to roll")
    f.cmd("resign backgammon")
    f.snap("Crawford game: black resigns backgammon")
    f.cmd("reject")
    f.turn(3, 1)  # black
    f.turn(4, 2)  # white
    f.cmd("resign single")  # black, in a later turn
    f.cmd("accept")
    f.snap("Crawford game over: 1-4, post-Crawford next")
    f.start("new game", 3, 5)
    f.snap("post-Crawford game: black to play 5-3")
    f.play()
    f.cmd("double")
    f.snap("post-Crawford: white doubles")
    f.cmd("drop")
    f.snap("black drops: 2-4")
    f.start("new game", 5, 1)
    f.snap("post-Crawford game 4: white to play 5-1")
    f.play()
    f.roll(2, 1)
    f.snap("black rolled 2-1")
    f.cmd("resign single", "accept")
    f.snap("match over: black wins 2-5")


def match1():
    f = Flow("match1", match_length=1)
    f.start("new match 1", 5, 6)
    f.snap("1-point match, black to play 6-5")
    f.play()
    f.snap("1-point match, white to roll")


def match25_scores():
    f = Flow("match25-scores", match_length=25)
    f.start("new match 25", 2, 1)
    f.play()
    f.cmd("double", "take")
    f.turn(6, 6)
    f.cmd("double", "take")
    f.snap("25-point match: black owns the 4-cube, white to roll")
    f.turn(4, 3)
    f.cmd("resign backgammon", "accept")
    f.snap("backgammon on the 4-cube accepted: 0-12")
    f.start("new game", 1, 3)
    f.snap("25-point match at 0-12: black to play 3-1")


def match7_no_crawford():
    f = Flow("match7-no-crawford", match_length=7, crawford=False)
    f.start("new match 7", 6, 3)
    f.play()
    f.cmd("double", "take")
    f.turn(2, 2)
    f.cmd("resign backgammon", "accept")
    f.snap("Crawford off: black 6-0, no Crawford flag next")
    f.start("new game", 2, 4)
    f.snap("Crawford off, black 6-0: black to play 4-2")
    f.play()
    f.cmd("double")
    f.snap("Crawford off, black 6-0: white doubles")


def import_xgids():
    """Feeds every recorded XGID to gnubg's own reader (`set xgid`) and keeps the IDs it makes."""
    for s in SNAPSHOTS:
        if "xgid" not in s:
            continue
        out = run("set xgid " + s["xgid"])
        if "Not a valid XGID" in out:
            raise OracleError("gnubg refused %s: %r" % (s["xgid"], out))
        s["xgidImport"] = {"positionId": gnubg.positionid(), "matchId": gnubg.matchid()}


def main():
    t0 = time.time()
    configure(MATCH_SETTINGS)
    for fn in (money_jacoby_cubes, money_beavers, match5_crawford, match1, match25_scores, match7_no_crawford):
        fn()
    import_xgids()
    head = generator("test/oracle/match-ids.py", players={"0": "white", "1": "black"}, format=1)
    lines = ["{", '  "generator": %s,' % json.dumps(head), '  "snapshots": [', *json_rows(SNAPSHOTS, "    "), "  ]", "}"]
    write_json_lines(os.environ["TAVLA_OUT"], lines)
    log("%d snapshots, %.1fs" % (len(SNAPSHOTS), time.time() - t0))


main_guard(main)
