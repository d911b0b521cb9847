"""GNU Backgammon oracle for Nackgammon (docs/rules/backgammon-setups.md NH-2): every legal play
of every roll from the Nackgammon start, and from positions of Nackgammon self-play.

This file is NOT a standalone Python program: it runs inside gnubg's embedded interpreter (it
needs `import gnubg`).  Use ./generate-nackgammon.sh, which finds gnubg and passes the settings
through environment variables (gnubg's `-p` mode does not forward command-line arguments):

  TAVLA_SEED          RNG seed for the self-play sample (default 20250114)
  TAVLA_POSITIONS     positions to sample besides the start (default 40)
  TAVLA_OUT_DIR       where nackgammon.txt.gz and nackgammon-opening.json are written
  TAVLA_ORACLE_DIR    this directory, for the shared gnubg_session.py
  and TAVLA_WORK_DIR, TAVLA_GNUBG_VERSION, TAVLA_STATUS_FILE as gnubg_session.py describes.

The start position is gnubg's own: `set variation nackgammon`, then `new session` (NH-6); the
script refuses to go on unless it is 4Dl4ADbgOXgANg, the ID NH-2 gives.  The plays are listed
exactly as movegen.py lists them for the standard game (README.md, "How the answers are pulled
out of gnubg"): `hint` at 0 plies, each move replayed with gnubg's `move` and checked against a
small applier.  The line format of nackgammon.txt.gz is movegen.txt.gz's.
"""

import gzip
import json
import os
import random
import sys
import time

sys.path.insert(0, os.environ["TAVLA_ORACLE_DIR"])
sys.dont_write_bytecode = True  # no __pycache__ in the repository

import gnubg  # noqa: E402

from gnubg_session import GNUBG_VERSION, SETTINGS, OracleError, configure, log, main_guard, run, today  # noqa: E402

NACK_START = "4Dl4ADbgOXgANg"
# d1 >= d2, ordered 1-1, 2-1, 2-2, 3-1, ... 6-6 (21 rolls).
ROLLS = [(d1, d2) for d1 in range(1, 7) for d2 in range(1, d1 + 1)]


def board_of(pid):
    opp, me = gnubg.positionfromid(pid)
    return list(opp), list(me)


def pid_of(opp, me):
    return gnubg.positionid((tuple(opp), tuple(me)))


def swap(pid):
    """Same position, other player on roll."""
    opp, me = board_of(pid)
    return pid_of(me, opp)


def apply_parsed(pid, pairs):
    """gnubg.parsemove() output ((from, to), ...) applied in mover coordinates (25 = bar,
    0 = off), hitting at each hop's destination (gnubg writes every hit as its own hop)."""
    opp, me = board_of(pid)
    for frm, to in pairs:
        assert me[frm - 1] > 0, (pid, pairs)
        me[frm - 1] -= 1
        if to > 0:
            me[to - 1] += 1
            o = 24 - to
            assert opp[o] <= 1, (pid, pairs)
            if opp[o] == 1:
                opp[o] = 0
                opp[24] += 1
    return pid_of(opp, me)


def classify(pid):
    """movegen.py's phases, for the header's statistics only."""
    opp, me = board_of(pid)
    if me[24]:
        return "bar-mover"
    if opp[24]:
        return "bar-opponent"
    back_me = max((i + 1 for i in range(25) if me[i]), default=0)
    back_opp = max((i + 1 for i in range(25) if opp[i]), default=0)
    contact = back_me + back_opp > 25
    if sum(me[6:25]) == 0:
        return "bearoff-contact" if contact else "bearoff"
    return "contact" if contact else "race"


_set_count = 0


def set_position(pid, d1, d2):
    global _set_count
    _set_count += 1
    if _set_count % 1000 == 0:
        gnubg.command("new session")  # keeps gnubg's game record short; the variation stays
    gnubg.command("set board " + pid)
    if gnubg.positionid() != pid:
        raise OracleError("gnubg refused position %s (now %s)" % (pid, gnubg.positionid()))
    gnubg.command("set dice %d %d" % (d1, d2))


def legal_moves(pid, d1, d2):
    set_position(pid, d1, d2)
    hint = gnubg.hint()
    assert hint["hinttype"] == "chequer", hint
    return [m["move"] for m in hint["hint"]]


def result_of(pid, d1, d2, move):
    """Position after `move`, mover still on roll: gnubg's own `move`, checked against the applier."""
    expected = apply_parsed(pid, gnubg.parsemove(move))
    if sum(board_of(expected)[1]) == 0:
        return expected  # last checker off: gnubg ends the game and keeps no board
    set_position(pid, d1, d2)
    gnubg.command("move " + move)
    got = swap(gnubg.positionid())
    if got != expected:
        raise OracleError("%s %d-%d %r: gnubg %s, applier %s" % (pid, d1, d2, move, got, expected))
    return got


def all_results(pid, d1, d2):
    """[(result ID, move)] sorted by ID; [(pid, "")] when no move is legal."""
    moves = legal_moves(pid, d1, d2)
    if not moves:
        return [(pid, "")]
    pairs = sorted((result_of(pid, d1, d2, m), m) for m in moves)
    if len(set(r for r, _ in pairs)) != len(pairs):
        raise OracleError("duplicate results for %s %d-%d: %r" % (pid, d1, d2, moves))
    return pairs


def sample(rng, n):
    """`n` distinct positions (mover on roll) from seeded Nackgammon self-play, spread over the
    phases: each side plays gnubg's 0-ply best move or, with its own probability, a random legal
    one (a strong side against a weak one reaches closed boards and bear-offs against anchors)."""
    seen = {NACK_START}
    pools = {}
    games = 0
    while games < 12:
        games += 1
        eps = [rng.choice([0.0, 0.1, 0.5, 1.0]) for _ in range(2)]
        pid, side, turn = NACK_START, 0, 0
        while turn < 1000:
            if pid not in seen:
                seen.add(pid)
                pools.setdefault(classify(pid), []).append(pid)
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            d1, d2 = max(d1, d2), min(d1, d2)
            moves = legal_moves(pid, d1, d2)
            after = pid
            if moves:
                move = rng.choice(sorted(moves)) if rng.random() < eps[side] else moves[0]
                after = apply_parsed(pid, gnubg.parsemove(move))
                if sum(board_of(after)[1]) == 0:
                    break
            pid, side, turn = swap(after), 1 - side, turn + 1
    log("self-play: %d games, candidates %s" % (games, {p: len(v) for p, v in sorted(pools.items())}))
    # An equal share per phase where the pool allows, the rest from all that is left.
    share = -(-n // len(pools))
    chosen = []
    for phase in sorted(pools):
        chosen += rng.sample(pools[phase], min(share, len(pools[phase])))
    rest = [pid for phase in sorted(pools) for pid in pools[phase] if pid not in chosen]
    chosen += rng.sample(rest, max(0, n - len(chosen)))
    return chosen[:n]


def main():
    seed = int(os.environ.get("TAVLA_SEED", "20250114"))
    npos = int(os.environ.get("TAVLA_POSITIONS", "40"))
    out_dir = os.environ["TAVLA_OUT_DIR"]
    t0 = time.time()

    # NH-6: the variation is a setting, and a new session starts from its position.
    configure(["set display off", *SETTINGS, "set cube use off", "set variation nackgammon"])
    run("new session")
    if gnubg.positionid() != NACK_START:
        raise OracleError("gnubg's Nackgammon start is %s, not %s" % (gnubg.positionid(), NACK_START))

    opening = {}
    lines = []
    for d1, d2 in ROLLS:
        pairs = all_results(NACK_START, d1, d2)
        opening["%d-%d" % (d1, d2)] = [[m, r] for r, m in pairs]
        lines.append("contact %s %d-%d %d %s" % (NACK_START, d1, d2, len(pairs), " ".join(r for r, _ in pairs)))
    counts = {k: len(v) for k, v in opening.items()}
    log("opening: %s, total %d" % (counts, sum(counts.values())))

    rng = random.Random(seed)
    positions = sample(rng, npos)
    phases = {}
    for k, pid in enumerate(positions):
        phase = classify(pid)
        phases[phase] = phases.get(phase, 0) + 1
        for d1, d2 in ROLLS:
            pairs = all_results(pid, d1, d2)
            lines.append("%s %s %d-%d %d %s" % (phase, pid, d1, d2, len(pairs), " ".join(r for r, _ in pairs)))
        if (k + 1) % 10 == 0:
            log("  %d/%d positions, %.1fs" % (k + 1, npos, time.time() - t0))

    header = [
        "# tavla nackgammon oracle from GNU Backgammon %s (set variation nackgammon); seed=%d; positions=%d; cases=%d; generated=%s"
        % (GNUBG_VERSION, seed, 1 + len(positions), len(lines), today()),
        "# format: <phase> <posid> <d1>-<d2> <n> <id1> ... <idn>; mover on roll in every ID"
        " (results not swapped); ids sorted by code point; no legal move => n=1, id1=posid",
        "# first 21 lines: the Nackgammon start %s; then self-play positions, phases %s"
        % (NACK_START, " ".join("%s:%d" % kv for kv in sorted(phases.items()))),
    ]
    body = "\n".join(header + lines) + "\n"
    tmp = os.path.join(out_dir, "nackgammon.txt.gz.tmp")
    with open(tmp, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as gz:
        gz.write(body.encode("ascii"))
    os.replace(tmp, os.path.join(out_dir, "nackgammon.txt.gz"))

    # One roll a line: [gnubg's move string, the position ID after it (mover still on roll)].
    generator = {"script": "test/oracle/nackgammon.py", "gnubg": GNUBG_VERSION, "generated": today(),
                 "variation": "nackgammon", "start": NACK_START, "total": sum(counts.values())}
    rows = ['  "%s": %s' % (roll, json.dumps(plays, separators=(",", ":"))) for roll, plays in opening.items()]
    text = '{\n "generator": %s,\n "plays": {\n%s\n }\n}\n' % (json.dumps(generator), ",\n".join(rows))
    json.loads(text)
    tmp = os.path.join(out_dir, "nackgammon-opening.json.tmp")
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, os.path.join(out_dir, "nackgammon-opening.json"))
    log("%d cases, done in %.1fs" % (len(lines), time.time() - t0))


main_guard(main)
