"""GNU Backgammon plays matches and money sessions and saves them as the files users bring:
Jellyfish .mat (`export match mat`), its own SGF (`save match`), and the FIBS board string it
prints for every position on the way (`set output rawboard on`).  Runs inside gnubg
(`gnubg -t -q -r -p`); use ./generate-files.sh, which passes the settings through the
environment:

  TAVLA_OUT_DIR      where to write the files (test/fixtures/gnubg/files)
  TAVLA_ONLY         optional comma-separated file names (debugging)
  TAVLA_ORACLE_DIR, TAVLA_WORK_DIR, TAVLA_GNUBG_VERSION, TAVLA_STATUS_FILE as gnubg_session.py says.

Each file of FILES below is one match or session.  gnubg plays both sides: every move is
gnubg's best 0-ply play (or now and then another legal play from its hint list, for variety),
while cube actions and resignations are drawn from a seeded random generator at the file's
rates, so that doubles, takes, drops, beavers, raccoons and resignations at every level all
occur.  Dice come from the same generator through `set rng file` (gnubg_session.load_dice).
After every command the script records gnubg's position ID, match ID and FIBS board, game by
game.  It writes, per file, `<name>.mat` and `<name>.sgf`, and for all files:

  snapshots.jsonl.gz   {"file", "game", "positionId", "matchId", "board"} after every command
  matches.json.gz      gnubg.match() of each match as gnubg played it (its own account, gnubg_account.py)
  files.json           each file's settings and what it covers (counted from gnubg's account)
"""

import gzip
import json
import os
import random
import sys

# gnubg runs this file without its directory on sys.path; gnubg-run.sh passes it.
sys.path.insert(0, os.environ["TAVLA_ORACLE_DIR"])
sys.dont_write_bytecode = True  # no __pycache__ in the repository

import gnubg  # noqa: E402

from gnubg_account import account  # noqa: E402
from gnubg_ids import match_id_fields  # noqa: E402
from gnubg_session import (MATCH_SETTINGS, OracleError, configure, flow_settings, generator,  # noqa: E402
                           load_dice, log, main_guard, run)

OUT = os.environ["TAVLA_OUT_DIR"]
ONLY = [n for n in os.environ.get("TAVLA_ONLY", "").split(",") if n]
DATE = "2024-06-11"  # fixed, so that files made on different days are the same


def spec(name, length, seed, **kw):
    base = {"name": name, "length": length, "seed": seed, "crawford": True, "jacoby": False, "beavers": 0,
            "games": 0, "noise": 0.03, "resign": 0.003, "randomMove": 0.1, "names": ("alice", "bob"),
            "analyse": False, "variation": None, "hyper": False, "animals": 2, "forceAnimals": False, "forceCrawfordDouble": False, "info": {}}
    base.update(kw)
    return base


# The matches and sessions.  Cube actions are gnubg's own (`hint`), except that with chance
# `noise` a decision is drawn at random (so that beavers, raccoons and bad takes occur); a
# player resigns when gnubg's evaluation says the game is lost, or with chance `resign` per
# decision at a random level; `games` the number of games of a money session; `animals` how many
# beavers/raccoons in a row (at most gnubg's `beavers`).
FILES = [
    spec("match01-a", 1, 101),
    spec("match01-b", 1, 102, names=("Ann", "Ben")),
    spec("match02", 2, 103),
    spec("match03-a", 3, 104),
    spec("match03-b", 3, 105, noise=0.06),
    spec("match03-analysed", 3, 106, analyse=True,
         info={"event": "Oracle Open", "round": "Final", "place": "Kitchen table", "annotator": "gnubg 0-ply",
               "comment": "Analysed by gnubg before saving"}),
    spec("match04", 4, 107),
    spec("match05-a", 5, 108),
    spec("match05-b", 5, 109, noise=0.08),
    spec("match05-resigns", 5, 110, resign=0.02),
    spec("match07-no-crawford", 7, 132, crawford=False, forceCrawfordDouble=True),
    spec("match07-a", 7, 112),
    spec("match07-b", 7, 113, noise=0.05, info={"event": "Club night", "round": "3"}),
    spec("match07-resigns", 7, 114, resign=0.015),
    spec("match09-a", 9, 115),
    spec("match09-b", 9, 116, noise=0.06),
    spec("match11", 11, 117),
    spec("match13", 13, 118, noise=0.05),
    spec("match15", 15, 119),
    spec("match17", 17, 120, resign=0.02),
    spec("match21", 21, 121, noise=0.05),
    spec("match25", 25, 122),
    spec("match07-c", 7, 123),
    spec("match09-c", 9, 124, noise=0.05),
    spec("match11-b", 11, 125, resign=0.01),
    spec("match13-b", 13, 126),
    spec("match15-b", 15, 127, noise=0.05),
    spec("money-jacoby", 0, 201, jacoby=True, games=8),
    spec("money-plain", 0, 202, games=8, resign=0.012),
    spec("money-beaver", 0, 203, beavers=1, games=10, noise=0.2),
    spec("money-raccoon", 0, 204, beavers=2, games=10, noise=0.25),
    spec("money-animals", 0, 205, beavers=3, games=12, noise=0.2, resign=0.012),
    spec("money-jacoby-beaver", 0, 206, jacoby=True, beavers=2, games=10, noise=0.15),
    spec("money-resigns", 0, 207, games=10, resign=0.02),
    spec("money-analysed", 0, 208, jacoby=True, beavers=3, games=6, analyse=True, info={"place": "Oracle lab"}),
    spec("money-long", 0, 209, beavers=3, games=16, noise=0.12),
    spec("money-session-a", 0, 210, jacoby=True, games=25),
    spec("money-session-b", 0, 211, beavers=2, games=25, noise=0.1),
    spec("money-session-c", 0, 212, jacoby=True, beavers=1, games=20, noise=0.08, resign=0.01),
    # The other setups gnubg plays (`set variation`), which the library plays as short tavla's
    # presets nackgammon and hypergammon (NH-1).  gnubg has no evaluator for Hypergammon without
    # its hyper databases (not in the Debian package), so there (`hyper`) every move is a random
    # legal play (random_play below) and every cube action and resignation is drawn at random.
    spec("nackgammon", 1, 301, variation="nackgammon"),
    spec("nackgammon-05", 5, 303, variation="nackgammon", noise=0.05),
    spec("nackgammon-money", 0, 304, variation="nackgammon", jacoby=True, beavers=2, games=6, noise=0.15),
    spec("hypergammon1-03", 3, 305, variation="1-chequer-hypergammon", hyper=True),
    spec("hypergammon2-05", 5, 306, variation="2-chequer-hypergammon", hyper=True),
    spec("hypergammon3-05", 5, 307, variation="3-chequer-hypergammon", hyper=True),
    spec("hypergammon3-money", 0, 308, variation="3-chequer-hypergammon", hyper=True, jacoby=True, beavers=2, games=8),
    # A third animal after the raccoon (gnubg's `set beavers 3`): the library reads it with
    # CU-7's maxInstantRedoubles 3.
    spec("money-third-animal", 0, 302, beavers=3, animals=3, forceAnimals=True, games=2, noise=0.2),
]

LEVELS = ("single", "gammon", "backgammon")


def random_play(board, d1, d2, rng):
    """A random legal play of the roll for the player on roll, as gnubg's move command takes it
    ("24/21 bar/22 6/off"), or None when nothing can be played.  `board` is gnubg.board():
    (opponent, player on roll), 25 slots each (points 1..24 in the owner's numbering, then the
    bar).  The plays are those of crosscheck.legal_results (as many dice as possible, the larger
    die when only one can be played), each reached by the steps that made it."""
    from crosscheck import legal_results, single_moves  # noqa: E402 (plain Python, this directory)

    opp, me = (tuple(board[0]), tuple(board[1]))
    finals, _, _ = legal_results(opp, me, d1, d2)
    if not finals:
        return None

    def steps_of(b, d):
        out = []
        for nb in single_moves(b, d):
            moved = [i for i in range(25) if nb[1][i] < b[1][i]]
            src = moved[0] + 1
            dst = src - d if src != 25 else 25 - d
            out.append((nb, "%s/%s" % ("bar" if src == 25 else src, "off" if dst <= 0 else dst)))
        return out

    target = sorted(finals)[rng.randrange(len(finals))]
    orders = [[d1] * 4] if d1 == d2 else [[d1, d2], [d2, d1]]
    for order in orders:
        stack = [((opp, me), [], 0)]
        while stack:
            b, path, used = stack.pop()
            if b == target and (used == len(order) or not steps_of(b, order[used])):
                return " ".join(path)
            if used < len(order):
                for nb, text in steps_of(b, order[used]):
                    stack.append((nb, path + [text], used + 1))
    raise OracleError("no steps reach the chosen play")


class Player:
    """Plays one file through gnubg's commands, recording a snapshot after each."""

    def __init__(self, f):
        self.f = f
        self.rng = random.Random(f["seed"])
        self.snapshots = []  # per game: [positionId, matchId, board]
        self.declined = 0  # highest resignation level declined this turn (gnubg refuses lower)
        self.forced = False  # forceCrawfordDouble: the trailer doubles at once in this game

    # -- gnubg ---------------------------------------------------------------

    def fields(self):
        return match_id_fields(gnubg.matchid())

    def fingerprint(self):
        m = gnubg.match(analysis=0, boards=0)
        n = (len(m["games"]), sum(len(g["game"]) for g in m["games"])) if m else (0, 0)
        try:
            return (gnubg.matchid(), gnubg.positionid()) + n
        except ValueError:  # no game yet
            return (None, None) + n

    def board(self):
        lines = [l for l in run("show board").splitlines() if l.startswith("board:")]
        if len(lines) != 1:
            raise OracleError("%s: no FIBS board in `show board`" % self.f["name"])
        return lines[0]

    def snap(self):
        self.snapshots[-1].append([gnubg.positionid(), gnubg.matchid(), self.board()])

    def do(self, cmd, may_refuse=False):
        """Runs a command that must change gnubg's state (or, with may_refuse, may be refused:
        then False), and records the state after it."""
        before = self.fingerprint()
        out = run(cmd)
        if before == self.fingerprint():
            if may_refuse:
                return False
            raise OracleError("%s: gnubg refused `%s`: %r" % (self.f["name"], cmd, out[-300:]))
        self.snap()
        return True

    def dice(self, n=2, distinct=False):
        while True:
            d = [self.rng.randint(1, 6) for _ in range(n)]
            if not distinct or d[0] != d[1]:
                return d

    # -- one decision --------------------------------------------------------

    def opening(self, cmd):
        load_dice(self.dice(distinct=True))
        self.snapshots.append([])
        before = self.fingerprint()
        run(cmd)
        if before == self.fingerprint():
            raise OracleError("%s: `%s` refused" % (self.f["name"], cmd))
        self.after_new_game()
        self.snap()

    def after_new_game(self):
        self.declined = 0
        # In about half the games a lost game is resigned; the others are played out, so that
        # gammons and backgammons are also borne off.
        self.concede = self.rng.random() < 0.5
        f = self.f
        m = self.fields()
        length = f["length"]
        n0, n1 = m["score"]
        self.forced = (f["forceCrawfordDouble"] and length > 1 and (n0 == length - 1) != (n1 == length - 1)
                       and not getattr(self, "forced_once", False))
        if self.forced:
            self.forced_once = True

    def move(self):
        if self.f["hyper"]:
            d = self.fields()["dice"]
            notation = random_play(gnubg.board(), d[0], d[1], self.rng)
            if notation is None:
                raise OracleError("%s: gnubg waits for a move, but none is legal" % self.f["name"])
        elif self.rng.random() < self.f["randomMove"]:
            hint = gnubg.hint()
            moves = [h["move"] for h in hint["hint"]]
            notation = moves[self.rng.randrange(len(moves))]
        else:
            best = gnubg.findbestmove()
            notation = gnubg.movetupletostring(best, gnubg.board())
        self.do("move " + notation)
        self.declined = 0

    def cube_advice(self):
        """gnubg's own cube action for the decision at hand (the `hint` command at 0 plies), e.g.
        "double, take", "no double, beaver", "too good to double, pass"."""
        for line in run("hint").splitlines():
            if line.startswith("Proper cube action:"):
                return line.split(":", 1)[1].split("(")[0].strip().lower()
        return ""

    def resign_maybe(self, rate, cube_centred):
        """Resigns when gnubg's evaluation says the game is lost (at the level it is lost by; in
        the games where the loser concedes), or
        at random (rate) at any level above one declined this turn; not before the game is under
        way (16 records)."""
        m = gnubg.match(analysis=0, boards=0)
        if len(m["games"][-1]["game"]) < 16:
            return False
        # Without an evaluator (hyper) only the random resignations below are made.
        win, _, _, lose_g, lose_bg = gnubg.evaluate()[:5] if not self.f["hyper"] else (1, 0, 0, 0, 0)
        if win < 0.02 and self.concede:
            level = 3 if lose_bg > 0.6 else 2 if lose_g > 0.6 else 1
        elif self.rng.random() < rate:
            level = self.rng.randint(1, 3)
        else:
            return False
        if self.f["jacoby"] and cube_centred:
            # Jacoby: gnubg scores a gammon resignation on the centred cube as 2, the library as 1
            # (SC-8 with CU-8, docs/notation.md); such games are left out of the fixtures.
            level = 1
        if level <= self.declined:
            return False
        self.do("resign " + LEVELS[level - 1])
        if self.rng.random() < 0.75:
            self.do("accept")
        else:
            self.do("reject")
            self.declined = level
        return True

    def step(self):
        m = self.fields()
        f = self.f
        if m["gameState"] != 1:
            return False
        centred = m["owner"] == 3
        noisy = self.rng.random() < f["noise"]
        if self.f["hyper"]:
            noisy = True  # no evaluator: every cube decision is drawn at random
        if m["doubled"]:
            advice = "" if self.f["hyper"] else self.cube_advice()
            if f["forceAnimals"]:
                choice = "beaver" if self.animals < f["animals"] else "take"
            elif noisy:
                choice = self.rng.choice(["take", "drop", "beaver"])
            else:
                choice = "beaver" if "beaver" in advice else "drop" if "pass" in advice else "take"
            if choice == "beaver":
                if f["length"] == 0 and self.animals < min(f["beavers"], f["animals"]) and self.do("beaver", may_refuse=True):
                    self.animals += 1
                    return True
                choice = "take"
            self.do(choice)
            return True
        if m["dice"] == (0, 0):
            if self.resign_maybe(f["resign"], centred):
                return True
            if self.forced:
                want = True
            elif self.f["hyper"]:
                want = self.rng.random() < 0.08
            elif noisy:
                want = self.rng.random() < 0.5
            else:
                advice = self.cube_advice()
                want = advice.startswith("double") or advice.startswith("redouble")
            if want and self.do("double", may_refuse=True):
                self.forced = False
                self.animals = 0
                return True
            load_dice(self.dice())
            self.do("roll")
            return True
        if self.resign_maybe(f["resign"] / 2, centred):
            return True
        self.move()
        return True

    # -- the whole file -------------------------------------------------------

    def play(self):
        f = self.f
        configure(flow_settings(crawford=f["crawford"], jacoby=f["jacoby"], beavers=f["beavers"]))
        configure(["set variation %s" % (f["variation"] or "standard")])
        run("set defaultnames %s %s" % f["names"])  # silent when unchanged; checked below
        self.animals = 0
        self.opening("new match %d" % f["length"] if f["length"] else "new session")
        info = dict(f["info"], date=DATE)
        for key in ("event", "round", "place", "annotator", "comment", "date"):
            if key in info:
                run("set matchinfo %s %s" % (key, info[key]))
        games = 1
        for _ in range(20000):
            if self.step():
                continue
            m = self.fields()
            n0, n1 = m["score"]
            if f["length"] and max(n0, n1) >= f["length"]:
                break
            if not f["length"] and games >= f["games"]:
                break
            self.opening("new game")
            games += 1
        else:
            raise OracleError("%s: did not finish" % f["name"])
        if f["analyse"]:
            configure(["set analysis chequerplay evaluation plies 0", "set analysis cubedecision evaluation plies 0"])
            run("analyse match")
        acc = account()
        names = tuple(acc["players"])
        if names != tuple(f["names"]):
            raise OracleError("%s: players are %r, wanted %r" % (f["name"], names, f["names"]))
        run("export match mat %s" % os.path.join(OUT, f["name"] + ".mat"))
        run("save match %s" % os.path.join(OUT, f["name"] + ".sgf"))
        for path in (f["name"] + ".mat", f["name"] + ".sgf"):
            if not os.path.exists(os.path.join(OUT, path)):
                raise OracleError("%s was not written" % path)
        return acc


def coverage(acc):
    kinds = [a["action"] for g in acc["games"] for a in g["actions"]]
    return {"games": len(acc["games"]), "doubles": kinds.count("double"), "takes": kinds.count("take"),
            "drops": kinds.count("drop"), "resigned": sum(g["resigned"] for g in acc["games"]),
            "rollThenResign": kinds.count("set")}


def main():
    configure(MATCH_SETTINGS)
    configure(["set output rawboard on"])
    os.makedirs(OUT, exist_ok=True)
    files, accounts, rows = [], {}, []
    for f in FILES:
        if ONLY and f["name"] not in ONLY:
            continue
        p = Player(f)
        acc = p.play()
        accounts[f["name"]] = acc
        cov = coverage(acc)
        files.append(dict({k: v for k, v in f.items() if k != "info"}, names=list(f["names"]), coverage=cov))
        for g, snaps in enumerate(p.snapshots):
            for pid, mid, board in snaps:
                rows.append({"file": f["name"], "game": g + 1, "positionId": pid, "matchId": mid, "board": board})
        log("%s: %r" % (f["name"], cov))
    head = generator("test/oracle/match-files.py", complete=not ONLY, date=DATE)
    with open(os.path.join(OUT, "files.json"), "w") as fh:
        json.dump({"generator": head, "files": files}, fh, indent=1, sort_keys=True)
        fh.write("\n")
    with gzip.GzipFile(os.path.join(OUT, "matches.json.gz"), "wb", mtime=0) as fh:
        fh.write((json.dumps({"generator": head, "matches": accounts}, sort_keys=True, separators=(",", ":")) + "\n").encode("utf-8"))
    with gzip.GzipFile(os.path.join(OUT, "snapshots.jsonl.gz"), "wb", mtime=0) as fh:
        for r in rows:
            fh.write((json.dumps(r, sort_keys=True, separators=(",", ":")) + "\n").encode("ascii"))
    log("%d files, %d games, %d snapshots" % (len(files), sum(a["coverage"]["games"] for a in files), len(rows)))


main_guard(main)
