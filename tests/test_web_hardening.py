"""Hostile or mistaken input to the web front end (docs/web.md): each is refused in one line,
changes nothing, and tells a seat nothing it may not see."""

from __future__ import annotations

import asyncio
import random

import pytest

from naqala import Game

pytest.importorskip("starlette")


def at_sibittis() -> tuple[int, list[str]]:
    """A seed of a 2-player game and the choices after which the chooser, at the start of
    its move, may use Sibittis (draw 3 djinns from the face-down pile, keep 1)."""
    for seed in range(100):
        game, pick = Game("five_tribes", 2, seed), random.Random(seed)
        while not game.over:
            ids = [o.id for o in game.decision.options]
            if game.decision.kind == "move.start" and "power:sibittis" in ids:
                return seed, list(game.history)
            game.apply(pick.choice(ids))
    raise AssertionError("no game reached Sibittis")


def test_a_move_cannot_read_the_cards_a_power_would_draw(tmp_path):
    """`power:sibittis zz` typed as a move was checked by drawing the three djinns, and the
    refusal listed them as the legal answers: the face-down pile's top, read for free. Words
    past a choice that shows hidden information are refused alike, whatever they are."""
    from naqala_web.store import Store
    from naqala_web.tables import Refused, Tables
    seed, choices = at_sibittis()
    tables = Tables(Store(tmp_path / "games.sqlite"), pause=0)
    table = tables.table(tables.create("five_tribes", 2, {}, "en", seed).id)
    for choice in choices:
        table.game.apply(choice)
    seat, step = table.game.decision.player, len(choices)
    before = table.game.view(seat)
    drawn = table.game.engine.decision(table.game.engine.apply(table.game.state,
                                                               "power:sibittis")).options
    said = []
    for word in (drawn[0].id, "zz"):
        with pytest.raises(Refused) as refused:
            asyncio.run(table.choose(seat, step, move=f"power:sibittis {word}"))
        said.append(str(refused.value).replace(word, "WORD"))
    assert table.game.view(seat) == before and len(table.game.history) == step
    assert said[0] == said[1] and not any(card.id in said[1] for card in drawn), said
    tables.store.close()
