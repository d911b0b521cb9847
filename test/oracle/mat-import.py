"""GNU Backgammon reads back tavla's .mat exports (runs inside gnubg: `gnubg -t -q -r -p`).

Not a standalone program: it needs `import gnubg`. Use ./generate-mat.sh, which passes the
settings through the environment (gnubg's -p mode forwards no arguments):

  TAVLA_MAT_DIR        directory of the .mat files to import (test/fixtures/gnubg/mat)
  TAVLA_OUT            path of the JSON to write (test/fixtures/gnubg/mat/readback.json)
  TAVLA_ORACLE_DIR     this directory, for the shared gnubg_session.py
  and TAVLA_GNUBG_VERSION, TAVLA_STATUS_FILE as gnubg_session.py describes.

For every file it runs `import mat <file>` and walks `gnubg.match()`: per game the score it
starts from, each action as gnubg holds it (moves with their dice, the checker steps and the
position ID before the move; doubles, takes, drops, resignations) and the game's result.
The TypeScript test (test/notation/mat.test.ts) compares this with the library's own replay.
"""

import json
import os
import sys

# gnubg runs this file without its directory on sys.path; gnubg-run.sh passes it.
sys.path.insert(0, os.environ["TAVLA_ORACLE_DIR"])
sys.dont_write_bytecode = True  # no __pycache__ in the repository

import gnubg  # noqa: E402

from gnubg_session import GNUBG_VERSION, main_guard  # noqa: E402


def read(path):
    gnubg.command("import mat %s" % path)
    m = gnubg.match(analysis=0, boards=1, statistics=0, verbose=0)
    info = m["match-info"]
    seat = {"X": info["X"]["name"], "O": info["O"]["name"]}
    games = []
    for g in m["games"]:
        gi = g["info"]
        actions = []
        for a in g["game"]:
            kind = a["action"]
            entry = {"action": kind, "player": seat[a["player"]]}
            if kind == "move":
                entry["dice"] = list(a["dice"])
                entry["move"] = [list(step) for step in a["move"]]
                entry["board"] = a["board"]
            elif kind == "resign":
                entry["value"] = a.get("value")
            elif kind not in ("double", "take", "drop", "accept", "reject"):
                entry["raw"] = {k: str(v) for k, v in a.items()}
            actions.append(entry)
        games.append({
            "score": {seat["X"]: gi["score-X"], seat["O"]: gi["score-O"]},
            "winner": seat[gi["winner"]] if gi.get("winner") else None,
            "points": gi.get("points-won"),
            "resigned": bool(gi.get("resigned")),
            "actions": actions,
        })
    return {"length": info["match-length"], "players": [seat["X"], seat["O"]], "rules": info.get("rules", []), "games": games}


def main():
    mat_dir = os.environ["TAVLA_MAT_DIR"]
    result = {"gnubg": GNUBG_VERSION, "matches": {}}
    for name in sorted(os.listdir(mat_dir)):
        if name.endswith(".mat"):
            result["matches"][name[:-4]] = read(os.path.join(mat_dir, name))
    with open(os.environ["TAVLA_OUT"], "w") as f:
        json.dump(result, f, indent=1, sort_keys=True)
        f.write("\n")


main_guard(main)
