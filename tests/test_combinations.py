"""Expansions combined with a multi-parent `extends:`."""

from naqala.engine.engine import Engine
from naqala.ruleset import load


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
    assert "artisan" in rs.piece_ids and rs.walls == 4
    engine, state = play_to_end(rs, 3, 2)
    assert state.over and len(state.layout[1]) == 4


def test_a_combination_changes_the_hash_of_neither_parent():
    whims, thieves = load("whims_of_the_sultan"), load("thieves_of_naqala")
    both = load("thieves_and_whims")
    assert len({whims.hash, thieves.hash, both.hash}) == 3
