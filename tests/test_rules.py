"""Scenario tests of the base rules (docs/base-game.md and the rulebooks' examples).

Each test sets a position through `helpers.edit`, acts only through decisions, and checks
exact results.
"""

from __future__ import annotations

import pytest
from helpers import (
    LOOP,
    PIECE,
    RS,
    TOKEN,
    E,
    any_turn,
    arranged,
    camels,
    clear_board,
    edit,
    finish_turn,
    game,
    give,
    gold,
    hold,
    ids,
    kind,
    kinds,
    lay_out,
    load_with,
    loop_position,
    meeples,
    only_cards,
    place,
    play,
    set_row,
    t,
    to_turns,
    who,
)

from naqala.engine.move_listing import complete_moves
from naqala.errors import IllegalChoice

V, W, B, G, R_ = (PIECE[p] for p in ("vizier", "elder", "builder", "merchant", "assassin"))


def at_move(players=3, seed=0):
    """A game at its first meeple move, and the player who moves."""
    s = game(players, seed)
    return s, who(s)


# The refresher's turn ------------------------------------------------------------------------


def test_refresher_turn_played_out():
    s, first = at_move(3, 0)
    s = any_turn(s)  # the first player plays; we are second
    me = who(s)
    assert kind(s) == "move.start" and me != first

    def setup(b):
        kinds(b, c3="village", b4="sacred_place", c4="sacred_place", d4="sacred_place")
        only_cards(b, me, "fakir", "fakir", "ivory", "silk", "fish")
    s = arranged(s, setup, a2="gyb", c3="bb")
    g0, c0 = gold(s, me), camels(s, me)
    # the marker went to the first empty spot of the bid order track, after the first player
    assert s.tracks["bid_order"][:2] == [s.order[0], s.order[1]]
    assert s.markers[s.tracks["bid_order"][1]] == me
    assert set(ids(s)) == {"a2", "e1", "f4"}
    s = play(s, "a2 Eg Ey")
    assert kind(s) == "pay.any" and ids(s) == ["0", "1", "2"]  # the blue landed: 3 builders
    assert s.owner[t("c3")] == me and camels(s, me) == c0 - 1
    s = play(s, "1")  # one Fakir: (3 + 1) x 4 blue tiles
    assert gold(s, me) - g0 == 16
    assert s.tokens[t("c3")][TOKEN["palace"]] == 1
    assert sum(s.cells[t("c3")]) == 0 and s.bag[B] >= 3
    s = play(s, "+ivory", "+silk", "+fish", "sell")
    assert gold(s, me) - g0 == 16 + 7
    assert s.players[me].cards == ["fakir"]
    assert s.turn["player"] != me


# Builders ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("final_kind, expected", [("small_market", 20), ("village", 25)])
def test_builders_four_or_five_blue_tiles(final_kind, expected):
    s, me = at_move()

    def setup(b):
        kinds(b, c3=final_kind, b2="sacred_place", c2="village", d2="sacred_place",
              d3="village")
        only_cards(b, me, "fakir", "fakir")
    s = arranged(s, setup, b3="b", c3="bb")
    g0 = gold(s, me)
    s = play(s, "b3 Eb")
    assert ids(s) == ["0", "1", "2"]
    s = play(s, "2")
    assert gold(s, me) - g0 == expected
    assert s.players[me].cards == []
    assert s.decks["resources"].discard[-2:] == ["fakir", "fakir"]


# Bidding ----------------------------------------------------------------------------------------


def test_bidding_example_with_zero_push():
    s = E.new_game(4, 3)
    bidders = [s.markers[m] for m in s.tracks["bid_order"]]
    # Sang 3 gold, Khoa 1 gold, Phuong 0, Phat 0
    s = play(s, "s5", "s4", "s3", "s3")
    assert [gold(s, p) for p in bidders] == [47, 49, 50, 50]
    assert kind(s) == "move.start"
    play_order = [s.markers[m] for m in s.order]
    assert play_order == [bidders[0], bidders[1], bidders[3], bidders[2]]
    # the markers move to the bid order track in play order
    seen = []
    for _ in range(4):
        seen.append(s.turn["player"])
        s = any_turn(s)
    assert seen == play_order
    assert [s.markers[m] for m in s.tracks["bid_order"]] == play_order
    assert kind(s) == "bid" and who(s) == play_order[0]


def test_three_zero_spots_then_a_paid_spot():
    s = E.new_game(4, 5)
    bidders = [s.markers[m] for m in s.tracks["bid_order"]]
    s = play(s, "s3", "s3", "s3")
    assert "s1" not in ids(s) and "s2" not in ids(s) and "s3" not in ids(s)
    assert ids(s)[0] == "s4"
    with pytest.raises(IllegalChoice):
        E.apply(s, "s3")
    s = play(s, "s4")
    assert gold(s, bidders[3]) == 49
    assert [s.markers[m] for m in s.order] == [bidders[3], bidders[2], bidders[1], bidders[0]]


def test_a_taken_paid_spot_is_not_offered_again():
    s = E.new_game(3, 2)
    s = play(s, "s6")
    assert "s6" not in ids(s) and "s5" in ids(s)


# Control ---------------------------------------------------------------------------------------


def _elder_onto_c3(c3: str):
    """The move b3 Ew onto c3 (holding `c3` before), its turn finished: the state, the mover
    and the mover's camels before the move."""
    s, me = at_move()
    s = arranged(s, b3="w", c3=c3)
    c0 = camels(s, me)
    s = play(s, "b3 Ew")
    return finish_turn(s), me, c0


def test_two_whites_give_control():
    s, me, c0 = _elder_onto_c3("ww")
    assert s.owner[t("c3")] == me and camels(s, me) == c0 - 1
    assert s.players[me].pieces[W] == 3


def test_three_whites_and_a_blue_no_control():
    s, me, c0 = _elder_onto_c3("wwwb")
    assert s.owner[t("c3")] is None and camels(s, me) == c0
    assert s.players[me].pieces[W] == 4
    assert s.cells[t("c3")][B] == 1


def test_an_owned_tile_never_changes_owner():
    s, me = at_move()
    other = (me + 1) % 3

    def setup(b):
        b.owner[t("c3")] = other
    s = arranged(s, setup, b3="w", c3="ww")
    c0 = camels(s, me)
    s = finish_turn(play(s, "b3 Ew"))
    assert s.owner[t("c3")] == other and camels(s, me) == c0


# Movement ----------------------------------------------------------------------------------------


def test_five_meeple_loop_collects_three_greens():
    s, me = at_move()
    s = edit(s, lambda b: loop_position(b, "g"))
    assert LOOP in complete_moves(RS, s)
    s = play(s, LOOP)
    s = finish_turn(s)
    assert s.owner[t("c2")] == me
    assert sorted(s.players[me].cards[-3:]) == ["fish", "silk", "wheat"]


def test_loop_own_drop_counts_by_option(tmp_path):
    s, me = at_move()
    s = edit(s, lambda b: loop_position(b, ""))
    assert LOOP in complete_moves(RS, s)  # only our own earlier green is on c2
    s2 = finish_turn(play(s, LOOP))
    assert s2.owner[t("c2")] == me
    assert sorted(s2.players[me].cards[-2:]) == ["fish", "wheat"]

    rs, e = load_with(tmp_path, loop_counts_own_drop="no")
    v = to_turns(e.new_game(3, 0), e)
    v = edit(v, lambda b: loop_position(b, ""), e=e)
    moves = complete_moves(rs, v)
    assert LOOP not in moves
    assert not any(m.startswith("b2 ") and m.endswith("Eg") and m.count("g") == 2
                   for m in moves if m.split()[-1] == "Eg" and "Ny Eg" in m)
    v2 = edit(v, lambda b: loop_position(b, "g"), e=e)
    assert LOOP in complete_moves(rs, v2)


def test_no_immediate_backtrack():
    s, me = at_move()
    s = arranged(s, b2="gg", a2="g", d2="g")  # a2: west of b2, where the walk started
    moves = [m for m in complete_moves(RS, s) if m.startswith("b2")]
    assert "b2 Eg Wg" not in moves and "b2 Wg Eg" not in moves
    assert moves == ["b2 Eg Eg"]


def test_last_meeple_must_match():
    s, me = at_move()
    s = arranged(s, b2="y", c2="y", a2="w", b1="g", b3="")
    assert [m for m in complete_moves(RS, s) if m.startswith("b2")] == ["b2 Ey"]


def test_tile_without_legal_move_is_not_offered():
    s, me = at_move()
    s = arranged(s, b2="w", e4="bb", e5="b")  # no white anywhere near b2
    assert set(ids(s)) == {"e5", "e1", "f4"}
    assert {m.split()[0] for m in complete_moves(RS, s)} == {"e5", "e1", "f4"}
    with pytest.raises(IllegalChoice):
        E.apply(s, "b2")


def test_crossing_empty_and_owned_tiles():
    s, me = at_move()

    def setup(b):
        b.owner[t("b1")] = (me + 1) % 3
    s = arranged(s, setup, a1="wwy", d1="y")
    assert "a1 Ew Ew Ey" in complete_moves(RS, s)


# Assassins ---------------------------------------------------------------------------------------


def _assassin_position(b, me, victim="y", extra=""):
    # three assassins: range 3; e3 and c5 at distance 2, the filler tiles 4 or 5 steps away
    lay_out(b, b3="r", c3="rr", e3=victim, c5="gg")
    hold(b, (me + 1) % 3, "yw")
    hold(b, (me + 2) % 3, "w")


def test_assassins_kill_on_the_board_and_claim_the_emptied_tile():
    s, me = at_move()
    s = edit(s, lambda b: _assassin_position(b, me))
    c0, n0 = camels(s, me), meeples(s)
    s = play(s, "b3 Er")
    assert kind(s) == "alternative" and ids(s) == ["alt1", "alt2"]
    s = play(s, "alt1")
    assert set(ids(s)) == {"e3", "c5"}  # the filler tiles are out of range
    s = play(s, "e3")
    s = finish_turn(s)
    assert s.owner[t("c3")] == me and s.owner[t("e3")] == me
    assert camels(s, me) == c0 - 2
    assert sum(s.cells[t("e3")]) == 0 and meeples(s) == n0


def test_fakirs_extend_the_assassins_range():
    s, me = at_move()

    def setup(b):
        _assassin_position(b, me)
        give(b, me, "fakir", "fakir")
    s = edit(s, setup)
    s = play(s, "b3 Er", "2", "alt1")
    assert set(ids(s)) == {"e3", "c5", "e1", "f1", "f4", "f5"}  # 3 + 2 steps


def test_assassins_kill_an_opponents_vizier_or_elder():
    s, me = at_move()
    rival = (me + 1) % 3
    s = edit(s, lambda b: _assassin_position(b, me))
    s = play(s, "b3 Er", "alt2")
    assert set(ids(s)) == {f"p{rival + 1}", f"p{(me + 2) % 3 + 1}"}
    s = play(s, f"p{rival + 1}")
    assert set(ids(s)) == {"vizier", "elder"}
    s = finish_turn(play(s, "elder"))
    assert s.players[rival].pieces[W] == 0 and s.players[rival].pieces[V] == 1
    assert s.owner[t("e3")] is None


def test_kill_on_the_final_tile_itself():
    s, me = at_move()
    s = arranged(s, b3="r", c3="rb")
    c0 = camels(s, me)
    assert s.owner[t("c3")] is None
    # c3 still holds a builder: no control yet; killing it (distance 0) empties it
    s = finish_turn(play(s, "b3 Er"))
    assert s.owner[t("c3")] == me and camels(s, me) == c0 - 1


def test_last_camel_goes_to_the_final_tile():
    s, me = at_move()

    def setup(b):
        _assassin_position(b, me)
        b.players[me].counters["camels"] = 1
    s = edit(s, setup)
    s = finish_turn(play(s, "b3 Er", "alt1", "e3"))
    assert s.owner[t("c3")] == me and s.owner[t("e3")] is None
    assert camels(s, me) == 0
    assert sum(s.cells[t("e3")]) == 0


def test_second_tile_action_is_not_performed():
    s, me = at_move()

    def setup(b):
        _assassin_position(b, me)
        kinds(b, e3="oasis")
    s = edit(s, setup)
    s = finish_turn(play(s, "b3 Er", "alt1", "e3"))
    assert s.owner[t("e3")] == me
    assert s.tokens[t("e3")] == [0, 0]


# Merchants and markets --------------------------------------------------------------------------

ROW = ["fish", "wheat", "silk", "spice", "ivory", "jewels", "pottery", "papyrus", "gold_bars"]


def test_merchants_take_cards_from_the_front_of_the_row():
    s, me = at_move()

    def setup(b):
        b.players[me].cards = []
        set_row(b, "resources", ROW)
    s = arranged(s, setup, b3="g", c3="g")
    s = play(s, "b3 Eg")
    while kind(s) == "take":
        s = play(s, ids(s)[0])
    s = finish_turn(s)
    assert sorted(s.players[me].cards) == ["fish", "wheat"]
    assert s.decks["resources"].row[:3] == [None, None, "silk"]


@pytest.mark.parametrize("market, cost, first, n", [("small_market", 3, 3, 1),
                                                    ("large_market", 6, 6, 2)])
def test_markets(market, cost, first, n):
    s, me = at_move()

    def setup(b):
        kinds(b, default="oasis", c3=market)
        b.players[me].cards = []
        set_row(b, "resources", [None] + ROW[:8])  # a gap left earlier in the round
    s = arranged(s, setup, b3="w", c3="w")
    g0 = gold(s, me)
    s = play(s, "b3 Ew")
    assert kind(s) == "may"
    s = play(s, "yes")
    assert gold(s, me) == g0 - cost
    assert kind(s) == "take" and len(ids(s)) == first
    assert ids(s)[0] == "fish@2"
    s = play(s, ids(s)[-1])
    if n == 2:
        assert len(ids(s)) == first - 1
        s = play(s, ids(s)[0])
    s = finish_turn(s)
    assert len(s.players[me].cards) == n


def test_large_market_with_one_card_left_still_costs_six():
    s, me = at_move()

    def setup(b):
        kinds(b, c3="large_market")
        b.players[me].cards = []
        set_row(b, "resources", [None] * 8 + ["fish"])
    s = arranged(s, setup, b3="w", c3="w")
    g0 = gold(s, me)
    s = finish_turn(play(s, "b3 Ew", "yes"))
    assert gold(s, me) == g0 - 6 and s.players[me].cards == ["fish"]


def test_market_is_optional():
    s, me = at_move()
    s = arranged(s, lambda b: kinds(b, c3="small_market"), b3="w", c3="w")
    g0 = gold(s, me)
    s = finish_turn(play(s, "b3 Ew", "no"))
    assert gold(s, me) == g0


@pytest.mark.parametrize("pay, elders, fakirs", [("2elder", 0, 1), ("elder+fakir", 1, 0)])
def test_sacred_place(pay, elders, fakirs):
    s, me = at_move()

    def setup(b):
        kinds(b, c3="sacred_place")
        hold(b, me, "ww")
        only_cards(b, me, "fakir")
        set_row(b, "djinns", ["jafaar", "boaz", "shamhat"])
    s = arranged(s, setup, b3="y", c3="y")
    s = play(s, "b3 Ey", "yes")
    assert set(ids(s)) == {"2elder", "elder+fakir"}
    s = play(s, pay)
    assert set(ids(s)) == {"jafaar@1", "boaz@2", "shamhat@3"}
    s = finish_turn(play(s, "boaz@2"))
    assert s.players[me].pieces[W] == elders
    assert s.players[me].cards.count("fakir") == fakirs and "boaz" in s.players[me].cards
    assert s.decks["djinns"].row == ["jafaar", None, "shamhat"]


def test_sacred_place_needs_an_elder():
    s, me = at_move()

    def setup(b):
        kinds(b, c3="sacred_place")
        only_cards(b, me, "fakir", "fakir")
    s = arranged(s, setup, b3="y", c3="y")
    s = play(s, "b3 Ey")
    assert kind(s) != "may" or s.turn["player"] != me


@pytest.mark.parametrize("tile, token", [("oasis", "palm"), ("village", "palace")])
def test_compulsory_tile_actions(tile, token):
    s, me = at_move()

    def setup(b, empty=False):
        kinds(b, c3=tile)
        if empty:
            b.supply[TOKEN[token]] = 0
    s1 = finish_turn(play(arranged(s, setup, b3="y", c3="yb"), "b3 Ey"))
    assert s1.tokens[t("c3")][TOKEN[token]] == 1
    assert s1.supply[TOKEN[token]] == RS.token_supply[TOKEN[token]] - 1
    s2 = finish_turn(play(arranged(s, lambda b: setup(b, True), b3="y", c3="yb"), "b3 Ey"))
    assert s2.tokens[t("c3")][TOKEN[token]] == 0 and s2.supply[TOKEN[token]] == 0


# Selling ----------------------------------------------------------------------------------------

HAND = ["fish", "wheat", "pottery", "papyrus", "silk", "spice", "fish", "wheat", "pottery", "fakir"]


def test_selling_a_six_suit_and_a_three_suit():
    s, me = at_move()

    def setup(b):
        kinds(b, default="oasis")
        only_cards(b, me, *HAND)
    s = arranged(s, setup, b3="y", c3="y")
    assert E.scores(s)[me]["terms"]["merchandise"] == 37
    g0 = gold(s, me)
    s = play(s, "b3 Ey")
    assert kind(s) == "sell"
    s = play(s, "+fish", "+wheat", "+pottery", "+papyrus", "+silk", "+spice", "sell")
    assert gold(s, me) == g0 + 30
    s = play(s, "+fish", "+wheat", "+pottery")
    assert "+fish" not in ids(s)  # a suit holds different types only
    s = play(s, "sell")
    assert gold(s, me) == g0 + 37
    assert s.players[me].cards == ["fakir"]  # Fakirs are never sold


# End of game ------------------------------------------------------------------------------------


MORE_MOVES = {"a5": "yy", "b5": "y", "e1": "gg", "f1": "g"}  # moves left for the round


def _finish_round(s):
    while E.decision(s) is not None and kind(s) != "bid":
        s = any_turn(s)
    return s


def test_game_ends_after_the_round_of_the_last_camel():
    s, me = at_move()

    def setup(b):
        b.players[me].counters["camels"] = 1
    s = arranged(s, setup, b3="w", c3="w", **MORE_MOVES)
    first = s.index
    s = finish_turn(play(s, "b3 Ew"))
    assert camels(s, me) == 0 and not s.over
    assert kind(s) == "move.start"  # the round is played out
    assert first == 0
    s = _finish_round(s)
    assert s.over and E.decision(s) is None
    with pytest.raises(IllegalChoice):
        E.apply(s, "s3")


def test_game_ends_when_no_legal_move_but_djinns_still_usable():
    s, me = at_move()
    rest = [s.markers[m] for m in s.order[1:]]

    def setup(b):
        clear_board(b)
        place(b, b3="w", c3="w")
        for p in rest:
            b.players[p].cards = []
        kinds(b, default="oasis")
        give(b, rest[0], "sloar", "fakir")
    s = play(edit(s, setup), "b3 Ew")  # an Oasis, no cards: the turn ends by itself
    assert s.players[me].pieces[W] == 2
    assert s.turn["player"] == rest[0]
    # a moment before the move (a power might create one), then the end-of-turn pause
    assert kind(s) == "pause" and set(ids(s)) == {"done", "power:sloar"}
    assert not s.flags.get("finishing")
    s = play(s, "done")
    assert kind(s) == "pause" and set(ids(s)) == {"done", "power:sloar"}
    assert s.flags.get("finishing")
    top = s.decks["resources"].draw[-1]
    s = play(s, "power:sloar")
    assert s.players[rest[0]].cards == ["sloar", top]
    s = _finish_round(s)  # the pause ends by itself once the power is used
    assert s.over and E.decision(s) is None


def test_final_scoring_and_shared_ties():
    s, me = at_move()

    def setup(b):
        lay_out(b)
        kinds(b, a1="oasis", b1="village", c1="sacred_place")
        for p in range(3):
            b.players[p].cards = []
            b.players[p].counters["gold"] = 10
        hold(b, 0, "yyyww")
        hold(b, 1, "yyy")
        hold(b, 2, "y")
        b.owner[t("a1")] = 0
        b.tokens[t("a1")] = [2, 0]  # oasis 8 + 2 palms
        b.owner[t("b1")] = 1
        b.tokens[t("b1")] = [0, 1]  # village 5 + 1 palace
        b.owner[t("c1")] = 2  # sacred place 6
        give(b, 0, "fish", "wheat")  # 3
        give(b, 1, "jafaar")  # 6, viziers 3 each
        give(b, 2, "fakir", "ivory", "ivory")  # 1 + 1
    s = edit(s, setup)
    rows = E.scores(s)
    assert rows[0]["terms"] == {"gold": 10, "viziers": 3 + 10, "elders": 4, "djinns": 0,
                                "tiles": 8 + 6, "merchandise": 3}
    assert rows[1]["terms"] == {"gold": 10, "viziers": 9 + 10, "elders": 0, "djinns": 6,
                                "tiles": 5 + 5, "merchandise": 0}
    assert rows[2]["terms"] == {"gold": 10, "viziers": 1, "elders": 0, "djinns": 0,
                                "tiles": 6, "merchandise": 2}
    assert [r["total"] for r in rows] == [44, 45, 19]
    assert E.winners(s) == [1]
    s2 = edit(s, lambda b: b.players[0].counters.__setitem__("gold", 11))
    assert [r["total"] for r in E.scores(s2)][:2] == [45, 45]
    assert E.winners(s2) == [0, 1]


# Two players --------------------------------------------------------------------------------------


def test_two_player_game_has_two_markers_each_and_eleven_camels():
    s = E.new_game(2, 1)
    assert sorted(s.markers) == [0, 0, 1, 1]
    assert [camels(s, p) for p in range(2)] == [11, 11]
    assert [gold(s, p) for p in range(2)] == [50, 50]
    bids = 0
    while kind(s) == "bid":
        s = play(s, ids(s)[0])
        bids += 1
    assert bids == 4
    players = []
    for _ in range(4):
        players.append(s.turn["player"])
        s = any_turn(s)
    assert sorted(players) == [0, 0, 1, 1]
    assert kind(s) == "bid" and s.round == 2


def test_setup_counts():
    s = E.new_game(4, 9)
    assert [sum(c) for c in s.cells] == [3] * 30
    assert sum(s.bag) == 0 and meeples(s) == 90
    assert [camels(s, p) for p in range(4)] == [8] * 4
    assert sum(1 for c in s.decks["resources"].row if c) == 9
    assert sum(1 for c in s.decks["djinns"].row if c) == 3
    assert sorted(s.tracks["bid_order"]) == [0, 1, 2, 3]


def test_rows_refill_at_clean_up_only():
    s, me = at_move()
    s = arranged(s, b3="g", c3="g", **MORE_MOVES)
    s = finish_turn(play(s, "b3 Eg"))
    while kind(s) == "take":
        s = finish_turn(play(s, ids(s)[0]))
    assert s.decks["resources"].row.count(None) == 2
    s = _finish_round(s)
    assert s.decks["resources"].row.count(None) == 0
