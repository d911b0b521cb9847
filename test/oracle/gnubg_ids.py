"""Our own reading of gnubg's position and match IDs (plain Python, no `import gnubg`).

The oracle scripts check gnubg's IDs with a decoder that is not gnubg's: crosscheck.py (plain
python3), match.py and match-ids.py (inside gnubg) and the check in generate-matches.sh all
use this one.  The bit layouts are described in README.md.
"""

import base64
import re

PLAYERS = ("white", "black")  # gnubg's player 0 and player 1, as the oracle scripts name them
GAME_STATES = {0: "none", 1: "playing", 2: "over", 3: "resigned", 4: "dropped"}
RESIGNATIONS = {0: None, 1: "single", 2: "gammon", 3: "backgammon"}


def id_bits(text, nbytes):
    """The bits of a gnubg ID: `nbytes` bytes as unpadded standard base64, each byte read
    least significant bit first.  ValueError when `text` is not such a string."""
    chars = -(-nbytes * 8 // 6)
    if not re.fullmatch(r"[A-Za-z0-9+/]{%d}" % chars, text):
        raise ValueError("bad gnubg ID %r (want %d base64 characters)" % (text, chars))
    raw = base64.b64decode(text + "=" * (-chars % 4))
    return [(raw[i // 8] >> (i % 8)) & 1 for i in range(nbytes * 8)]


def position_id_halves(pid):
    """(not on roll, on roll) of a 14-character position ID: each a tuple of 25 counts, points
    1..24 in that player's own numbering (its 1-point is where it bears off), then its bar.
    Each slot is stored as that many one-bits and a zero-bit; the bits after both halves must
    be zero."""
    bits = id_bits(pid, 10)
    halves, k = [], 0
    for _ in range(2):
        slots = []
        for _ in range(25):
            n = 0
            while bits[k]:
                n += 1
                k += 1
            k += 1
            slots.append(n)
        halves.append(tuple(slots))
    if any(bits[k:]):
        raise ValueError("position ID %r: bits set after the two halves" % pid)
    return halves[0], halves[1]


def position_id(not_on_roll, on_roll):
    """The position ID of two halves as position_id_halves returns them."""
    bits = []
    for side in (not_on_roll, on_roll):
        for n in side:
            bits += [1] * n + [0]
    bits += [0] * (80 - len(bits))
    raw = bytes(sum(bits[8 * i + j] << j for j in range(8)) for i in range(10))
    return base64.b64encode(raw).decode("ascii")[:14]


def match_id_fields(mid):
    """The raw fields of a 12-character match ID, as numbers: player 0 / player 1 for the
    one-bit player fields, owner 3 = centred, dice (0, 0) when not rolled, scores as
    (player 0, player 1), noJacoby 1 when Jacoby is off, unused = the five spare bits."""
    bits = id_bits(mid, 9)

    def field(start, n):
        return sum(bits[start + i] << i for i in range(n))

    return {
        "cubeLog2": field(0, 4), "owner": field(4, 2), "onRoll": field(6, 1), "crawford": field(7, 1),
        "gameState": field(8, 3), "turn": field(11, 1), "doubled": field(12, 1), "resign": field(13, 2),
        "dice": (field(15, 3), field(18, 3)), "length": field(21, 15), "score": (field(36, 15), field(51, 15)),
        "noJacoby": field(66, 1), "unused": field(67, 5),
    }


def match_id_state(mid):
    """A match ID in the terms of a `state` in matches.json (player 0 = white), plus its
    `unusedBits`.  Values the layout leaves undefined come out as "invalid..." strings, so that
    a comparison fails instead of raising."""
    f = match_id_fields(mid)
    d1, d2 = f["dice"]
    return {
        "cube": {"value": 1 << f["cubeLog2"],
                 "owner": {0: "white", 1: "black", 3: None}.get(f["owner"], "invalid-%d" % f["owner"])},
        "onRoll": PLAYERS[f["onRoll"]],
        "crawford": bool(f["crawford"]),
        "gameState": GAME_STATES.get(f["gameState"], "invalid"),
        "turn": PLAYERS[f["turn"]],
        "doubleOffered": bool(f["doubled"]),
        "resignation": RESIGNATIONS[f["resign"]],
        "dice": [d1, d2] if d1 else None,
        "matchLength": f["length"],
        "score": {"white": f["score"][0], "black": f["score"][1]},
        "jacoby": not f["noJacoby"],
        "unusedBits": f["unused"],
    }


def match_id_disagreements(mid, state):
    """Where match ID `mid` says something other than `state` (matches.json's terms) in the
    fields `state` has: a list of (field, from the ID, from the state), empty when they agree.
    The ID holds the dice high die first, and its spare bits must be zero."""
    decoded = match_id_state(mid)
    want = {k: state[k] for k in decoded if k in state}
    if want.get("dice"):
        want["dice"] = sorted(want["dice"], reverse=True)
    want["unusedBits"] = 0
    return [(k, decoded[k], v) for k, v in want.items() if decoded[k] != v]
