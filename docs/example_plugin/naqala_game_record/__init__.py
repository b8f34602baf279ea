"""An example third-party naqala plugin: a record of each game as JSON lines.

Set NAQALA_RECORD to a file path; every game start, choice, turn end and final score is
appended to it, one JSON object per line. Like every observer it sees the public view only.
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
def naqala_game_started(view):
    _write({"event": "started", "ruleset": view["ruleset"], "players": len(view["players"])})


@hookimpl
def naqala_choice_applied(view, seat, option, events):
    _write({"event": "choice", "seat": seat, "option": option.id})


@hookimpl
def naqala_turn_ended(view, seat):
    _write({"event": "turn", "seat": seat})


@hookimpl
def naqala_game_ended(view, scores):
    _write({"event": "ended", "totals": [row["total"] for row in scores]})
