"""The recorded corpus of games (tests/corpus.py) replays to the same final states."""

from __future__ import annotations

import json

import pytest
from corpus import FILE, FORMER, replay, replay_asked

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


# Where a `may` asked with no alone offers a power that was offered at a moment before.
POWERS_AT_A_MAY = ("artisans_of_naqala", "artisans_and_whims", "thieves_and_artisans")


@pytest.mark.parametrize("game", [g for g in FORMER_GAMES if g["ruleset"] not in POWERS_AT_A_MAY],
                         ids=lambda g: f"{g['ruleset']}-{g['players']}p")
def test_today_a_former_game_is_the_same_game_with_questions_asked_to_hide(game):
    """Today's rule only adds questions that hide what a seat holds: answered with their one
    option, the former games reach the same final states (docs/decisions.md, "Whether a
    seat is asked tells nothing of what it holds hidden")."""
    assert replay_asked(game) == game["digest"]
