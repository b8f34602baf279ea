"""A question of one option that no hidden counter narrows answers itself at once
(`context.answers_itself`: a turn's closing pause, a cost of one alternative, `pay any`
where none is held), as `Ctx.choose` would answer it: the same games, records and states."""

from __future__ import annotations

import json
import random

import pytest
from helpers import RULESETS, SHIPPED

import naqala.ruleset as R
from naqala.dsl import costs, verbs
from naqala.engine.engine import Engine


def played(name: str, seed: int) -> list[str]:
    """A random game of three: each decision's kind, player and ids, each answer, each
    state's data and the record of the unit it waits at."""
    engine = Engine(R.load(name, folders=[RULESETS]))
    rnd, state, seen = random.Random(seed), engine.new_game(3, seed), []
    for _ in range(600):
        decision = engine.decision(state)
        if decision is None:
            break
        answer = rnd.choice(decision.ids)
        seen.append(json.dumps([decision.kind, decision.player, decision.ids, answer,
                                state.pending["choices"], state.to_json()], sort_keys=True))
        state = engine.apply(state, answer)
    return seen


@pytest.mark.parametrize("name", SHIPPED)
def test_a_question_that_answers_itself_at_once_plays_as_one_listed(name, monkeypatch):
    shortcut = [played(name, seed) for seed in (3, 8)]
    monkeypatch.setattr(verbs, "answers_itself", lambda ctx, only: False)
    monkeypatch.setattr(costs, "answers_itself", lambda ctx, only: False)
    assert shortcut == [played(name, seed) for seed in (3, 8)]
