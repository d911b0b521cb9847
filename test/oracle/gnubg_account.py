"""gnubg's own account of the match it holds (`gnubg.match()`), in plain JSON terms, shared by
match-files.py (the matches as played) and files-import.py (the files as read back).  Runs inside
gnubg; player 0 comes first (gnubg's match() names its player 0 "X" and player 1 "O")."""

import gnubg

SEAT = {"X": 0, "O": 1}


def account():
    match = gnubg.match(analysis=0, boards=1, statistics=0, verbose=0)
    games = []
    for g in match["games"]:
        gi = g["info"]
        actions = []
        for a in g["game"]:
            entry = {"action": a["action"], "player": SEAT[a["player"]]}
            if "dice" in a:
                entry["dice"] = sorted(a["dice"], reverse=True)
            if a["action"] == "move":
                entry["move"] = [list(s) for s in a["move"]]
                entry["board"] = a["board"]
            actions.append(entry)
        games.append({"score": [gi["score-X"], gi["score-O"]],
                      "winner": SEAT[gi["winner"]] if gi.get("winner") else None,
                      "points": gi.get("points-won"), "resigned": bool(gi.get("resigned")), "actions": actions})
    info = match["match-info"]
    return {"length": info["match-length"], "players": [info["X"]["name"], info["O"]["name"]],
            "rules": list(info.get("rules", [])), "variation": info.get("variation"), "games": games}
