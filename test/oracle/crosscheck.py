#!/usr/bin/env python3
"""Independent check of test/fixtures/gnubg/movegen.txt.gz (plain python3).

gnubg is the oracle; this is a second, deliberately naive opinion so that a
problem in how movegen.py extracts gnubg's answers (a truncated hint list, a
perspective mix-up, a bad ID) cannot slip into the fixture unnoticed.  It
  * parses every line exactly as the README documents the format,
  * decodes every position ID with its own decoder (not gnubg's),
  * checks IDs are sorted/unique, boards are legal, phases match,
  * brute-forces the legal plays of every case and compares the sets.

Usage: python3 test/oracle/crosscheck.py test/fixtures/gnubg/movegen.txt.gz [START_ID]
START_ID is the position the file must begin with: the standard start 4HPwATDgc/ABMA unless
given (the Nackgammon fixture passes 4Dl4ADbgOXgANg).  Exits non-zero on the first mismatch.
"""

import gzip
import sys
from collections import Counter

sys.dont_write_bytecode = True  # no __pycache__ in the repository

# Position IDs are read with gnubg_ids.py (this directory, so on sys.path when run as a script),
# our own decoder and encoder of the layout in README.md, not gnubg's.
from gnubg_ids import position_id, position_id_halves  # noqa: E402

PHASES = ["contact", "bar-mover", "bar-opponent", "race", "bearoff", "bearoff-contact"]


# --- Rules (standard backgammon, mover moves 24 -> 1, bar = index 24) ----------

def single_moves(board, d):
    """All boards reachable by moving one checker by die d."""
    opp, me = board
    out = []

    def land(src, dst):  # dst 0 = borne off
        o, m = list(opp), list(me)
        m[src] -= 1
        if dst > 0:
            m[dst - 1] += 1
            if o[24 - dst] == 1:  # blot: hit it
                o[24 - dst] = 0
                o[24] += 1
        out.append((tuple(o), tuple(m)))

    def open_point(dst):
        return opp[24 - dst] < 2

    if me[24]:
        dst = 25 - d
        if open_point(dst):
            land(24, dst)
        return out
    all_home = sum(me[6:24]) == 0
    for p in range(1, 25):
        if not me[p - 1]:
            continue
        dst = p - d
        if dst >= 1:
            if open_point(dst):
                land(p - 1, dst)
        elif all_home and (dst == 0 or sum(me[p:24]) == 0):
            land(p - 1, 0)
    return out


def legal_results(opp, me, d1, d2):
    """Distinct final boards; empty if nothing can be played."""
    orders = [[d1] * 4] if d1 == d2 else [[d1, d2], [d2, d1]]
    finals = {}  # board -> (dice used, used the larger die alone)
    for order in orders:
        level = {(opp, me)}
        for used, d in enumerate(order):
            nxt = set()
            for b in level:
                moves = single_moves(b, d)
                if not moves:
                    # A dead end: this board ends a play that used `used` dice.
                    key = (used, used == 1 and order[0] == max(d1, d2))
                    finals[b] = max(finals.get(b, key), key)
                nxt.update(moves)
            level = nxt
        for b in level:
            key = (len(order), False)
            finals[b] = max(finals.get(b, key), key)
    most = max(k[0] for k in finals.values())
    if most == 0:
        return set(), 0, False
    best = {b for b, k in finals.items() if k[0] == most}
    larger_rule = False
    if most == 1 and d1 != d2:
        # Only one die can be played: the larger one if that is possible.
        big = {b for b in best if finals[b][1]}
        if big and big != best:
            larger_rule = True
        best = big or best
    return best, most, larger_rule


def has_contact(opp, me):
    back_me = max((i + 1 for i in range(25) if me[i]), default=0)
    back_opp = max((i + 1 for i in range(25) if opp[i]), default=0)
    return back_me + back_opp > 25


def classify(opp, me):
    if me[24]:
        return "bar-mover"
    if opp[24]:
        return "bar-opponent"
    all_home = sum(me[6:25]) == 0
    if all_home:
        return "bearoff-contact" if has_contact(opp, me) else "bearoff"
    return "contact" if has_contact(opp, me) else "race"


def check_legal_board(opp, me, pid):
    assert 0 < sum(opp) <= 15 and sum(me) <= 15, pid
    for i in range(24):  # no point held by both sides
        assert not (me[i] and opp[23 - i]), pid


def main(path, start="4HPwATDgc/ABMA"):
    phases, rolls_seen = Counter(), Counter()
    no_move = one_die = larger = 0
    positions = []
    with gzip.open(path, "rt", encoding="ascii") as f:
        header = []
        for lineno, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line.startswith("#"):
                header.append(line)
                continue
            where = "%s:%d" % (path, lineno)
            parts = line.split(" ")
            phase, pid, roll, n = parts[0], parts[1], parts[2], int(parts[3])
            ids = parts[4:]
            d1, d2 = map(int, roll.split("-"))
            assert phase in PHASES and 1 <= d2 <= d1 <= 6, where
            assert len(ids) == n >= 1 and ids == sorted(set(ids)), where
            opp, me = position_id_halves(pid)
            assert position_id(opp, me) == pid, where
            check_legal_board(opp, me, pid)
            assert sum(me) > 0, where
            assert classify(opp, me) == phase, (where, classify(opp, me))
            if not positions or positions[-1] != pid:
                positions.append(pid)

            expected, used, rule = legal_results(opp, me, d1, d2)
            if not expected:
                no_move += 1
                assert ids == [pid], (where, "no move should repeat posid")
            else:
                got = set()
                for rid in ids:
                    ropp, rme = position_id_halves(rid)
                    check_legal_board(ropp, rme, rid)
                    got.add((ropp, rme))
                if got != expected:
                    fmt = lambda s: sorted(position_id(*b) for b in s)
                    print("MISMATCH %s %s %s\n  only gnubg: %s\n  only brute force: %s"
                          % (where, pid, roll, fmt(got - expected), fmt(expected - got)))
                    sys.exit(1)
                one_die += d1 != d2 and used == 1
                larger += rule
            phases[phase] += 1
            rolls_seen[roll] += 1
    assert header and positions and positions[0] == start, "start position must come first"
    assert len(rolls_seen) == 21 and len(set(rolls_seen.values())) == 1, "every position needs all 21 rolls"
    total = sum(phases.values())
    print("crosscheck ok: %d cases, %d positions; per phase %s" % (total, len(positions), dict(phases)))
    print("  no legal move: %d; only one die playable: %d; larger-die rule decided: %d"
          % (no_move, one_die, larger))


if __name__ == "__main__":
    main(*(sys.argv[1:3] if len(sys.argv) > 1 else ["test/fixtures/gnubg/movegen.txt.gz"]))
