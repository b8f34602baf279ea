"""The recorded corpus of games (tests/corpus.py) replays to the same final states."""

from __future__ import annotations

import json

import pytest
from corpus import FILE, replay

GAMES = json.loads(FILE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g['ruleset']}-{g['players']}p")
def test_recorded_game_replays_identically(game):
    assert replay(game) == (game["digest"], len(game["choices"]))
