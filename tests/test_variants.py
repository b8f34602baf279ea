"""The variant rulesets (rulesets/strict_loops, open_gold, short_game): each one's change on a
constructed position, against the base game, and a random game of each to the end."""

from __future__ import annotations

import pytest
from helpers import (
    LOOP,
    RS,
    E,
    arranged,
    edit,
    finish_turn,
    kinds,
    loop_position,
    meeples,
    play,
    random_to_end,
    t,
    to_turns,
    who,
)

import naqala.ruleset as R
from naqala.engine.engine import Engine
from naqala.engine.move_listing import complete_moves
from naqala.engine.observation import observation
from naqala.errors import IllegalChoice


def variant(name):
    rs = R.load(name)
    return rs, Engine(rs)


STRICT, STRICT_E = variant("strict_loops")
OPEN, OPEN_E = variant("open_gold")
SHORT, SHORT_E = variant("short_game")


def at_move(e, players=3, seed=0):
    s = to_turns(e.new_game(players, seed), e)
    return s, who(s, e)


# Strict loops ----------------------------------------------------------------------------------

def _loop(c2):
    return lambda b: loop_position(b, c2)


def test_strict_loops_sets_its_option():
    assert RS.options["loop_counts_own_drop"] and RS.own_drops_count
    assert not STRICT.options["loop_counts_own_drop"] and not STRICT.own_drops_count


def test_the_five_meeple_loop_onto_an_empty_tile_is_legal_in_the_base_game_only():
    s, me = at_move(E)
    base = edit(s, _loop(""), e=E)
    assert LOOP in complete_moves(RS, base)  # the green dropped first counts at the end
    done = finish_turn(play(base, LOOP), e=E)
    assert done.owner[t("c2")] == me

    v, me = at_move(STRICT_E)
    strict = edit(v, _loop(""), e=STRICT_E)
    moves = complete_moves(STRICT, strict)
    assert LOOP not in moves
    assert not any(m.startswith("b2 ") and m.split()[-1][1] == "g" and m.endswith("Ny Eg")
                   for m in moves)
    with pytest.raises(IllegalChoice):
        play(strict, LOOP, e=STRICT_E)


def test_strict_loops_still_allow_the_loop_onto_a_tile_that_had_the_colour():
    v, me = at_move(STRICT_E)
    strict = edit(v, _loop("g"), e=STRICT_E)
    assert LOOP in complete_moves(STRICT, strict)
    done = finish_turn(play(strict, LOOP, e=STRICT_E), e=STRICT_E)
    assert done.owner[t("c2")] == me
    assert sorted(done.players[me].cards[-3:]) == ["fish", "silk", "wheat"]  # 3 greens


def test_strict_loops_ordinary_moves_unchanged():
    s, _ = at_move(E)
    v, _ = at_move(STRICT_E)
    board = {"b3": "yw", "c3": "y", "d3": "w"}
    assert complete_moves(RS, arranged(s, e=E, **board)) == \
        complete_moves(STRICT, arranged(v, e=STRICT_E, **board))


# Open gold -------------------------------------------------------------------------------------


def test_open_gold_shows_every_players_gold():
    s, me = at_move(OPEN_E)
    s = edit(s, lambda b: [b.players[p].counters.__setitem__("gold", 10 * p + 7)
                           for p in range(3)], e=OPEN_E)
    for viewer in range(3):
        seen = observation(OPEN_E, s, viewer)["players"]
        assert [row["counters"]["gold"] for row in seen] == [7, 17, 27]
        assert [row["counters"]["camels"] for row in seen] == [8, 8, 8]


def test_base_game_hides_the_others_gold_until_the_end():
    s, me = at_move(E)
    seen = observation(E, s, me)["players"]
    assert "gold" in seen[me]["counters"]
    assert all("gold" not in row["counters"] for p, row in enumerate(seen) if p != me)
    assert all("camels" in row["counters"] for row in seen)
    assert RS.counters["gold"]["hidden"] and not OPEN.counters["gold"]["hidden"]


# Short game ------------------------------------------------------------------------------------


@pytest.mark.parametrize("players, camels, base_camels", [(2, 8, 11), (3, 6, 8), (4, 6, 8)])
def test_short_game_camels(players, camels, base_camels):
    s = SHORT_E.new_game(players, 2)
    assert [p.counters["camels"] for p in s.players] == [camels] * players
    base = E.new_game(players, 2)
    assert [p.counters["camels"] for p in base.players] == [base_camels] * players
    assert sorted(s.markers) == sorted(base.markers)  # 2 markers each with 2 players


def test_short_game_ends_after_the_round_of_the_sixth_camel():
    s, me = at_move(SHORT_E)

    def setup(b):
        kinds(b, default="oasis")
        b.players[me].counters["camels"] = 1
        for n in ("a1", "b1", "c1", "d1", "a2"):
            b.owner[t(n)] = me
    s = arranged(s, setup, e=SHORT_E, b3="y", c3="y")
    s = finish_turn(play(s, "b3 Ey", e=SHORT_E), e=SHORT_E)
    assert s.players[me].counters["camels"] == 0 and s.owner[t("c3")] == me
    assert not s.over and s.round == 1  # the round is played out first
    for _ in range(200):
        d = SHORT_E.decision(s)
        if d is None:
            break
        pick = next((o.id for o in d.options if o.id in ("no", "done", "0")), d.options[0].id)
        s = SHORT_E.apply(s, pick)
    assert s.over and s.round == 1


# Random games ----------------------------------------------------------------------------------


def check(rs, s):
    assert meeples(s) == sum(rs.piece_counts) == 90
    start = rs.players[len(s.players)]["start"]["camels"]
    for p, player in enumerate(s.players):
        assert player.counters["gold"] >= 0
        assert player.counters["camels"] + sum(1 for o in s.owner if o == p) == start
    for i, supply in enumerate(rs.token_supply):
        assert sum(tk[i] for tk in s.tokens) + s.supply[i] == supply


@pytest.mark.parametrize("rs, e, players, seed", [
    (STRICT, STRICT_E, 3, 1), (STRICT, STRICT_E, 2, 2), (OPEN, OPEN_E, 4, 3),
    (SHORT, SHORT_E, 2, 4), (SHORT, SHORT_E, 3, 5), (SHORT, SHORT_E, 4, 6)],
    ids=["strict3", "strict2", "open4", "short2", "short3", "short4"])
def test_random_variant_game_to_the_end(rs, e, players, seed):
    s = random_to_end(e, players, seed, each=lambda s, d: check(rs, s))
    rows = e.scores(s)
    assert all(r["total"] == sum(r["terms"].values()) for r in rows)
    if rs is OPEN:
        seen = observation(e, s, 0)["players"]
        assert all("gold" in row["counters"] for row in seen)
