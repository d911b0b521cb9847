"""GNU Backgammon oracle for tavla's game reducer, scorer and gnubg match IDs.

This file is NOT a standalone Python program: it runs inside gnubg's embedded
interpreter (it needs `import gnubg`).  Use ./generate-matches.sh, which finds
gnubg and passes the settings through environment variables (gnubg's `-p`
mode does not forward command-line arguments to the script):

  TAVLA_OUT           path of the fixture to write (matches.json)
  TAVLA_ORACLE_DIR    this directory, for the shared gnubg_session.py and
                      gnubg_ids.py
  TAVLA_ONLY          optional comma-separated flow names (for debugging;
                      the fixture is then incomplete and marked so)
  TAVLA_DEBUG_DUMP    optional file: on failure, the failing flow's steps
  and TAVLA_WORK_DIR, TAVLA_GNUBG_VERSION, TAVLA_STATUS_FILE as
  gnubg_session.py describes.

What it does: plays ~30 scripted short-tavla (= standard backgammon) matches
and money sessions through gnubg's own commands (`new match`, `roll`, `move`,
`double`, `take`, `drop`, `beaver`, `resign`, `accept`, `reject`, `new
game`), with both players human and every automatic option off, and records
gnubg's view of the state after every action: `gnubg.matchid()`,
`gnubg.positionid()`, and the facts read back from gnubg's internals
(`gnubg.posinfo()`, `gnubg.cubeinfo()`, `gnubg.match()` and the `show ...`
commands), which are cross-checked against each other and against an
independent decode of the match ID (the bit layout in README.md).

Dice are deterministic: before every `roll` and every `new game` the script
points gnubg's "read dice from file" RNG (`set rng file`) at a fresh file
holding exactly the dice wanted, and then checks that gnubg rolled them.
Moves are either given in notation or chosen from gnubg's own `hint` list.

Players: gnubg's player 0 is "white", player 1 is "black" (`set
defaultnames white black`).  In the opening roll player 0 throws the first
die, so the reducer action is { type: 'opening-roll', white: d0, black: d1 }.
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

from gnubg_ids import GAME_STATES, PLAYERS, RESIGNATIONS, match_id_disagreements, match_id_state  # noqa: E402
from gnubg_session import (MATCH_SETTINGS, OracleError, configure, flow_settings, generator,  # noqa: E402
                           json_rows, load_dice, log, main_guard, run, write_json_lines)

LEVEL_NUM = {v: k for k, v in RESIGNATIONS.items() if v}
# The reducer's names for result kinds / resignation levels (src/game/state.ts).
TAVLA_KIND = {"single": "oin", "gammon": "mars", "backgammon": "koks"}


# The flow being built, so that a failure can dump its steps (TAVLA_DEBUG_DUMP).
CURRENT = []


# ---------------------------------------------------------------------------
# gnubg's printed messages.

BOARD_LINE = re.compile(r"^( [|+]|[v^]\||\s+Match ID|\s*GNU Backgammon\s+Position ID)")


def messages(text):
    """gnubg's printed lines minus the ASCII board drawings and blank lines."""
    out = []
    for line in text.splitlines():
        if not line.strip() or BOARD_LINE.match(line):
            continue
        # `show score` output has no trailing newline, so a following
        # message can be glued to it ("...points)black has won the match.").
        out.extend(p for p in re.split(r"(?<=\))(?=[a-z]+ has won the match)", line.strip()) if p)
    return out


# ---------------------------------------------------------------------------
# Reading gnubg's state.

def parse_show(cmd, pattern, text):
    m = re.search(pattern, text)
    if not m:
        raise OracleError("cannot parse `%s`: %r" % (cmd, text))
    return m


def observe():
    """gnubg's own view of the current state.  Each fact comes from gnubg's
    internals (not from the match ID), and where two sources exist they are
    compared.  Returns (matchId, positionId, state)."""
    mid = gnubg.matchid()
    pid = gnubg.positionid()
    pos = gnubg.posinfo()
    try:
        ci = gnubg.cubeinfo()
    except Exception as e:  # gnubg refuses when a score exceeds the match length
        ci = None
        ci_error = str(e)

    score_txt = run("show score")
    m = parse_show("show score", r"The score \(after (\d+) games?\) is: white (\d+), black (\d+) \(([^)]*)\)", score_txt)
    games = int(m.group(1))
    score = {"white": int(m.group(2)), "black": int(m.group(3))}
    money = m.group(4).startswith("money session")
    ml = 0 if money else int(parse_show("show score", r"match to (\d+) points?", m.group(4)).group(1))

    # Cube: `show cube` while a game is on; cubeinfo() when the game is over
    # (gnubg then says "There is no game in progress"); the drawn board when
    # the match is over and cubeinfo() refuses the final score.
    sources = {}
    cube_txt = run("show cube")
    # "The doubling cube is disabled." = `set cube use off`; during the
    # Crawford game gnubg says "The cube is disabled during the Crawford game."
    cube_enabled = "The doubling cube is disabled" not in cube_txt
    if "The cube is at" in cube_txt:
        m = parse_show("show cube", r"The cube is at (\d+), and is (centred|owned by (white|black))", cube_txt)
        cube = {"value": int(m.group(1)), "owner": m.group(3)}
    elif ci is not None:
        cube = {"value": ci["cube"], "owner": None if ci["cubeowner"] < 0 else PLAYERS[ci["cubeowner"]]}
        sources["cube"] = "cubeinfo"
    else:
        cube = cube_from_board(run("show board"))
        sources["cube"] = "show board"
        if cube is None:
            cube = match_id_state(mid)["cube"]
            sources["cube"] = "matchId"

    craw_txt = run("show crawford")
    pc_txt = run("show postcrawford")
    if money:
        crawford, post = False, None
    else:
        crawford = "not the Crawford game" not in parse_show("show crawford", r"This game is (not )?the Crawford game", craw_txt).group(0)
        post = "not post-Crawford" not in parse_show("show postcrawford", r"This is (not )?post-Crawford play", pc_txt).group(0)

    # Player on roll: `show turn` while a game is on, else cubeinfo(); only
    # when both are unavailable (a finished match whose score exceeds what
    # cubeinfo() accepts) is it taken from the match ID, and flagged.
    turn_txt = run("show turn")
    m = re.match(r"(white|black) in on (roll|move)", turn_txt)
    if m:
        on_roll = m.group(1)
    elif ci is not None:
        on_roll = PLAYERS[ci["move"]]
        sources["onRoll"] = "cubeinfo"
    else:
        on_roll = match_id_state(mid)["onRoll"]
        sources["onRoll"] = "matchId"

    match = gnubg.match(analysis=0, boards=0)
    game_infos = [g["info"] for g in match["games"]]
    info = game_infos[-1]
    rules = match["match-info"].get("rules", ())
    if ci is None:
        sources["jacoby"] = "match rules"
    if "no game in progress" in cube_txt:
        # Between games: the setting as recorded for the match.
        cube_enabled = "NoCube" not in rules
    elif ("NoCube" in rules) == cube_enabled:
        raise OracleError("show cube %r but match rules %r" % (cube_txt, rules))

    dice = list(pos["dice"]) if pos["dice"][0] else None
    gs = GAME_STATES[pos["gamestate"]]
    state = {
        "gameState": gs,
        "matchLength": ml,
        "score": score,
        "gamesFinished": games,
        "gameNumber": len(game_infos),
        "crawford": crawford,
        "postCrawford": post,
        "jacoby": bool(ci["jacoby"]) if ci else ("Jacoby" in rules),
        "cubeEnabled": cube_enabled,
        "cube": cube,
        "onRoll": on_roll,
        "turn": PLAYERS[pos["turn"]],
        "dice": dice,
        "doubleOffered": bool(pos["doubled"]),
        "animals": ci["beavers"] if ci else None,
        "resignation": RESIGNATIONS[pos["resigned"]],
        "initialCube": info.get("initial-cube", 1),
        "result": None,
        "matchOver": bool(ml) and max(score.values()) >= ml,
    }
    if state["matchOver"]:
        state["matchWinner"] = "white" if score["white"] >= ml else "black"
    if info.get("winner"):
        state["result"] = {
            "winner": PLAYERS[0] if info["winner"] == "X" else PLAYERS[1],
            "points": info["points-won"],
            "resigned": bool(info["resigned"]),
            "dropped": gs == "dropped",
        }
    if sources:
        state["sources"] = sources

    # Cross-checks between gnubg's own sources.
    if ci is not None:
        checks = [
            ("cube", ci["cube"], state["cube"]["value"]),
            ("cubeowner", None if ci["cubeowner"] < 0 else PLAYERS[ci["cubeowner"]], state["cube"]["owner"]),
            ("move", PLAYERS[ci["move"]], on_roll),
            ("matchto", ci["matchto"], ml),
            ("crawford", bool(ci["crawford"]), crawford),
        ]
        if ml:  # cubeinfo carries no scores in money play
            checks.append(("score", tuple(ci["score"]), (score["white"], score["black"])))
        for what, a, b in checks:
            if a != b:
                raise OracleError("cubeinfo %s=%r but show says %r" % (what, a, b))
    elif not state["matchOver"]:
        raise OracleError("gnubg.cubeinfo() failed outside a finished match: %s" % ci_error)
    if (gs == "playing") != (state["result"] is None):
        raise OracleError("game state %s but game record winner %r" % (gs, info.get("winner")))
    if info.get("crawford") is not None and bool(info["crawford"]) != crawford and gs == "playing":
        raise OracleError("game record Crawford flag %r, show crawford %r" % (info["crawford"], crawford))

    # The match ID must say the same things (this is the layout check).
    for k, decoded, v in match_id_disagreements(mid, state):
        raise OracleError("match ID %s: %s decodes to %r, gnubg's state has %r" % (mid, k, decoded, v))
    return mid, pid, state


def cube_from_board(text):
    """The cube as gnubg draws it: "(Cube: N)" after the owner's name, or on
    the middle line ("N point match (Cube: N)") when centred."""
    owned = re.search(r"[OX]: (white|black) \(Cube: (\d+)\)", text)
    if owned:
        return {"value": int(owned.group(2)), "owner": owned.group(1)}
    centred = re.search(r"points? match \(Cube: (\d+)\)", text)
    if centred:
        return {"value": int(centred.group(1)), "owner": None}
    return None  # gnubg draws no cube once a match is over


def board():
    """(opponent, player on roll) in own numbering, index 24 = bar."""
    b = gnubg.board()
    return list(b[0]), list(b[1])


# ---------------------------------------------------------------------------
# Flows.

def submoves(dice):
    """How many checkers gnubg's best play moves with `dice` for the player
    on roll (0 = no legal play).  A probe only: nothing is played."""
    try:
        mv = gnubg.findbestmove(gnubg.board(), gnubg.cubeinfo(), gnubg.evalcontext(), tuple(dice))
    except Exception:
        return 0
    return sum(1 for i in range(0, len(mv) - 1, 2) if mv[i] != 0)


def big_roll():
    """6-6, unless a smaller double moves more checkers (the player on roll
    is blocked or on the bar), then any roll that moves at all.  All home,
    6-6 is always best (bearing off uses fewer sub-moves, but more pips)."""
    me = board()[1]
    if sum(me[6:]) == 0:
        return (6, 6)
    best, best_n = None, -1
    for d in (6, 5, 4, 3, 2, 1):
        n = submoves((d, d))
        if n > best_n:
            best, best_n = (d, d), n
        if n == 4:
            break
    if best_n > 0:
        return best
    for d1 in (6, 5, 4, 3, 2):
        for d2 in range(d1 - 1, 0, -1):
            if submoves((d1, d2)) > 0:
                return (d1, d2)
    return (6, 6)  # closed out: the roll passes


def after_move(pairs):
    """The mover's army after gnubg.parsemove() pairs (25 = bar, 0 = off)."""
    me = board()[1]
    for frm, to in pairs:
        me[frm - 1] -= 1
        if to > 0:
            me[to - 1] += 1
    return me


# Move filters for `finish`: predicates on (notation, parsed pairs).
def no_hit(move, pairs):
    return "*" not in move


def no_bearoff(move, pairs):
    return all(to != 0 for _, to in pairs)


def keeps_back(move, pairs):
    # Still a checker on the bar or in the opponent's home (own 19-24).
    return sum(after_move(pairs)[18:25]) > 0


class Flow:
    def __init__(self, name, description, match_length=0, crawford=True, jacoby=True,
                 beavers=3, automatic_doubles=0, cube=True):
        self.name = name
        self.description = description
        self.settings = {
            "matchLength": match_length,
            "crawford": crawford,
            "jacoby": jacoby,
            "beavers": beavers,
            "automaticDoubles": automatic_doubles,
            "cube": cube,
        }
        self.steps = []
        CURRENT[:] = [self]
        self.state = None
        self.mid = self.pid = None
        configure(flow_settings(crawford=crawford, jacoby=jacoby, beavers=beavers,
                                automatic_doubles=automatic_doubles, cube=cube))

    # -- bookkeeping -------------------------------------------------------

    def _fingerprint(self):
        match = gnubg.match(analysis=0, boards=0)
        n = sum(len(g["game"]) for g in match["games"]) if match else 0
        try:
            return (gnubg.matchid(), gnubg.positionid(), len(match["games"]) if match else 0, n)
        except Exception:
            return (None, None, 0, n)

    def _record(self, action, command, out, refused=False, extra=None, observed=True):
        step = {"action": action, "command": command}
        if refused:
            step["refused"] = True
        if extra:
            step.update(extra)
        if observed:
            self.mid, self.pid, self.state = observe()
            step["matchId"] = self.mid
            step["positionId"] = self.pid
            step["state"] = self.state
        else:
            step["matchId"] = step["positionId"] = step["state"] = None
        step["gnubgSays"] = messages(out) if out is not None else []
        self.steps.append(step)
        return step

    def _actor(self):
        return self.state["turn"]

    def _do(self, action, command, refused=False, expect=None, extra=None):
        """Run a command that must work (refused=False) or must be refused
        (refused=True, with `expect` a substring of gnubg's message)."""
        before = self._fingerprint()
        out = run(command)
        after = self._fingerprint()
        changed = before != after
        if refused:
            if changed:
                raise OracleError("%s: expected gnubg to refuse `%s`, but it acted: %r" % (self.name, command, messages(out)))
            if expect and expect not in out:
                raise OracleError("%s: `%s` refused with %r, expected %r" % (self.name, command, messages(out), expect))
        elif not changed:
            raise OracleError("%s: gnubg refused `%s`: %r" % (self.name, command, messages(out)))
        return self._record(action, command, out, refused=refused, extra=extra)

    # -- actions -----------------------------------------------------------

    def start(self, white, black, ties=()):
        """`new match N` / `new session`: the opening roll.  `ties` are tied
        opening rolls thrown before it (each one a reducer opening-roll
        action; gnubg rerolls them inside the same command, so their
        intermediate states are not observable)."""
        ml = self.settings["matchLength"]
        cmd = "new match %d" % ml if ml else "new session"
        self._opening(cmd, white, black, ties)

    def next_game(self, white, black, ties=()):
        self._opening("new game", white, black, ties, next_game=True)

    def _opening(self, cmd, white, black, ties, next_game=False):
        if white == black:
            raise OracleError("opening roll cannot be a tie; list ties separately")
        dice = [d for t in ties for d in (t, t)] + [white, black]
        load_dice(dice)
        before = self._fingerprint()
        out = run(cmd)
        if before == self._fingerprint():
            raise OracleError("%s: gnubg refused `%s`: %r" % (self.name, cmd, messages(out)))
        if next_game:
            self._record({"type": "next-game"}, cmd, None, observed=False)
        for t in ties:
            self._record({"type": "opening-roll", "white": t, "black": t}, cmd, None, observed=False)
        step = self._record({"type": "opening-roll", "white": white, "black": black}, cmd, out)
        st = self.state
        first = "white" if white > black else "black"
        if st["gameState"] != "playing" or st["onRoll"] != first or st["dice"] != [max(white, black), min(white, black)]:
            raise OracleError("%s: opening %d-%d gave %r" % (self.name, white, black, st))
        said = [m for m in step["gnubgSays"] if " rolls " in m]
        if len(said) != len(ties) + 1:
            raise OracleError("%s: expected %d opening throws, gnubg says %r" % (self.name, len(ties) + 1, said))

    def refuse_next_game(self, expect):
        load_dice([6, 1])
        return self._do({"type": "next-game"}, "new game", refused=True, expect=expect)

    def roll(self, d1, d2):
        player = self.state["onRoll"]
        load_dice([d1, d2])
        out = run("roll")
        mid, pid, st = observe()
        extra = {}
        if st["dice"] is None and st["gameState"] == "playing":
            # No legal play: gnubg records an empty move and passes the turn.
            if st["onRoll"] == player:
                raise OracleError("%s: roll %d-%d refused: %r" % (self.name, d1, d2, messages(out)))
            extra["autoPass"] = True
        elif st["dice"] != sorted([d1, d2], reverse=True) or st["onRoll"] != player:
            # (gnubg keeps the dice high die first, whatever order they come in)
            raise OracleError("%s: rolled %d-%d but gnubg has %r for %s" % (self.name, d1, d2, st["dice"], st["onRoll"]))
        return self._record({"type": "roll", "dice": [d1, d2], "player": player}, "roll", out, extra=extra)

    def refuse_roll(self, d1, d2, expect):
        load_dice([d1, d2])
        return self._do({"type": "roll", "dice": [d1, d2], "player": self._actor()}, "roll", refused=True, expect=expect)

    def play(self, move="best"):
        """move: notation; or 'best' (gnubg's first hint); or a list of
        filters: the first hint passing all of them, else passing all but
        the last, and so on (gnubg's first hint if none passes)."""
        player = self.state["onRoll"]
        chosen = None
        if move == "best" or isinstance(move, list):
            hint = gnubg.hint()
            if hint.get("hinttype") != "chequer" or not hint["hint"]:
                raise OracleError("%s: no chequer hint: %r" % (self.name, hint))
            plays = [(h["move"], gnubg.parsemove(h["move"])) for h in hint["hint"]]
            filters = move if isinstance(move, list) else []
            index = 0
            for k in range(len(filters), 0, -1):
                ok = [i for i, (mv, pairs) in enumerate(plays) if all(fl(mv, pairs) for fl in filters[:k])]
                if ok:
                    index = ok[0]
                    break
            notation = plays[index][0]
            chosen = "gnubg-hint-%d" % (index + 1)
        else:
            notation = move
        steps = [list(p) for p in gnubg.parsemove(notation)]
        extra = {"moveSteps": steps}
        if chosen:
            extra["chosenBy"] = chosen
        step = self._do({"type": "play", "play": notation, "player": player}, "move " + notation, extra=extra)
        st = self.state
        if st["gameState"] == "playing" and (st["dice"] is not None or st["onRoll"] == player):
            raise OracleError("%s: after `move %s` gnubg still has %r" % (self.name, notation, st))
        return step

    def turn(self, d1, d2, move="best"):
        self.roll(d1, d2)
        if self.steps[-1].get("autoPass") or self.state["gameState"] != "playing":
            return
        self.play(move)

    def double(self):
        a = self._actor()
        self._do({"type": "double", "player": a}, "double")
        if not self.state["doubleOffered"]:
            raise OracleError("%s: double not pending after `double`" % self.name)

    def take(self):
        self._do({"type": "take", "player": self._actor()}, "take")

    def drop(self):
        self._do({"type": "drop", "player": self._actor()}, "drop")
        if self.state["gameState"] != "dropped":
            raise OracleError("%s: game not over after drop" % self.name)

    def beaver(self, kind="beaver"):
        # gnubg has one command for beaver, raccoon, otter, ...: `beaver`
        # (a synonym of `redouble`); the count is limited by `set beavers`.
        self._do({"type": kind, "player": self._actor()}, "beaver", extra={"animal": self.state["animals"] + 1})

    def resign(self, level):
        self._do({"type": "resign", "level": TAVLA_KIND[level], "player": self._actor()}, "resign " + level,
                 extra={"gnubgLevel": level})
        if self.state["resignation"] != level:
            raise OracleError("%s: resignation %r pending, wanted %r" % (self.name, self.state["resignation"], level))

    def accept(self):
        self._do({"type": "accept-resignation", "player": self._actor()}, "accept")

    def reject(self):
        self._do({"type": "reject-resignation", "player": self._actor()}, "reject")

    def refuse(self, kind, expect, level=None):
        """An action gnubg must refuse, recorded with `refused: true`."""
        a = self._actor()
        if kind == "resign":
            return self._do({"type": "resign", "level": TAVLA_KIND[level], "player": a}, "resign " + level,
                            refused=True, expect=expect, extra={"gnubgLevel": level})
        cmd = {"double": "double", "take": "take", "drop": "drop", "beaver": "beaver", "raccoon": "beaver",
               "accept-resignation": "accept", "reject-resignation": "reject"}[kind]
        extra = {"animal": (self.state["animals"] or 0) + 1} if cmd == "beaver" else None
        return self._do({"type": kind, "player": a}, cmd, refused=True, expect=expect, extra=extra)

    # -- whole stretches -----------------------------------------------------

    def finish(self, winner, kind, max_turns=200):
        """Play the game out so that `winner` wins a `kind` (single, gammon,
        backgammon) on the board, then check gnubg's result.  The dice are
        chosen each turn to steer the game (the fixture records them, so
        this needs no explanation to be replayed):
          * winner: 6-6 (or the double that moves most checkers), no hits
            except when playing for a backgammon;
          * single: the loser rolls big doubles until he has borne off one
            checker, then 2-1 without bearing off; the winner, once home,
            stalls with 2-1 (not bearing off if he can avoid it) until the
            loser has one checker off;
          * gammon: the loser rolls big doubles while he still has a checker
            on the bar or in the winner's home, then 2-1 and never bears off;
          * backgammon: the loser rolls 1-1 and keeps a checker back.
        The loser never hits if he can avoid it."""
        for _ in range(max_turns):
            st = self.state
            if st["gameState"] != "playing":
                break
            if st["doubleOffered"] or st["resignation"]:
                raise OracleError("%s: finish() with a pending decision" % self.name)
            is_winner = st["onRoll"] == winner
            opp, me = board()
            me_off, opp_off = 15 - sum(me), 15 - sum(opp)
            back = sum(me[18:25])
            stall = False
            if is_winner:
                stall = kind == "single" and sum(me[6:]) == 0 and opp_off == 0
                filters = [no_hit, no_bearoff] if stall else ([] if kind == "backgammon" else [no_hit])
                dice = (2, 1) if stall else None
            elif kind == "single":
                stall = me_off > 0
                filters = [no_hit, no_bearoff] if stall else [no_hit]
                dice = (2, 1) if stall else None
            elif kind == "gammon":
                filters = [no_hit, no_bearoff]
                dice = None if back else (2, 1)
            else:
                filters = [no_hit, keeps_back, no_bearoff]
                dice = (1, 1)
            if st["dice"] is None:
                self.roll(*(dice or big_roll()))
                if self.steps[-1].get("autoPass") or self.state["gameState"] != "playing":
                    continue
            self.play(filters)
        else:
            raise OracleError("%s: game did not end in %d turns" % (self.name, max_turns))
        self.check_result(winner, kind)

    def check_result(self, winner, kind, points=None):
        """`kind` is what happened on the board; gnubg reports a single game
        instead under Jacoby with a centred cube (money play only)."""
        st = self.state
        res = st["result"]
        if res is None or res["winner"] != winner:
            raise OracleError("%s: expected %s to win, gnubg has %r" % (self.name, winner, res))
        said = [m for m in self.steps[-1]["gnubgSays"] if " wins a" in m]
        m = re.match(r"(white|black) wins an? (single game|gammon|backgammon) and (\d+) points?\.", said[-1] if said else "")
        if not m:
            raise OracleError("%s: no result message in %r" % (self.name, self.steps[-1]["gnubgSays"]))
        says = {"single game": "single"}.get(m.group(2), m.group(2))
        jacoby_single = st["jacoby"] and st["matchLength"] == 0 and st["cube"]["owner"] is None
        if says != ("single" if jacoby_single else kind):
            raise OracleError("%s: gnubg says %r, expected %s (jacoby single: %s)" % (self.name, said, kind, jacoby_single))
        if points is None:
            points = st["cube"]["value"] * (1 if jacoby_single else LEVEL_NUM[kind])
        if res["points"] != points or int(m.group(3)) != points:
            raise OracleError("%s: %s won %r points, expected %d" % (self.name, winner, res["points"], points))
        res["kind"] = says
        res["boardKind"] = kind

    def check(self, **want):
        for k, v in want.items():
            got = self.state
            for part in k.split("__"):
                got = got[part]
            if got != v:
                raise OracleError("%s: step %d: %s is %r, expected %r" % (self.name, len(self.steps) - 1, k, got, v))

    def to_json(self):
        return {"name": self.name, "description": self.description, "settings": self.settings, "steps": self.steps}


# ---------------------------------------------------------------------------
# The scripted flows.  Each function builds and runs one flow.  Dice and
# decisions are chosen by hand; `finish` plays a game out with recipe dice.

FLOWS = []


def flow(fn):
    FLOWS.append(fn)
    return fn


# Opening used by several flows: white wins the opening roll 3-1 and plays
# 8/5 6/5; black rolls `reply` and plays gnubg's best.  White is then on roll
# without dice (free to double or resign).
def opening_white(f, reply=(6, 4)):
    f.start(3, 1)
    f.play("8/5 6/5")
    f.turn(*reply)


# --- matches ---------------------------------------------------------------

@flow
def match1_single():
    f = Flow("match1-single", "1-point match: white wins a single game on the 1-cube; the match is over and "
             "gnubg refuses `new game`.", match_length=1)
    f.start(3, 1)
    f.play()
    f.finish("white", "single")
    f.check(matchOver=True, score={"white": 1, "black": 0})
    f.refuse_next_game("The match is already over")
    return f


@flow
def match1_gammon_overshoot():
    f = Flow("match1-gammon-overshoot", "1-point match: black wins a gammon; gnubg adds the full 2 points, so the "
             "final score (0-2) exceeds the match length, and the match ID stores it that way.", match_length=1)
    f.start(2, 5)
    f.play()
    f.finish("black", "gammon")
    f.check(score={"white": 0, "black": 2}, matchOver=True)
    return f


@flow
def match1_dead_cube():
    f = Flow("match1-dead-cube", "1-point match: gnubg refuses `double` for both players because the cube is "
             "dead (in a match gnubg refuses a double when cube value >= match length - doubler's score).",
             match_length=1)
    f.start(4, 2)
    f.play()
    f.refuse("double", "cube is dead")  # black
    f.turn(5, 3)
    f.refuse("double", "cube is dead")  # white
    f.finish("white", "single")
    f.check(score={"white": 1, "black": 0}, matchOver=True)
    return f


@flow
def match3_crawford():
    f = Flow("match3-crawford", "3-point match, Crawford rule on: double/take and a single game on the 2-cube "
             "(2-0); the Crawford game, where gnubg refuses `double` to both players (2-1 after it); "
             "post-Crawford the trailer doubles, the leader's redouble is refused (dead cube), and the "
             "trailer's gammon on the 2-cube ends the match (2-5).", match_length=3, crawford=True)
    opening_white(f)
    f.double()  # white
    f.take()  # black owns the 2-cube
    f.check(cube={"value": 2, "owner": "black"})
    f.turn(4, 2)  # white
    f.finish("white", "single")
    f.check(score={"white": 2, "black": 0})
    f.next_game(2, 6)  # Crawford game, black starts
    f.check(crawford=True, postCrawford=False)
    f.refuse("double", "Crawford")  # black (checked before "after rolling")
    f.play()
    f.refuse("double", "Crawford")  # white
    f.turn(5, 2)
    f.refuse("double", "Crawford")  # black
    f.finish("black", "single")
    f.check(score={"white": 2, "black": 1})
    f.next_game(5, 4)  # post-Crawford, white starts
    f.check(crawford=False, postCrawford=True)
    f.play()
    f.double()  # black, 1 + 1 < 3
    f.take()  # white owns the 2-cube
    f.turn(3, 3)  # black
    f.refuse("double", "cube is dead")  # white: 2 + 2 >= 3
    f.turn(4, 1)  # white
    f.finish("black", "gammon")
    f.check(score={"white": 2, "black": 5}, matchOver=True)
    return f


@flow
def match3_no_crawford():
    f = Flow("match3-no-crawford", "3-point match with `set automatic crawford off`: after a gammon (2-0) the next "
             "game is no Crawford game: the leader's double is refused only because the cube is dead, the "
             "trailer doubles and the leader drops (2-1); next game the trailer doubles, the leader takes and "
             "wins a single game on the 2-cube (4-1).", match_length=3, crawford=False)
    f.start(6, 1)
    f.play()
    f.finish("white", "gammon")
    f.check(score={"white": 2, "black": 0}, crawford=False)
    f.next_game(1, 3)  # black starts
    # gnubg still calls this "post-Crawford play" (someone is 1 away and it
    # is not the Crawford game), although the rule is off.
    f.check(crawford=False, postCrawford=True)
    f.play()
    f.refuse("double", "cube is dead")  # white: 2 + 1 >= 3
    f.turn(6, 5)
    f.double()  # black
    f.drop()  # white
    f.check(score={"white": 2, "black": 1})
    f.next_game(4, 3)  # white starts
    f.play()
    f.double()  # black
    f.take()  # white owns the 2-cube
    f.turn(2, 1)  # black
    f.refuse("double", "cube is dead")  # white
    f.finish("white", "single")
    f.check(score={"white": 4, "black": 1}, matchOver=True)
    return f


@flow
def match3_beaver_refused():
    f = Flow("match3-beaver-refused", "3-point match: gnubg refuses a beaver in match play; the double is then "
             "dropped and the doubler wins the pre-double value of 1.", match_length=3)
    opening_white(f)
    f.double()  # white
    f.refuse("beaver", "not permitted during match play")  # black
    f.drop()
    f.check(score={"white": 1, "black": 0}, result={"winner": "white", "points": 1, "resigned": False, "dropped": True})
    return f


@flow
def match5_redouble():
    f = Flow("match5-redouble", "5-point match: double/take, redouble by the owner/take, the non-owner's double is "
             "refused, white wins a single game on the 4-cube (4-0); the Crawford game is won by black with a "
             "backgammon (4-3); post-Crawford the leader's double is refused (dead cube), the trailer doubles and "
             "the leader drops (4-4); at 4-4 both doubles are dead; white wins (5-4).", match_length=5)
    opening_white(f)
    f.double()  # white
    f.take()  # black owns 2
    f.roll(5, 2)  # white
    f.play()
    f.double()  # black redoubles
    f.take()  # white owns 4
    f.check(cube={"value": 4, "owner": "white"})
    f.turn(4, 1)  # black
    f.turn(2, 1)  # white
    f.refuse("double", "You do not own the cube")  # black
    f.finish("white", "single")
    f.check(score={"white": 4, "black": 0})
    f.next_game(1, 6)  # Crawford game, black starts
    f.check(crawford=True)
    f.play()
    f.refuse("double", "Crawford")  # white
    f.finish("black", "backgammon")
    f.check(score={"white": 4, "black": 3})
    f.next_game(2, 4)  # post-Crawford, black starts
    f.check(postCrawford=True, crawford=False)
    f.play()
    f.refuse("double", "cube is dead")  # white: 4 + 1 >= 5
    f.turn(6, 2)  # white
    f.double()  # black: 3 + 1 < 5
    f.drop()  # white
    f.check(score={"white": 4, "black": 4})
    f.next_game(5, 1)  # white starts
    f.play()
    f.refuse("double", "cube is dead")  # black: 4 + 1 >= 5
    f.finish("white", "single")
    f.check(score={"white": 5, "black": 4}, matchOver=True)
    return f


@flow
def match5_drops():
    f = Flow("match5-drops", "5-point match: a dropped redouble scores the pre-redouble value (0-2); a dropped "
             "initial double scores 1 (1-2); a gammon on the 1-cube (1-4, Crawford next); the Crawford game "
             "(a gammon, 3-4); post-Crawford double/take and a single game on the 2-cube ends it (3-6).",
             match_length=5)
    f.start(5, 6)  # black starts
    f.play()
    f.double()  # white
    f.take()  # black owns 2
    f.turn(4, 4)  # white
    f.double()  # black redoubles
    f.drop()  # white gives up 2
    f.check(score={"white": 0, "black": 2}, result={"winner": "black", "points": 2, "resigned": False, "dropped": True})
    f.next_game(6, 2)  # white starts
    f.play()
    f.turn(3, 2)  # black
    f.double()  # white
    f.drop()  # black gives up 1
    f.check(score={"white": 1, "black": 2})
    f.next_game(3, 5)  # black starts
    f.play()
    f.finish("black", "gammon")
    f.check(score={"white": 1, "black": 4})
    f.next_game(6, 5)  # Crawford game, white starts
    f.check(crawford=True)
    f.play()
    f.refuse("double", "Crawford")  # black
    f.finish("white", "gammon")
    f.check(score={"white": 3, "black": 4})
    f.next_game(2, 1)  # post-Crawford, white starts
    f.check(postCrawford=True)
    f.play()
    f.refuse("double", "cube is dead")  # black: 4 + 1 >= 5
    f.turn(5, 5)  # black
    f.double()  # white: 3 + 1 < 5
    f.take()  # black owns 2
    f.turn(4, 3)  # white
    f.finish("black", "single")
    f.check(score={"white": 3, "black": 6}, matchOver=True)
    return f


@flow
def match7_backgammon():
    f = Flow("match7-backgammon", "7-point match: black doubles, white takes, black wins a backgammon on the "
             "2-cube (0-6); white wins the Crawford game (1-6); post-Crawford white doubles, black takes, "
             "black's redouble is refused (dead cube), and black's single game on the 2-cube ends the match at "
             "1-8, beyond the match length.", match_length=7)
    f.start(1, 2)  # black starts
    f.play()
    f.turn(5, 2)  # white
    f.double()  # black
    f.take()  # white owns 2
    f.roll(6, 4)  # black
    f.play()
    f.finish("black", "backgammon")
    f.check(score={"white": 0, "black": 6})
    f.next_game(6, 3)  # Crawford game, white starts
    f.check(crawford=True)
    f.play()
    f.refuse("double", "Crawford")  # black
    f.finish("white", "single")
    f.check(score={"white": 1, "black": 6})
    f.next_game(4, 5)  # post-Crawford, black starts
    f.play()
    f.double()  # white: 1 + 1 < 7
    f.take()  # black owns 2
    f.roll(3, 2)  # white
    f.play()
    f.refuse("double", "cube is dead")  # black: 6 + 2 >= 7
    f.finish("black", "single")
    f.check(score={"white": 1, "black": 8}, matchOver=True)
    return f


@flow
def match7_gammon_4cube():
    f = Flow("match7-gammon-4cube", "7-point match: double/take, redouble/take, and white wins a gammon on the "
             "4-cube: 8 points end the match in one game.", match_length=7)
    f.start(4, 3)  # white starts
    f.play()
    f.double()  # black
    f.take()  # white owns 2
    f.turn(2, 2)  # black
    f.double()  # white redoubles
    f.take()  # black owns 4
    f.check(cube={"value": 4, "owner": "black"})
    f.turn(6, 5)  # white
    f.finish("white", "gammon")
    f.check(score={"white": 8, "black": 0}, matchOver=True)
    return f


@flow
def match7_backgammon_4cube():
    f = Flow("match7-backgammon-4cube", "7-point match: after a single game (1-0), white doubles, black takes, "
             "black redoubles, white takes, and black wins a backgammon on the 4-cube (1-12).", match_length=7)
    f.start(6, 4)  # white starts
    f.play()
    f.finish("white", "single")
    f.next_game(2, 3)  # black starts
    f.play()
    f.double()  # white
    f.take()  # black owns 2
    f.turn(3, 1)  # white
    f.double()  # black redoubles
    f.take()  # white owns 4
    f.check(cube={"value": 4, "owner": "white"})
    f.roll(4, 2)  # black
    f.play()
    f.finish("black", "backgammon")
    f.check(score={"white": 1, "black": 12}, matchOver=True)
    return f


@flow
def match7_resignations():
    f = Flow("match7-resignations", "7-point match: a single resignation accepted on the 1-cube (0-1); on the "
             "2-cube a gammon resignation offered after rolling is rejected, gnubg refuses to let the same or a "
             "lower level be offered again, and a backgammon resignation is accepted (0-7).", match_length=7)
    opening_white(f)
    f.resign("single")  # white, before rolling
    f.accept()  # black
    f.check(score={"white": 0, "black": 1}, result={"winner": "black", "points": 1, "resigned": True, "dropped": False})
    f.next_game(5, 6)  # black starts
    f.play()
    f.double()  # white
    f.take()  # black owns 2
    f.roll(4, 3)  # white
    f.resign("gammon")  # white, dice rolled
    f.reject()  # black
    f.check(turn="white", dice=[4, 3], resignation=None)
    f.refuse("resign", "already declined", level="gammon")
    f.refuse("resign", "already declined", level="single")
    f.resign("backgammon")
    f.accept()
    f.check(score={"white": 0, "black": 7}, matchOver=True,
            result={"winner": "black", "points": 6, "resigned": True, "dropped": False})
    return f


@flow
def match5_pending_states():
    f = Flow("match5-pending-states", "5-point match that stops in many pending states: dice rolled but not "
             "played (both players); a pending double with the cube centred and a pending redouble owned by "
             "black; pending resignations on the 4-cube (white owns it) and in the Crawford game; scores 0-0 "
             "and 4-0; final 6-0.", match_length=5)
    f.start(2, 1)  # white starts
    f.play()
    f.roll(6, 6)  # black: rolled, not played
    f.play()
    f.double()  # white: centred cube offered
    f.take()  # black owns 2
    f.roll(5, 5)  # white
    f.play()
    f.double()  # black: redouble offered
    f.take()  # white owns 4
    f.roll(3, 2)  # black
    f.play()
    f.resign("single")  # white: resignation pending on the 4-cube
    f.reject()  # black
    f.roll(1, 1)  # white
    f.play()
    f.resign("single")  # black
    f.accept()  # white wins 4
    f.check(score={"white": 4, "black": 0})
    f.next_game(6, 5)  # Crawford game, white starts
    f.check(crawford=True)
    f.play()
    f.refuse("double", "Crawford")  # black
    f.roll(4, 4)  # black
    f.resign("gammon")  # black, dice rolled, Crawford game
    f.accept()
    f.check(score={"white": 6, "black": 0}, matchOver=True)
    return f


@flow
def match3_refusals():
    f = Flow("match3-refusals", "3-point match: commands gnubg refuses in the middle of a game: double after "
             "rolling, take/drop/accept/reject with nothing offered, roll while a double is pending, roll "
             "twice, roll while a resignation is pending.", match_length=3)
    f.start(6, 2)  # white starts, dice on the board
    f.refuse("double", "after rolling")
    f.refuse("take", "must have been offered")
    f.refuse("drop", "must have been offered")
    f.refuse("accept-resignation", "only accept if")
    f.refuse("reject-resignation", "only reject if")
    f.play()
    f.double()  # black
    f.refuse_roll(3, 1, "consider the cube")  # white must answer first
    f.take()  # white owns 2
    f.roll(1, 3)  # black; gnubg's state (and match ID) has them as 3-1
    f.refuse_roll(4, 1, "already rolled")
    f.play()
    f.resign("single")  # white
    f.refuse_roll(2, 2, "resolve the resignation")  # black must answer first
    f.reject()
    f.turn(2, 2)  # white
    f.finish("black", "single")
    f.check(score={"white": 0, "black": 2})
    return f


# --- money play ------------------------------------------------------------

@flow
def money_jacoby_gammon_centred():
    f = Flow("money-jacoby-centred", "Money play, Jacoby on: a gammon with the cube never turned counts as a "
             "single game (1 point); next game a backgammon on the centred cube also scores 1.", jacoby=True)
    f.start(3, 1)
    f.play()
    f.finish("white", "gammon")
    f.check(score={"white": 1, "black": 0})
    f.next_game(2, 5)
    f.play()
    f.finish("black", "backgammon")
    f.check(score={"white": 1, "black": 1})
    return f


@flow
def money_jacoby_gammon_after_take():
    f = Flow("money-jacoby-cube-turned", "Money play, Jacoby on: after double/take the gammon counts: 2 x 2 = 4 "
             "points.", jacoby=True)
    opening_white(f)
    f.double()  # white
    f.take()  # black owns 2
    f.turn(6, 6)  # white
    f.finish("white", "gammon")
    f.check(score={"white": 4, "black": 0})
    return f


@flow
def money_no_jacoby():
    f = Flow("money-no-jacoby", "Money play, Jacoby off: on the centred cube a gammon scores 2, a backgammon 3, a "
             "single game 1; the session score accumulates in the match ID (3-3).", jacoby=False)
    f.start(5, 2)
    f.play()
    f.finish("white", "gammon")
    f.check(score={"white": 2, "black": 0})
    f.next_game(1, 4)
    f.play()
    f.finish("black", "backgammon")
    f.check(score={"white": 2, "black": 3})
    f.next_game(6, 1)
    f.play()
    f.finish("white", "single")
    f.check(score={"white": 3, "black": 3})
    return f


@flow
def money_beaver_take():
    f = Flow("money-beaver-take", "Money play: black doubles, white beavers (gnubg then shows the 2-cube owned by "
             "white and still offered), black takes: cube 4 owned by white, who wins a single game: 4 points.", beavers=3)
    f.start(4, 1)  # white starts
    f.play()
    f.double()  # black
    f.beaver()  # white
    f.check(cube={"value": 2, "owner": "white"}, doubleOffered=True, turn="black", onRoll="black", animals=1)
    f.take()  # black
    f.check(cube={"value": 4, "owner": "white"}, doubleOffered=False, turn="black", onRoll="black")
    f.turn(3, 2)  # black
    f.finish("white", "single")
    f.check(score={"white": 4, "black": 0})
    return f


@flow
def money_beaver_drop():
    f = Flow("money-beaver-drop", "Money play with `set beavers 1`: white doubles, black beavers, white drops the "
             "beaver and loses the pre-beaver value of 2.", beavers=1)
    opening_white(f)
    f.double()  # white
    f.beaver()  # black
    f.check(cube={"value": 2, "owner": "black"}, doubleOffered=True, turn="white")
    f.drop()  # white
    f.check(score={"white": 0, "black": 2}, result={"winner": "black", "points": 2, "resigned": False, "dropped": True})
    return f


@flow
def money_raccoon_take():
    f = Flow("money-raccoon-take", "Money play with `set beavers 2`: double, beaver, raccoon (a second `beaver`), "
             "a third animal refused, take: cube 8 owned by the beaverer, who loses a single game: 8 points.",
             beavers=2)
    opening_white(f)
    f.double()  # white
    f.beaver()  # black
    f.beaver("raccoon")  # white
    f.check(cube={"value": 4, "owner": "black"}, doubleOffered=True, turn="black", animals=2)
    f.refuse("beaver", "Only 2 beavers")  # black: an otter is one animal too many
    f.take()  # black
    f.check(cube={"value": 8, "owner": "black"}, doubleOffered=False, onRoll="white", turn="white")
    f.turn(4, 4)  # white
    f.finish("white", "single")
    f.check(score={"white": 8, "black": 0})
    return f


@flow
def money_raccoon_drop():
    f = Flow("money-raccoon-drop", "Money play (`set beavers 3`, gnubg's default): double, beaver, raccoon, and "
             "the beaverer drops: he loses the pre-raccoon value of 4.", beavers=3)
    f.start(2, 4)  # black starts
    f.play()
    f.double()  # white
    f.beaver()  # black
    f.beaver("raccoon")  # white
    f.drop()  # black
    f.check(score={"white": 4, "black": 0}, result={"winner": "white", "points": 4, "resigned": False, "dropped": True})
    return f


@flow
def money_beaver_disabled():
    f = Flow("money-beaver-disabled", "Money play with `set beavers 0`: gnubg refuses the beaver; black takes and "
             "wins a single game on the 2-cube.", beavers=0)
    opening_white(f)
    f.double()  # white
    f.refuse("beaver", "Beavers are disabled")  # black
    f.take()
    f.check(cube={"value": 2, "owner": "black"})
    f.finish("black", "single")
    f.check(score={"white": 0, "black": 2})
    return f


@flow
def money_raccoon_disabled():
    f = Flow("money-raccoon-disabled", "Money play with `set beavers 1`: beaver allowed, raccoon refused; the "
             "doubler takes the beaver (cube 4, the beaverer owns it) and the beaverer wins a gammon: 8 points.",
             beavers=1)
    opening_white(f)
    f.double()  # white
    f.beaver()  # black
    f.refuse("raccoon", "Only one beaver")  # white
    f.take()  # white
    f.check(cube={"value": 4, "owner": "black"}, onRoll="white", turn="white")
    f.turn(5, 1)  # white
    f.finish("black", "gammon")
    f.check(score={"white": 0, "black": 8})
    return f


@flow
def money_automatic_doubles():
    f = Flow("money-automatic-doubles", "Money play with `set automatic doubles 1`: two tied opening rolls (5-5, "
             "2-2) double the cube once, to 2, centred; under Jacoby a gammon on that centred cube counts "
             "single: 2 points; the next game starts on a 1-cube.", automatic_doubles=1, jacoby=True)
    f.start(3, 1, ties=(5, 2))
    f.check(cube={"value": 2, "owner": None}, initialCube=2)
    f.play()
    f.finish("white", "gammon")
    f.check(score={"white": 2, "black": 0})
    f.next_game(6, 4)
    f.check(cube={"value": 1, "owner": None}, initialCube=1)
    return f


@flow
def money_automatic_doubles_3():
    f = Flow("money-automatic-doubles-3", "Money play with `set automatic doubles 3` and Jacoby off: two ties give "
             "a centred 4-cube; white doubles to 8, black takes; white wins a gammon: 16 points.",
             automatic_doubles=3, jacoby=False)
    f.start(4, 5, ties=(6, 1))  # black starts
    f.check(cube={"value": 4, "owner": None}, initialCube=4)
    f.play()
    f.double()  # white
    f.take()  # black owns 8
    f.check(cube={"value": 8, "owner": "black"})
    f.turn(6, 6)  # white
    f.finish("white", "gammon")
    f.check(score={"white": 16, "black": 0})
    return f


@flow
def money_opening_ties_no_autodouble():
    f = Flow("money-opening-tie", "Money play with automatic doubles off: a tied opening roll (3-3) is rerolled "
             "and the cube stays at 1.", automatic_doubles=0)
    f.start(2, 5, ties=(3,))  # black starts
    f.check(cube={"value": 1, "owner": None}, initialCube=1)
    f.play()
    f.finish("black", "single")
    f.check(score={"white": 0, "black": 1})
    return f


@flow
def money_resign_accepted():
    f = Flow("money-resign-accepted", "Money play, Jacoby off: accepted resignations at every level: single on the "
             "1-cube (0-1), gammon on the 2-cube after rolling (0-5), backgammon on the 1-cube (3-5).",
             jacoby=False)
    opening_white(f)
    f.resign("single")  # white
    f.accept()
    f.check(score={"white": 0, "black": 1})
    f.next_game(2, 3)  # black starts
    f.play()
    f.double()  # white
    f.take()  # black owns 2
    f.roll(1, 6)  # white (low die first)
    f.resign("gammon")  # white, dice rolled
    f.accept()
    f.check(score={"white": 0, "black": 5})
    f.next_game(5, 1)  # white starts
    f.play()
    f.resign("backgammon")  # black, before rolling
    f.accept()
    f.check(score={"white": 3, "black": 5})
    return f


@flow
def money_resign_rejected():
    f = Flow("money-resign-rejected", "Money play, Jacoby off: a single resignation rejected, the same level "
             "refused when offered again, a gammon resignation rejected, and the game played out (1-0).",
             jacoby=False)
    f.start(6, 5)  # white starts
    f.play()
    f.resign("single")  # black
    f.reject()  # white
    f.refuse("resign", "already declined", level="single")
    f.resign("gammon")
    f.reject()
    f.check(resignation=None, turn="black", onRoll="black", dice=None)
    f.turn(4, 4)  # black
    f.finish("white", "single")
    f.check(score={"white": 1, "black": 0})
    return f


@flow
def money_resign_jacoby_centred():
    f = Flow("money-resign-jacoby", "Money play, Jacoby on, cube centred: gnubg scores an accepted gammon "
             "resignation as cube x 2 = 2 points (its message says \"a single game and 2 points\"): it does not "
             "apply Jacoby to resignations.  Next game, with the cube turned, a backgammon resignation scores "
             "2 x 3 = 6 (6-2).", jacoby=True)
    opening_white(f)
    f.resign("gammon")  # white
    f.accept()
    f.check(score={"white": 0, "black": 2}, result={"winner": "black", "points": 2, "resigned": True, "dropped": False})
    f.next_game(4, 6)  # black starts
    f.play()
    f.double()  # white
    f.take()  # black owns 2
    f.roll(2, 1)  # white
    f.play()
    f.resign("backgammon")  # black
    f.accept()
    f.check(score={"white": 6, "black": 2})
    return f


@flow
def money_resign_during_double():
    f = Flow("money-resign-during-double", "Money play, Jacoby off: gnubg lets the doubled player resign instead "
             "of answering the double; the resignation is scored on the cube before the double (gammon x 1 = 2), "
             "and the final match ID still has the double-offered bit set.", jacoby=False)
    opening_white(f)
    f.double()  # white
    f.resign("gammon")  # black, instead of take/drop
    f.check(doubleOffered=True)
    f.accept()  # white
    f.check(score={"white": 2, "black": 0}, result={"winner": "white", "points": 2, "resigned": True, "dropped": False})
    return f


@flow
def money_cube_disabled():
    f = Flow("money-cube-disabled", "Money session with `set cube use off` and Jacoby on: gnubg refuses `double`, "
             "and since the cube is never turned a gammon counts single (1 point).", cube=False, jacoby=True)
    f.start(5, 3)  # white starts
    f.play()
    f.refuse("double", "disabled")  # black
    f.finish("white", "gammon")
    f.check(score={"white": 1, "black": 0})
    return f


@flow
def money_redouble_drop():
    f = Flow("money-redouble-drop", "Money play, Jacoby on: double/take, redouble/drop (0-2); next game "
             "double/take and a gammon on the turned 2-cube (4-2).", jacoby=True)
    f.start(1, 3)  # black starts
    f.play()
    f.double()  # white
    f.take()  # black owns 2
    f.turn(5, 4)  # white
    f.double()  # black redoubles
    f.drop()  # white gives up 2
    f.check(score={"white": 0, "black": 2})
    f.next_game(6, 2)  # white starts
    f.play()
    f.double()  # black
    f.take()  # white owns 2
    f.turn(3, 3)  # black
    f.finish("white", "gammon")
    f.check(score={"white": 4, "black": 2})
    return f


def run_flow(fn):
    f = fn()
    last = f.steps[-1]
    if last.get("matchId") is None:
        raise OracleError("%s ends on an unobserved step" % f.name)
    return f


# ---------------------------------------------------------------------------

def main():
    out_path = os.environ["TAVLA_OUT"]
    only = [s for s in os.environ.get("TAVLA_ONLY", "").split(",") if s]
    t0 = time.time()
    configure(MATCH_SETTINGS)

    flows = []
    for fn in FLOWS:
        name = fn.__name__.replace("_", "-")
        if only and not any(o in name for o in only):
            continue
        t = time.time()
        f = run_flow(fn)
        flows.append(f.to_json())
        log("%-34s %4d steps  %.1fs" % (f.name, len(f.steps), time.time() - t))

    names = [f["name"] for f in flows]
    if len(set(names)) != len(names):
        raise OracleError("duplicate flow names")
    head = generator("test/oracle/match.py", complete=not only, players={"0": "white", "1": "black"}, format=1)
    write_json(out_path, head, flows)
    log("%d flows, %d steps, %.1fs" % (len(flows), sum(len(f["steps"]) for f in flows), time.time() - t0))


def write_json(path, head, flows):
    """Stable, diff-friendly JSON: one line per step."""
    lines = ["{", '  "generator": %s,' % json.dumps(head), '  "flows": [']
    for i, f in enumerate(flows):
        lines.append("    {")
        for k in ("name", "description", "settings"):
            lines.append("      %s: %s," % (json.dumps(k), json.dumps(f[k])))
        lines.append('      "steps": [')
        lines += json_rows(f["steps"], "        ")
        lines.append("      ]")
        lines.append("    }%s" % ("," if i + 1 < len(flows) else ""))
    lines += ["  ]", "}"]
    write_json_lines(path, lines)


def dump_failed_flow():
    """The steps of the flow that failed, for debugging (TAVLA_DEBUG_DUMP)."""
    dump = os.environ.get("TAVLA_DEBUG_DUMP")
    if dump and CURRENT:
        with open(dump, "w") as fh:
            for s in CURRENT[0].steps:
                fh.write(json.dumps(s) + "\n")


main_guard(main, on_failure=dump_failed_flow)
