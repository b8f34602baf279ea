"""Numeric observations (docs/ai.md): fixed shape, built from the view only, with a mask."""

from __future__ import annotations

import random
import re

import numpy as np
import pytest
from corpus import shipped

from naqala import Game, NaqalaError, determinise, view_data, vocabulary
from naqala.engine.board import wall_sides
from naqala.features import Features, view_string


def _played(name: str, players: int, steps: int, seed: int = 3) -> Game:
    game, rng = Game(name, players, seed), random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        game.apply(rng.choice(game.decision.options).id)
    return game


@pytest.mark.parametrize("name", shipped())
def test_shape_is_fixed_per_ruleset_and_the_mask_is_the_options(name):
    rs = Game(name, 2, 0).rs
    features = Features(rs)
    for players in rs.players:
        game = _played(name, players, 40)
        seat = game.decision.player
        array = features.encode(game.view(seat))
        assert array.shape == (features.size,) and array.dtype == np.float32
        mask = features.mask(game.view(seat))
        assert mask.shape == (len(vocabulary(rs)),)
        assert sorted(np.flatnonzero(mask)) == sorted(
            vocabulary(rs).action(o.id) for o in game.decision.options)
        assert not features.mask(game.view((seat + 1) % players)).any()


@pytest.mark.parametrize("name", ["five_tribes", "thieves_and_whims", "artisans_and_whims"])
def test_hidden_parts_do_not_change_the_observation(name):
    game = _played(name, 3, 90)
    features, engine, state = Features(game.rs), game.engine, game.state
    for seat in range(3):
        other = determinise(engine, state, seat, random.Random(seat))
        assert other.to_json() != state.to_json()  # something hidden was re-dealt
        mine = view_data(engine, state, seat)
        assert np.array_equal(features.encode(mine), features.encode(
            view_data(engine, other, seat)))
        assert view_string(mine) == view_string(view_data(engine, other, seat))
        assert np.array_equal(features.mask(mine), features.mask(view_data(engine, other, seat)))
    # A secret changed: unseen by seat 0, seen by its owner.
    other = state.copy()
    other.players[1].counters["gold"] += 7
    assert np.array_equal(features.encode(view_data(engine, state, 0)),
                          features.encode(view_data(engine, other, 0)))
    assert not np.array_equal(features.encode(view_data(engine, state, 1)),
                              features.encode(view_data(engine, other, 1)))


def test_named_parts_cover_the_array_once():
    features = Features(Game("five_tribes", 2, 0).rs)
    array = np.arange(features.size, dtype=np.float32)
    seen = np.concatenate([part.ravel() for part in features.views(array).values()])
    assert np.array_equal(seen, array)


def test_a_spectators_view_has_no_features():
    game = Game("five_tribes", 2, 1)
    with pytest.raises(NaqalaError, match="of a seat's view, not a spectator's"):
        Features(game.rs).encode(game.view())


@pytest.mark.parametrize("view, out, says", [
    ({}, None, "features encode a seat's view (game.view(seat)), not dict {}"),
    ("view", None, "not str 'view'"),
    (None, np.zeros(3, np.float32), r"\(\d+,\), not float32 of shape \(3,\)"),
    (None, [0.0], "not list of shape None"),
])
def test_what_is_encoded_and_where_is_checked(view, out, says):
    game = Game("five_tribes", 2, 1)
    features = Features(game.rs)
    with pytest.raises(NaqalaError, match=says if view is None else re.escape(says)):
        features.encode(game.view(0) if view is None else view, out)


@pytest.mark.parametrize("name", ["thieves_of_naqala", "artisans_of_naqala",
                                  "whims_of_the_sultan", "strict_loops"])
def test_features_read_the_views_of_their_ruleset_alone(name):
    """The base game's features given an expansion's view failed in Python (a KeyError of
    a card or a piece, tuple.index) where the expansion has parts the base game lacks, and
    read a variant's view as the base game's numbers where it has none."""
    features, view = Features(Game("five_tribes", 2, 0).rs), _played(name, 2, 30).view(0)
    for read in (features.encode, features.mask):
        with pytest.raises(NaqalaError, match=re.escape(
                f"features of ruleset 'five_tribes' read its views, not a view of ruleset "
                f"'{name}'")):
            read(view)


@pytest.mark.parametrize("name", ["artisans_of_naqala", "thieves_and_artisans"])
def test_dealt_walls_are_among_the_numbers(name):
    """A wall closes a side of each tile it parts, in the order `board.wall_sides` gives
    the sides: an agent sees the walls of each deal, not only through the legal mask."""
    features, seen = Features(Game(name, 3, 0).rs), set()
    geo = features.rs.geometry
    assert features.parts["walls"] == (geo.size, max(len(wall_sides(geo, t))
                                                     for t in range(geo.size)))
    for seed in range(4):
        view = Game(name, 3, seed).view(0)
        walls = features.views(features.encode(view))["walls"]
        expected = np.zeros_like(walls)
        for wall in view["walls"]:
            a, b = (geo.index[tile] for tile in wall.split("-"))
            expected[a, wall_sides(geo, a).index(b)] = expected[b, wall_sides(geo, b).index(a)] = 1
        assert view["walls"] and np.array_equal(walls, expected)
        seen.add(walls.tobytes())
    assert len(seen) > 1  # each deal its own walls


def test_a_board_without_walls_has_every_side_open():
    features = Features(Game("five_tribes", 3, 0).rs)
    assert features.parts["walls"] == (30, 4)
    assert not features.views(features.encode(Game("five_tribes", 3, 1).view(0)))["walls"].any()
