"""The recorded corpus of games (tests/corpus.py) replays to the same final states."""

from __future__ import annotations

import json

import pytest
from corpus import FILE, FORMER, replay

GAMES = json.loads(FILE.read_text(encoding="utf-8"))
FORMER_GAMES = json.loads(FORMER.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g['ruleset']}-{g['players']}p")
def test_recorded_game_replays_identically(game):
    assert replay(game) == (game["digest"], len(game["choices"]))


@pytest.mark.parametrize("game", FORMER_GAMES, ids=lambda g: f"{g['ruleset']}-{g['players']}p")
def test_game_recorded_under_the_former_rule_replays_under_it(game):
    """Recorded before questions narrowed by a hidden counter were asked (engine/hiding.py):
    the former rule is still the engine's with asks_narrowed=False, as for old saves."""
    assert replay(game, asks_narrowed=False) == (game["digest"], len(game["choices"]))
