"""Undo keeps a state only every few choices and replays the rest: every state it goes back
to is the one the game was in, with the log as it was then."""

from __future__ import annotations

import random

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
