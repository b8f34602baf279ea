"""Undo keeps a state only every few choices and replays the rest: every state it goes back
to is the one the game was in, with the log as it was then."""

from __future__ import annotations

import random

import pytest

from naqala import NaqalaError
from naqala.game import KEEP_EVERY, Game, digest


def test_undo_returns_through_kept_states_to_each_earlier_state():
    game, rnd = Game("five_tribes", 2, 11), random.Random(11)
    seen = [(digest(game.state), len(game.log))]
    while len(game.history) < 3 * KEEP_EVERY + 5:
        game.apply(rnd.choice(game.decision.options).id)
        seen.append((digest(game.state), len(game.log)))
    assert len(game.kept) == 4  # the start, then after every KEEP_EVERY-th choice
    game._floor = 0  # this test goes back past drawn cards: only states are compared here
    while game.history:
        game.undo()
        assert (digest(game.state), len(game.log)) == seen[len(game.history)]
    assert list(game.kept) == [0]


def test_a_choice_after_an_undo_plays_on_from_the_state_found_again():
    game, rnd = Game("five_tribes", 2, 12), random.Random(12)
    for _ in range(KEEP_EVERY + 3):
        game.apply(rnd.choice(game.decision.options).id)
    choice = rnd.choice(game.decision.options).id
    game.apply(choice)
    after = digest(game.state)
    game._floor = 0
    game.undo()
    game.apply(choice)
    assert digest(game.state) == after


def test_an_undo_whose_replay_fails_changes_nothing(monkeypatch):
    """The choices since the last kept state are replayed before anything is taken back: a
    replay that fails (a plugin changed an option it was shown) once left the history one
    choice short of the state, and the save written then could not be read back."""
    game, rnd = Game("five_tribes", 2, 13), random.Random(13)
    for _ in range(KEEP_EVERY + 3):
        game.apply(rnd.choice(game.decision.options).id)
    game._floor = 0
    before = (digest(game.state), list(game.history), list(game.choosers), len(game.log),
              sorted(game.kept))

    def refuse(*_args, **_kwargs):
        raise NaqalaError("'s3' is not an option")
    monkeypatch.setattr(game.engine, "apply_all", refuse)
    with pytest.raises(NaqalaError):
        game.undo()
    assert (digest(game.state), list(game.history), list(game.choosers), len(game.log),
            sorted(game.kept)) == before


@pytest.mark.parametrize("ruleset, hidden", [("five_tribes", True), ("open_gold", False)])
def test_the_choice_that_ends_a_game_with_hidden_counters_is_not_taken_back(ruleset, hidden):
    """The end shows every seat's hidden counters: taking the last choice back let its
    seat choose again knowing what the others held."""
    game, rnd = Game(ruleset, 2, 1), random.Random(1)
    while not game.over:
        before = game.can_undo()
        game.apply(rnd.choice(game.decision.options).id)
    assert before and game.can_undo() != hidden
    assert ("gold" in game.view(0)["players"][1]["counters"]) and \
        game.rs.counters["gold"]["hidden"] == hidden
    if hidden:
        with pytest.raises(NaqalaError, match="hidden information was shown"):
            game.undo()
        assert game.over
    else:
        game.undo()
        assert not game.over
