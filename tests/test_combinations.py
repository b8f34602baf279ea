"""Expansions combined with a multi-parent `extends:`; random games of every expansion
ruleset and combination at every player count, with the invariants of tests/test_expansions.py.
"""

import pytest
from test_expansions import Kit, random_to_the_end

from naqala.engine.engine import Engine
from naqala.ruleset import load

EXPANSIONS = ["thieves_of_naqala", "whims_of_the_sultan", "artisans_of_naqala",
              "thieves_and_whims", "thieves_and_artisans", "dhenim_promo"]


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
