"""Expansions combined with a multi-parent `extends:`; random games of every expansion
ruleset and combination at every player count, with the invariants of tests/test_expansions.py.
"""

import pytest
from test_expansions import Kit, random_to_the_end

from naqala.engine.engine import Engine
from naqala.ruleset import load

EXPANSIONS = ["thieves_of_naqala", "whims_of_the_sultan", "artisans_of_naqala",
              "thieves_and_whims", "thieves_and_artisans", "artisans_and_whims", "dhenim_promo"]


def play_to_end(rs, players: int, seed: int):
    engine = Engine(rs)
    state = engine.new_game(players, seed)
    picks = 0
    while not state.over:
        decision = engine.decision(state)
        state = engine.apply(state, decision.options[(seed + picks) % len(decision.options)].id)
        picks += 1
    return engine, state


def test_thieves_on_the_whims_board():
    rs = load("thieves_and_whims")
    assert rs.chain == ("five_tribes", "whims_of_the_sultan", "thieves_of_naqala",
                        "thieves_and_whims")
    assert (rs.columns, rs.rows) == (6, 6) and 5 in rs.players
    assert "thieves" in rs.decks and "al_hafiz" in rs.grants
    assert sum(rs.piece_counts) == 105
    terms = [t for t, _ in rs.scoring]
    assert "cities" in terms and "thieves" in terms
    engine, state = play_to_end(rs, 5, 3)
    assert len(engine.scores(state)) == 5


def test_thieves_with_the_artisans_get_a_sixth_thief():
    rs = load("thieves_and_artisans")
    thieves = [c for c, d in rs.card_deck.items() if d == "thieves"]
    assert len(thieves) == 6 and "thief_artisan" in thieves
    assert "artisan" in rs.piece_ids and rs.tile_edges["workshop"] == ("NW", "SE", "SE")
    engine, state = play_to_end(rs, 3, 2)
    assert state.over and 1 <= len(state.layout[1]) <= 6


def test_a_combination_changes_the_hash_of_neither_parent():
    whims, thieves = load("whims_of_the_sultan"), load("thieves_of_naqala")
    both = load("thieves_and_whims")
    assert len({whims.hash, thieves.hash, both.hash}) == 3


@pytest.mark.parametrize("name, players", [(name, n) for name in EXPANSIONS
                                           for n in sorted(load(name).players)])
def test_random_games_run_to_the_end_at_every_player_count(name, players):
    random_to_the_end(Kit(name), players, seed=players * 7 + len(name))


@pytest.mark.parametrize("seed", range(6))
def test_artisans_and_whims_combine_on_a_six_by_seven_board(seed):
    """Artisans and Whims combine on 6x7: the 6 Artisans tiles and 14 random tiles of the
    base game and the Whims form the central 4x5, ringed by the other 22."""
    rs = load("artisans_and_whims")
    assert (rs.columns, rs.rows) == (6, 7) and sorted(rs.players) == [2, 3, 4, 5]
    state = Engine(rs).new_game(5, seed)
    centre = {rs.geometry.index[f"{c}{r}"] for c in "bcde" for r in "23456"}
    new = ("workshop", "specialized_market", "chasm")
    assert sorted(state.tiles[t] for t in centre if state.tiles[t] in new) == \
        ["chasm"] + ["specialized_market"] * 2 + ["workshop"] * 3
    assert all(state.tiles[t] not in new for t in range(42) if t not in centre)
    blocked = state.layout[0]
    assert sorted(state.tiles[t] for t in blocked) == ["chasm", "great_lake"]
    assert sum(rs.piece_counts) == 120 and sum(state.bag) == 0
    assert all(sum(c) == 3 for t, c in enumerate(state.cells) if t not in blocked)
    assert len(state.decks["whims"].row) == 5 and state.decks["items"].row == []
    assert [p.counters["tents"] for p in state.players] == [1] * 5
