"""A decision's option ids read without its options (`Decision.ids`) are its options' ids,
whichever is read first, and a decision whose options are made when read compares, hashes
and pickles as one made with them (docs/engine.md, "States and forks"; docs/api.md)."""

from __future__ import annotations

import pickle
import random

import pytest
from helpers import RULESETS, SHIPPED

import naqala.ruleset as R
from naqala.engine.decisions import Decision
from naqala.engine.engine import Engine


@pytest.mark.parametrize("name", SHIPPED)
def test_ids_are_the_options_ids_whichever_is_read_first(name):
    """Every decision of a random game is reached twice from the state before it: one copy
    has its ids read first, the other its options. Both read the same ids in the same
    order, equal each other and a decision made with plain options, and pickle to one
    that equals them; the random bot's draw among the ids is an option's id."""
    engine = Engine(R.load(name, folders=[RULESETS]))
    rnd = random.Random(11)
    state, previous, answer, kinds = engine.new_game(3, 11), None, None, set()
    for _ in range(300):
        if state.over:
            break
        if previous is None:
            ids_first = options_first = engine.decision(state)
        else:
            ids_first = engine.decision(engine.apply(previous, answer))
            options_first = engine.decision(engine.apply(previous, answer))
        ids = ids_first.ids
        options = options_first.options
        assert isinstance(ids, tuple) and all(isinstance(i, str) for i in ids)
        assert ids == tuple(o.id for o in options) == options_first.ids
        assert ids_first.options == options and ids_first == options_first
        plain = Decision(options_first.player, options_first.kind, tuple(options))
        assert plain == ids_first and hash(plain) == hash(ids_first)
        assert pickle.loads(pickle.dumps(ids_first)) == options_first
        kinds.add(ids_first.kind)
        previous, answer = state, rnd.choice(ids)
        state = engine.apply(state, answer)
    assert {"move.start", "move.drop"} <= kinds  # the questions whose options are kept
