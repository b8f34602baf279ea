"""Properties over random games with random choices (hypothesis)."""

from __future__ import annotations

import json

import pytest
from helpers import RS, E, meeples, random_to_end
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from naqala.engine.state import State
from naqala.errors import IllegalChoice

SETTINGS = settings(max_examples=12, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
STEPS = 300
START_CAMELS = {2: 11, 3: 8, 4: 8}


def check(s, base: bool = False) -> None:
    """Everything is accounted for, and nothing goes below zero or beyond the bank.

    Checked on the state and on the state its pending step started from.
    """
    if s.pending is not None:
        check(s.pending["base"], base=True)
    waiting = None if s.pending is None else s.pending["decision"].kind
    assert meeples(s) == sum(RS.piece_counts) == 90
    assert all(n >= 0 for n in s.bag) and all(n >= 0 for c in s.cells for n in c)
    for deck, total in (("resources", 54), ("djinns", 22)):
        d = s.decks[deck]
        held = sum(1 for p in s.players for c in p.cards if RS.card_deck[c] == deck)
        assert len(d.draw) + len(d.discard) + sum(1 for c in d.row if c) + held == total
    for i, supply in enumerate(RS.token_supply):
        on_board = sum(tk[i] for tk in s.tokens)
        assert on_board + s.supply[i] == supply and s.supply[i] >= 0
    assert sum(tk[0] for tk in s.tokens) <= 12 and sum(tk[1] for tk in s.tokens) <= 10
    start = START_CAMELS[len(s.players)]
    for p, player in enumerate(s.players):
        assert player.counters["gold"] >= 0
        camels = player.counters["camels"]
        assert 0 <= camels <= start
        assert camels + sum(1 for o in s.owner if o == p) == start
        assert all(n >= 0 for n in player.pieces) and all(n >= 0 for n in player.hand)
        if not base and waiting in (None, "bid", "move.start"):
            assert not any(player.hand)


def random_game(data, players: int, seed: int, steps: int = STEPS):
    """Play random choices; returns the states and the choices made."""
    s = E.new_game(players, seed)
    states, choices = [s], []
    for _ in range(steps):
        d = E.decision(s)
        if d is None:
            break
        pick = d.options[data.draw(st.integers(0, len(d.options) - 1), label="option")].id
        s = E.apply(s, pick)
        check(s)
        states.append(s)
        choices.append(pick)
    return states, choices


@SETTINGS
@given(data=st.data(), players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6))
def test_random_games_keep_everything_accounted_for(data, players, seed):
    check(E.new_game(players, seed))
    random_game(data, players, seed)


@SETTINGS
@given(data=st.data(), players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6))
def test_same_seed_same_choices_same_game(data, players, seed):
    states, choices = random_game(data, players, seed, steps=60)
    s = E.new_game(players, seed)
    assert s.to_json() == states[0].to_json()
    for pick, expected in zip(choices, states[1:]):
        s = E.apply(s, pick)
        assert s.to_json() == expected.to_json()


@SETTINGS
@given(data=st.data(), players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6))
def test_json_round_trip_and_continuation(data, players, seed):
    states, choices = random_game(data, players, seed, steps=60)
    for i in range(0, len(states), 7):
        s = states[i]
        text = json.dumps(s.to_json())
        back = State.from_json(json.loads(text))
        assert back.to_json() == s.to_json()
        d1, d2 = E.decision(s), E.decision(back)
        assert (d1 is None) == (d2 is None)
        if d1 is None:
            continue
        assert [o.id for o in d1.options] == [o.id for o in d2.options]
        assert d1.player == d2.player and d1.kind == d2.kind
        if i < len(choices):
            assert E.apply(back, choices[i]).to_json() == states[i + 1].to_json()


@SETTINGS
@given(data=st.data(), players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6))
def test_every_offered_option_applies(data, players, seed):
    states, _ = random_game(data, players, seed, steps=50)
    for s in states[::5]:
        d = E.decision(s)
        if d is None:
            continue
        before = s.to_json()
        for o in d.options:
            check(E.apply(s, o.id))
        with pytest.raises(IllegalChoice):
            E.apply(s, "no-such-option")
        assert s.to_json() == before  # apply never changes the state it was given


def test_a_whole_random_game_ends_with_scores():
    s = random_to_end(E, 3, 11)
    check(s)
    rows = E.scores(s)
    assert all(r["total"] == sum(r["terms"].values()) for r in rows)
    assert E.winners(s)
