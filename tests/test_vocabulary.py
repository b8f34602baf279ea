"""The action vocabulary (docs/ai.md): fixed per ruleset, and every option ever offered is in it.

`NAQALA_VOCABULARY_GAMES` sets how many random games each shipped ruleset plays (a small
sample by default; `NAQALA_VOCABULARY_GAMES=1000` for the full check).
"""

from __future__ import annotations

import os
import random
import re

import numpy as np
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


@pytest.mark.parametrize("ask, says", [
    (lambda v: v.option(1.5), "1.5 is not an action number: give a whole number"),
    (lambda v: v.option("3"), "'3' is not an action number"),
    (lambda v: v.option(None), "None is not an action number"),
    (lambda v: v.option(True), "True is not an action number"),
    (lambda v: v.action(["s3"]), "option ['s3'] is not in the action vocabulary"),
    (lambda v: v.action("x" * 1000), "option 'xxxxxxxx"),
    (lambda _: vocabulary(None), "a vocabulary is of a ruleset (a name or load_ruleset's), "
                                 "not NoneType"),
])
def test_what_the_vocabulary_is_asked_is_checked(ask, says):
    """Numbers and ids from a learning library are checked where they come in: 1.5 or "3"
    once raised a TypeError, and True read as action 1."""
    vocab = vocabulary("five_tribes")
    with pytest.raises(NaqalaError, match=re.escape(says)):
        ask(vocab)
    assert ["x"] not in vocab and vocab.option(np.int64(0)) == vocab.ids[0]
