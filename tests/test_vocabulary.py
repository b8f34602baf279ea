"""The action vocabulary (docs/ai.md): fixed per ruleset, and every option ever offered is in it.

`NAQALA_VOCABULARY_GAMES` sets how many random games each shipped ruleset plays (a small
sample by default; `NAQALA_VOCABULARY_GAMES=1000` for the full check).
"""

from __future__ import annotations

import os
import random

import pytest
from corpus import shipped

from naqala import Engine, NaqalaError, load_ruleset, vocabulary

GAMES = int(os.environ.get("NAQALA_VOCABULARY_GAMES", "6"))


@pytest.mark.parametrize("name", shipped())
def test_random_games_offer_only_vocabulary_ids(name):
    rs = load_ruleset(name)
    vocab, engine = vocabulary(rs), Engine(rs)
    outside = set()
    for seed in range(GAMES):
        rng, state = random.Random(seed), engine.new_game(min(rs.players), seed)
        while not state.over:
            decision = engine.decision(state)
            outside.update((decision.kind, o.id) for o in decision.options if o.id not in vocab)
            state = engine.apply(state, rng.choice(decision.options).id)
    assert not outside


def test_numbers_and_ids_translate_both_ways():
    vocab = vocabulary("five_tribes")
    assert [vocab.action(vocab.option(n)) for n in range(len(vocab))] == list(range(len(vocab)))
    assert vocab.option(vocab.action("b3")) == "b3"
    assert {"yes", "no", "Eg", "s9-8", "2elder", "elder+fakir", "alt2", "18", "p4",
            "power:iblis", "iblis@3", "+ivory", "sell", "done"} <= set(vocab.ids)
    assert "19" not in vocab  # eighteen Fakir cards exist: no more can be paid


def test_the_vocabulary_is_derived_from_data_alone():
    a, b = vocabulary("five_tribes"), vocabulary(load_ruleset("five_tribes"))
    assert a is b
    whims = vocabulary("whims_of_the_sultan")
    assert whims.ids[:len(a.groups["answers"])] == a.ids[:len(a.groups["answers"])]
    assert len(whims) > len(a)  # more cards, more costs


def test_unknown_ids_and_numbers_are_refused_clearly():
    vocab = vocabulary("five_tribes")
    with pytest.raises(NaqalaError, match="'zz9' is not in the action vocabulary"):
        vocab.action("zz9")
    with pytest.raises(NaqalaError, match="outside the action vocabulary"):
        vocab.option(len(vocab))
