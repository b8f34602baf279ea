"""An example third-party naqala plugin: a record of each game as JSON lines.

Set NAQALA_RECORD to a file path; every game start, choice, turn end and final score is
appended to it, one JSON object per line.
"""

import json
import os

from naqala.hookspecs import hookimpl


def _write(event: dict) -> None:
    path = os.environ.get("NAQALA_RECORD")
    if path:
        with open(path, "a", encoding="utf-8") as out:
            out.write(json.dumps(event) + "\n")


@hookimpl
def naqala_game_started(game):
    _write({"event": "started", "ruleset": game.rs.id, "players": game.players,
            "seed": game.seed})


@hookimpl
def naqala_choice_applied(game, player, option_id):
    _write({"event": "choice", "player": player, "option": option_id})


@hookimpl
def naqala_turn_ended(game, player):
    _write({"event": "turn", "player": player})


@hookimpl
def naqala_game_ended(game, scores):
    _write({"event": "ended", "totals": [row["total"] for row in scores]})
