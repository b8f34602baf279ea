"""Listing complete moves: the fast listing of the default last-drop rule lists exactly the
moves, in the same order, that trying every drop finds, on every shipped ruleset, and the
naive enumerator `naqala bench` compares it with agrees too (docs/engine.md, speed)."""

from __future__ import annotations

import pytest
from helpers import RULESETS, SHIPPED, random_to_end

import naqala.ruleset as R
from naqala.engine.board import geometry_of
from naqala.engine.engine import Engine
from naqala.engine.sowing import _listed, _searched, complete_moves, movable_starts
from naqala.lab.naive import naive_moves


def move_positions(name: str, seeds=(1,), every: int = 3) -> tuple:
    """The ruleset and every `every`-th position of some random games where a move is
    chosen."""
    rs = R.load(name, folders=[RULESETS])
    engine, found = Engine(rs), []
    for seed in seeds:
        random_to_end(engine, min(rs.players), seed,
                      lambda s, d: found.append(s) if d.kind == "move.start" else None)
    return rs, found[::every]


@pytest.mark.parametrize("name", SHIPPED)
def test_the_listing_lists_what_trying_every_drop_finds(name):
    rs, positions = move_positions(name)
    if rs.movement.last_drop is not None:
        pytest.skip("a ruleset's own last-drop condition is always searched drop by drop")
    assert positions
    for s in positions:
        geo = geometry_of(rs, s)
        cells = [c[:] for c in s.cells]
        starts = movable_starts(rs, geo, cells, s)
        tried = _searched(rs, geo, [c[:] for c in cells], starts, None, s)
        assert _listed(rs, geo, cells, starts, None) == tried
        assert cells == s.cells  # the listing leaves the board as it found it
        for limit in (1, 7, 100):
            assert complete_moves(rs, s, limit) == tried[:limit]


@pytest.mark.parametrize("name", ["five_tribes", "strict_loops"])
def test_the_naive_enumerator_agrees(name):
    rs, positions = move_positions(name, seeds=(3,), every=1)
    for s in positions:
        assert naive_moves(rs, geometry_of(rs, s), s.cells) == complete_moves(rs, s)


def test_a_limit_stops_the_listing_of_a_tall_stack_at_once():
    rs, positions = move_positions("five_tribes", every=1)
    s = positions[0].copy()
    stack = [sum(kind) for kind in zip(*s.cells[2:])]  # every piece from c1 on, onto a1
    s.cells = [[a + b for a, b in zip(s.cells[0], stack)], s.cells[1]] + \
        [[0] * len(stack) for _ in s.cells[2:]]
    moves = complete_moves(rs, s, 10)  # astronomically many moves: only the first ten made
    assert len(moves) == 10 and moves[0].startswith("a1 ")
    assert len(moves[0].split()) == 1 + sum(s.cells[0])


@pytest.mark.parametrize("name", SHIPPED)
def test_a_move_ends_where_playing_it_drops_its_last_piece(name):
    """`move_ending` reads a move's last tile and piece from its words, on every board
    (diagonal steps such as NE included): the same as playing the move."""
    import random

    import naqala
    game = naqala.Game(name, 4 if 4 in R.load(name).players else 2, 3)
    rng = random.Random(0)
    while game.decision.kind != "move.start":
        game.apply(rng.choice(game.decision.options).id)
    engine, state = game.engine, game.state
    moves = naqala.complete_moves(engine, state, 3000)
    for move in rng.sample(moves, min(40, len(moves))):
        start, tile, piece = naqala.move_ending(engine, state, move)
        last = [e.args for e in naqala.play_move(engine, state, move).events
                if e.kind == "dropped"][-1]
        assert (start, tile, piece) == (move.split()[0], last["tile"].name, last["piece"].key)


def test_a_word_that_is_no_move_is_refused():
    import naqala
    game = naqala.Game("five_tribes", 4, 3)
    with pytest.raises(naqala.IllegalChoice, match="not a move"):
        naqala.move_ending(game.engine, game.state, "a1 Qz")
