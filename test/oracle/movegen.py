"""GNU Backgammon oracle for tavla's standard-backgammon legal-move generator.

This file is NOT a standalone Python program: it runs inside gnubg's embedded
interpreter (it needs `import gnubg`).  Use ./generate-movegen.sh, which finds
gnubg and passes the settings through environment variables (gnubg's `-p`
mode does not forward command-line arguments to the script):

  TAVLA_SEED          RNG seed for the position sampler (default 20240611)
  TAVLA_POSITIONS     number of positions to sample (default 300)
  TAVLA_OUT_DIR       where movegen.txt.gz and opening.json are written
  TAVLA_ORACLE_DIR    this directory, for the shared gnubg_session.py
  and TAVLA_WORK_DIR, TAVLA_GNUBG_VERSION, TAVLA_STATUS_FILE as
  gnubg_session.py describes.

Conventions (see README.md for the full file format):
  * Boards are gnubg tuples (opponent, mover): two lists of 25 ints, index i is
    point i+1 counted from that player's own home, index 24 is the bar.  This
    is exactly the order gnubg.board() and gnubg.positionid(board) use, with
    the player on roll SECOND.
  * Every position ID written has the mover as the player on roll, including
    the post-move IDs (the board is not swapped after the move).
"""

import gzip
import json
import os
import random
import sys
import time

# gnubg runs this file without its directory on sys.path; gnubg-run.sh passes it.
sys.path.insert(0, os.environ["TAVLA_ORACLE_DIR"])
sys.dont_write_bytecode = True  # no __pycache__ in the repository

import gnubg  # noqa: E402

from gnubg_session import GNUBG_VERSION, SETTINGS, configure, log, main_guard, today  # noqa: E402

START_ID = "4HPwATDgc/ABMA"
# d1 >= d2, ordered 1-1, 2-1, 2-2, 3-1, ... 6-6 (21 rolls).
ROLLS = [(d1, d2) for d1 in range(1, 7) for d2 in range(1, d1 + 1)]

PHASES = ["contact", "bar-mover", "bar-opponent", "race", "bearoff", "bearoff-contact"]
# Share of the sample per phase (sums to 1).  Bar positions get a bit more
# because entering is where move generators usually go wrong.
PHASE_SHARE = {
    "contact": 0.22,
    "bar-mover": 0.18,
    "bar-opponent": 0.15,
    "race": 0.15,
    "bearoff": 0.15,
    "bearoff-contact": 0.15,
}


# ---------------------------------------------------------------------------
# Board helpers (pure data shuffling; no rules logic lives here except the
# tiny move applier used to cross-check gnubg and for game-ending moves).

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
    """Apply gnubg.parsemove() output ((from, to), ...) in mover coordinates
    (25 = bar, 0 = off).  gnubg writes every hit, including intermediate ones
    ("24/22*/20"), as its own hop, so hitting only at each hop's destination
    is complete.  Used (a) to cross-check the board gnubg reaches with its own
    `move` command and (b) for moves that bear off the mover's last checker,
    where gnubg ends the game and no longer reports the final board."""
    opp, me = board_of(pid)
    for frm, to in pairs:
        assert me[frm - 1] > 0, (pid, pairs)
        me[frm - 1] -= 1
        if to > 0:
            me[to - 1] += 1
            o = 24 - to  # the same point in the opponent's own numbering
            assert opp[o] <= 1, (pid, pairs)
            if opp[o] == 1:
                opp[o] = 0
                opp[24] += 1
    return pid_of(opp, me)


def has_contact(opp, me):
    # Mover runs 24 -> 1, opponent runs (in mover numbering) 1 -> 24.  They
    # can still meet iff the mover's rearmost checker is behind the
    # opponent's rearmost one: back_me + back_opp > 25 in own numbering
    # (bar counts as 25).
    back_me = max((i + 1 for i in range(25) if me[i]), default=0)
    back_opp = max((i + 1 for i in range(25) if opp[i]), default=0)
    return back_me + back_opp > 25


def classify(pid):
    """Phase of a position, mover on roll.  Checked in this order, so bar
    phases win over bear-off ones (a mover bearing off against an opponent on
    the bar is 'bar-opponent')."""
    opp, me = board_of(pid)
    if me[24]:
        return "bar-mover"
    if opp[24]:
        return "bar-opponent"
    all_home = sum(me[6:25]) == 0
    contact = has_contact(opp, me)
    if all_home:
        return "bearoff-contact" if contact else "bearoff"
    return "contact" if contact else "race"


# ---------------------------------------------------------------------------
# gnubg session control.

def setup_session():
    # hint at >0 plies re-ranks a filtered subset; SETTINGS' 0 plies keeps and
    # scores every legal move, and is fast.  Display off: fewer ASCII boards
    # in the (discarded) log.
    configure(["set display off", *SETTINGS, "set cube use off"])
    gnubg.command("new game")


_set_count = 0


def set_position(pid, d1, d2):
    global _set_count
    # Every `set board`/`set dice`/`move` appends a record to gnubg's game
    # list; start a fresh session now and then so that list stays short.
    _set_count += 1
    if _set_count % 1000 == 0:
        gnubg.command("new session")
    gnubg.command("set board " + pid)
    # `set board` rejects an illegal ID with a message only; never trust it.
    if gnubg.positionid() != pid:
        raise RuntimeError("gnubg refused position %s (now %s)" % (pid, gnubg.positionid()))
    gnubg.command("set dice %d %d" % (d1, d2))


def legal_moves(pid, d1, d2):
    """gnubg's list of plays (move strings), one per distinct resulting
    position: gnubg's move generator de-duplicates by resulting board, and
    hint lists that list.  Empty when the roll cannot be played at all."""
    set_position(pid, d1, d2)
    # No argument = gnubg's MAX_MOVES (3060), i.e. the whole list.  hint(n)
    # truncates to n, and gnubg formats n into a small fixed buffer, so large
    # explicit values are best avoided.
    hint = gnubg.hint()
    assert hint["hinttype"] == "chequer", hint
    return [m["move"] for m in hint["hint"]]


def result_of(pid, d1, d2, move):
    """Position after `move`, mover still on roll.  Played with gnubg's own
    `move` command (so the board comes from gnubg's ApplyMove), then checked
    against our applier on gnubg's parse of the same string."""
    pairs = gnubg.parsemove(move)
    expected = apply_parsed(pid, pairs)
    if sum(board_of(expected)[1]) == 0:
        # Last checker borne off: gnubg ends the game and resets its board,
        # so the applier's result is the only one available.
        return expected
    set_position(pid, d1, d2)
    gnubg.command("move " + move)
    # gnubg passes the turn after a move: its ID is now from the opponent's
    # side, so swap back to keep the mover on roll.
    got = swap(gnubg.positionid())
    if got != expected:
        raise RuntimeError("%s %d-%d %r: gnubg %s, applier %s" % (pid, d1, d2, move, got, expected))
    return got


def all_results(pid, d1, d2):
    """Sorted distinct post-move IDs; [pid] when no move is legal."""
    moves = legal_moves(pid, d1, d2)
    if not moves:
        return [pid], moves
    results = sorted(result_of(pid, d1, d2, m) for m in moves)
    # hint's list is already unique by resulting position; if that ever
    # stopped being true the counts in the fixture would silently be wrong.
    if len(set(results)) != len(results):
        raise RuntimeError("duplicate results for %s %d-%d: %r" % (pid, d1, d2, moves))
    return results, moves


# ---------------------------------------------------------------------------
# Position sampling by self-play.

def play_games(rng, want, max_games):
    """Play seeded games from the start position and collect every
    pre-roll position (mover on roll) per phase until each phase has `want`
    distinct candidates (or max_games is hit).

    Each side of each game gets its own chance of playing a uniformly random
    legal move instead of gnubg's 0-ply best move.  Mixing a strong side with
    a weak one is what produces closed boards with checkers on the bar and
    bear-offs against anchors / back games, which pure random play rarely
    reaches; pure random play produces odd structures gnubg never would."""
    seen = set()
    pools = {p: [] for p in PHASES}
    games = 0
    while games < max_games and min(len(v) for v in pools.values()) < want:
        games += 1
        eps = [rng.choice([0.0, 0.1, 0.5, 1.0]) for _ in range(2)]
        pid, side, turn = START_ID, 0, 0
        while True:
            if pid not in seen:
                seen.add(pid)
                pools[classify(pid)].append(pid)
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            d1, d2 = max(d1, d2), min(d1, d2)
            moves = legal_moves(pid, d1, d2)
            if moves:
                if rng.random() < eps[side]:
                    # Sort so the choice does not depend on gnubg's equity order.
                    move = rng.choice(sorted(moves))
                else:
                    move = moves[0]
                # The applier is enough here: these positions are only
                # inputs, and every one is re-validated by `set board`.
                after = apply_parsed(pid, gnubg.parsemove(move))
                if sum(board_of(after)[1]) == 0:
                    break  # mover has borne everything off
            else:
                after = pid
            pid, side, turn = swap(after), 1 - side, turn + 1
            if turn > 1000:  # two random players can in principle cycle forever
                break
    return pools, games


def special_positions():
    """Hand-built edge cases, always included (they count against their
    phase's quota).  Boards are (opponent, mover), own numbering, bar = 24."""
    out = []

    # Mover has two on the bar against a closed board: no roll plays at all.
    opp, me = [0] * 25, [0] * 25
    for i in range(6):
        opp[i] = 2
    opp[12] = 3
    me[24], me[5], me[7], me[12] = 2, 5, 3, 5
    out.append(pid_of(opp, me))

    # Same, one point open (mover's 19): only rolls containing a 6 enter, and
    # with two on the bar the other die is usually dead.
    opp[5], opp[12] = 0, 5
    out.append(pid_of(opp, me))

    # One checker on the bar against a 5-point board, rest of the army home.
    opp, me = [0] * 25, [0] * 25
    for i in range(1, 6):
        opp[i] = 2
    opp[12], opp[7] = 3, 2
    me[24], me[0], me[1], me[2], me[3], me[4] = 1, 3, 3, 3, 3, 2
    out.append(pid_of(opp, me))

    # Either die alone is playable but not both: 13/7 or 13/8, and the
    # continuation to 2 is blocked (opponent holds it) while home checkers
    # may not bear off.  With 6-5 only 13/7 is legal (larger die rule).
    opp, me = [0] * 25, [0] * 25
    opp[22], opp[12], opp[5] = 2, 5, 8  # opponent's 23 point = mover's 2
    me[12], me[0], me[2], me[3], me[4] = 1, 4, 4, 3, 3
    out.append(pid_of(opp, me))

    # Bearing off with a gap: high dice must bear off from the highest point,
    # small dice must move inside; opponent has an anchor on the mover's 1.
    opp, me = [0] * 25, [0] * 25
    opp[23], opp[12], opp[5] = 2, 5, 8
    me[4], me[3], me[1] = 4, 3, 2
    out.append(pid_of(opp, me))

    # Stress case: fifteen blots spread over 7..21 against an opponent still
    # stacked on its 1 point; 1-1 has 1654 distinct plays, 3-3 has 1800.
    opp, me = [0] * 25, [0] * 25
    opp[0] = 15
    for p in range(7, 22):
        me[p - 1] = 1
    out.append(pid_of(opp, me))

    return out


def sample_positions(rng, n):
    quotas = {p: int(round(n * PHASE_SHARE[p])) for p in PHASES}
    quotas["contact"] += n - sum(quotas.values())  # rounding slack

    chosen = {p: [] for p in PHASES}
    used = set()

    def take(pid):
        if pid not in used:
            used.add(pid)
            chosen[classify(pid)].append(pid)

    take(START_ID)
    for pid in special_positions():
        take(pid)

    t0 = time.time()
    pools, games = play_games(rng, want=max(quotas.values()) * 3, max_games=20000)
    log("self-play: %d games, %.1fs, candidates %s"
        % (games, time.time() - t0, {p: len(v) for p, v in pools.items()}))
    for p in PHASES:
        pool = [pid for pid in pools[p] if pid not in used]
        k = quotas[p] - len(chosen[p])
        if len(pool) < k:
            raise RuntimeError("only %d candidates for phase %s, need %d" % (len(pool), p, k))
        for pid in rng.sample(pool, k):
            take(pid)

    # Start position first, then phase by phase in PHASES order.
    order = [START_ID] + [pid for p in PHASES for pid in chosen[p] if pid != START_ID]
    return order


# ---------------------------------------------------------------------------

def main():
    seed = int(os.environ.get("TAVLA_SEED", "20240611"))
    npos = int(os.environ.get("TAVLA_POSITIONS", "300"))
    out_dir = os.environ["TAVLA_OUT_DIR"]
    t0 = time.time()

    setup_session()
    rng = random.Random(seed)

    # Opening table doubles as a smoke test of the whole pipeline.
    opening = {}
    for d1, d2 in ROLLS:
        results, _ = all_results(START_ID, d1, d2)
        opening["%d-%d" % (d1, d2)] = len(results)
    opening["total"] = sum(opening.values())
    log("opening: %s" % opening)
    if opening["total"] != 447:
        raise RuntimeError("start position should give 447 plays, got %d" % opening["total"])

    positions = sample_positions(rng, npos)

    lines = []
    counts = {p: 0 for p in PHASES}
    stats = {"no-move": 0, "forced": 0}
    for k, pid in enumerate(positions):
        phase = classify(pid)
        for d1, d2 in ROLLS:
            results, moves = all_results(pid, d1, d2)
            stats["no-move"] += not moves
            stats["forced"] += len(moves) == 1
            counts[phase] += 1
            lines.append("%s %s %d-%d %d %s" % (phase, pid, d1, d2, len(results), " ".join(results)))
        if (k + 1) % 50 == 0:
            log("  %d/%d positions, %.1fs" % (k + 1, len(positions), time.time() - t0))

    header = [
        "# tavla movegen oracle from GNU Backgammon %s; seed=%d; positions=%d; cases=%d; generated=%s"
        % (GNUBG_VERSION, seed, len(positions), len(lines), today()),
        "# format: <phase> <posid> <d1>-<d2> <n> <id1> ... <idn>; mover on roll in every ID"
        " (results not swapped); ids sorted by code point; no legal move => n=1, id1=posid",
        "# phases: %s" % " ".join(PHASES),
    ]
    body = "\n".join(header + lines) + "\n"
    tmp = os.path.join(out_dir, "movegen.txt.gz.tmp")
    # mtime=0 keeps the gzip wrapper itself reproducible.
    with open(tmp, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as gz:
        gz.write(body.encode("ascii"))
    os.replace(tmp, os.path.join(out_dir, "movegen.txt.gz"))
    with open(os.path.join(out_dir, "opening.json"), "w") as f:
        json.dump(opening, f, indent=2)
        f.write("\n")

    log("cases per phase: %s" % counts)
    log("positions per phase: %s" % {p: counts[p] // len(ROLLS) for p in PHASES})
    log("total cases: %d; no legal move: %d; exactly one play: %d"
        % (len(lines), stats["no-move"], stats["forced"]))
    log("done in %.1fs" % (time.time() - t0))


main_guard(main)
