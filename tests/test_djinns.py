"""Each of the 22 Djinns in a position where its power matters (docs/base-game.md, the Djinn
table)."""

from __future__ import annotations

import pytest
from helpers import (
    PIECE,
    RS,
    TOKEN,
    E,
    any_turn,
    arranged,
    arranged_no_cards,
    camels,
    edit,
    finish_turn,
    game,
    give,
    gold,
    hold,
    ids,
    kind,
    kinds,
    meeples,
    play,
    set_row,
    t,
    to_top,
    who,
)

V, W, B, G, R_ = (PIECE[p] for p in ("vizier", "elder", "builder", "merchant", "assassin"))
PALM, PALACE = TOKEN["palm"], TOKEN["palace"]
DJINNS = ["al_amin", "anun_nak", "baal", "boaz", "bouraq", "echidna", "enki", "hagis",
          "haurvatat", "iblis", "jafaar", "kandicha", "kumarbi", "lamia", "leta", "marid",
          "monkir", "nekir", "shamhat", "sibittis", "sloar", "utug"]


def at_move(seed=0):
    s = game(3, seed)
    me = who(s)
    return s, me, (me + 1) % 3, (me + 2) % 3


def test_all_22_djinns_are_in_the_ruleset():
    assert sorted(c for c in RS.card_deck if RS.card_deck[c] == "djinns") == DJINNS
    vps = sorted(RS.card_vp[c] for c in DJINNS)
    assert vps == [4] * 4 + [5] + [6] * 10 + [8] * 5 + [10] * 2


# Scoring Djinns ---------------------------------------------------------------------------------


def test_scoring_djinns():
    s, me, a, b = at_move()

    def fn(x):
        kinds(x, a1="oasis")
        x.owner[t("a1")] = me
        x.tokens[t("a1")] = [2, 1]
        hold(x, me, "yyww")
        hold(x, a, "y")
        give(x, me, "fish", "wheat", "fakir", "fakir", "fakir", "fakir")
        give(x, a, "fish", "wheat", "fakir", "fakir", "fakir", "fakir")
    plain = E.scores(arranged_no_cards(s, fn))[me]["terms"]
    assert plain["viziers"] == 2 + 10 + 10 and plain["elders"] == 4
    assert plain["tiles"] == 8 + 6 + 5 and plain["merchandise"] == 3

    def with_djinns(x):
        fn(x)
        give(x, me, "haurvatat", "jafaar", "shamhat", "al_amin")
    terms = E.scores(arranged_no_cards(s, with_djinns))[me]["terms"]
    assert terms["djinns"] == 8 + 6 + 6 + 5
    assert terms["tiles"] == 8 + 10 + 5  # Haurvatat: palms 5 each
    assert terms["viziers"] == 6 + 10 + 10  # Jafaar: 3 each, the bonus unchanged
    assert terms["elders"] == 8  # Shamhat: 4 each
    assert terms["merchandise"] == 13  # Al-Amin: 4 Fakirs = 2 wild cards: a suit of 4
    # only for their holder
    assert E.scores(arranged_no_cards(s, with_djinns))[a]["terms"]["merchandise"] == 3


def test_al_amin_odd_fakir_does_not_count():
    s, me, a, b = at_move()
    x = arranged_no_cards(s, lambda x: give(x, me, "al_amin", "fish", "fakir", "fakir", "fakir"))
    assert E.scores(x)[me]["terms"]["merchandise"] == 3


def test_djinn_values_add_up():
    s, me, a, b = at_move()
    x = arranged_no_cards(s, lambda x: give(x, me, *DJINNS))
    assert E.scores(x)[me]["terms"]["djinns"] == 4 * 4 + 5 + 60 + 40 + 20


# Powers with a cost -------------------------------------------------------------------------------


def test_enki_places_a_palm_on_any_oasis_once_per_turn():
    s, me, a, b = at_move()

    def fn(x):
        kinds(x, b2="oasis", d4="oasis")
        give(x, me, "enki", "fakir", "fakir")
    s = arranged_no_cards(s, fn)
    assert "power:enki" in ids(s)
    s = play(s, "power:enki")
    assert set(ids(s)) == {"b2", "d4"}
    s = play(s, "d4")
    assert s.tokens[t("d4")][PALM] == 1 and s.players[me].cards.count("fakir") == 1
    assert kind(s) == "move.start" and "power:enki" not in ids(s)  # once per turn
    s = finish_turn(play(s, "e1 Ew"))
    assert "power:enki" not in ids(s)  # not on other players' turns


def test_enki_paid_with_an_elder_or_a_fakir():
    s, me, a, b = at_move()

    def fn(x):
        kinds(x, d4="oasis")
        give(x, me, "enki", "fakir")
        hold(x, me, "w")
    s = play(arranged_no_cards(s, fn), "power:enki")
    assert set(ids(s)) == {"elder", "fakir"}
    s = play(s, "elder")
    assert s.players[me].pieces[W] == 0 and s.tokens[t("d4")][PALM] == 1


def test_power_not_offered_without_payment():
    s, me, a, b = at_move()
    s = arranged_no_cards(s, lambda x: (kinds(x, d4="oasis"), give(x, me, "enki")))
    assert not any(o.startswith("power:") for o in ids(s))


def test_bouraq_places_a_palace_on_any_village():
    s, me, a, b = at_move()

    def fn(x):
        kinds(x, c1="village", e3="village")
        give(x, me, "bouraq", "fakir")
    s = play(arranged_no_cards(s, fn), "power:bouraq", "e3")
    assert s.tokens[t("e3")][PALACE] == 1
    assert s.supply[PALACE] == RS.token_supply[PALACE] - 1


def test_anun_nak_fills_a_bare_tile_from_the_bag():
    s, me, a, b = at_move()

    def fn(x):
        x.owner[t("a1")] = a
        x.tokens[t("a2")] = [1, 0]
        give(x, me, "anun_nak", "fakir")
    s = arranged_no_cards(s, fn)
    n0 = meeples(s)
    s = play(s, "power:anun_nak")
    offered = set(ids(s))
    assert "a1" not in offered and "a2" not in offered and "f1" not in offered
    assert "c3" in offered
    s = play(s, "c3")
    assert sum(s.cells[t("c3")]) == 3 and meeples(s) == n0


def test_leta_places_a_camel_on_a_bare_tile():
    s, me, a, b = at_move()

    def fn(x):
        x.tokens[t("a2")] = [1, 0]
        hold(x, me, "ww")
        give(x, me, "leta")
    s = arranged_no_cards(s, fn)
    c0 = camels(s, me)
    s = play(s, "power:leta")
    assert "a2" not in ids(s) and "f1" not in ids(s) and "c3" in ids(s)
    s = play(s, "c3")
    assert s.owner[t("c3")] == me and camels(s, me) == c0 - 1
    assert s.players[me].pieces[W] == 0


def test_utug_places_a_camel_on_a_tile_with_only_meeples():
    s, me, a, b = at_move()

    def fn(x):
        x.tokens[t("d3")] = [1, 0]
        x.owner[t("a3")] = a
        hold(x, me, "w")
        give(x, me, "utug", "fakir")
    s = arranged_no_cards(s, fn, c3="g", d3="g", a3="g")
    s = play(s, "power:utug")
    assert "d3" not in ids(s) and "a3" not in ids(s) and "b3" not in ids(s)
    assert {"c3", "f1", "e1"} <= set(ids(s))
    s = play(s, "c3")
    assert s.owner[t("c3")] == me and s.cells[t("c3")][G] == 1  # the meeples stay


def test_camel_powers_trigger_the_end_of_the_game():
    s, me, a, b = at_move()

    def fn(x):
        hold(x, me, "ww")
        give(x, me, "leta")
        x.players[me].counters["camels"] = 1
    s = play(arranged_no_cards(s, fn), "power:leta", "c3")
    assert camels(s, me) == 0
    assert "power:leta" not in ids(s)
    assert not s.over
    while E.decision(s) is not None and kind(s) != "bid":
        s = any_turn(s)
    assert s.over


def test_camel_powers_need_a_camel():
    s, me, a, b = at_move()

    def fn(x):
        hold(x, me, "ww")
        give(x, me, "leta", "utug")
        x.players[me].counters["camels"] = 0
    s = arranged_no_cards(s, fn)
    assert not any(o.startswith("power:") for o in ids(s))


def test_sloar_takes_the_top_resource_card():
    s, me, a, b = at_move()

    def fn(x):
        give(x, me, "sloar", "fakir")
        to_top(x, "resources", "ivory")
    s = play(arranged_no_cards(s, fn), "power:sloar")
    assert s.players[me].cards == ["sloar", "ivory"]


def test_sibittis_keeps_one_of_three_djinns():
    s, me, a, b = at_move()

    def fn(x):
        hold(x, me, "w")
        give(x, me, "sibittis", "fakir")
        to_top(x, "djinns", "boaz", "enki", "lamia")
    s = play(arranged_no_cards(s, fn), "power:sibittis")
    assert kind(s) == "keep" and set(ids(s)) == {"boaz", "enki", "lamia"}
    s = play(s, "enki")
    assert s.players[me].cards == ["sibittis", "enki"]
    assert set(s.decks["djinns"].discard[-2:]) == {"boaz", "lamia"}
    # a Djinn taken this turn may be used this turn (Enki needs an Elder or a Fakir: none left)
    assert "power:enki" not in ids(s)


def test_djinn_taken_at_a_sacred_place_is_usable_the_same_turn():
    s, me, a, b = at_move()

    def fn(x):
        kinds(x, c3="sacred_place")
        hold(x, me, "www")
        give(x, me, "fakir")
        set_row(x, "djinns", ["sloar", "boaz", "shamhat"])
    s = play(arranged_no_cards(s, fn, b3="y", c3="y"), "b3 Ey", "yes", "2elder", "sloar@1")
    assert kind(s) == "pause" and "power:sloar" in ids(s)
    s = play(s, "power:sloar")
    assert len(s.players[me].cards) == 2 and "fakir" not in s.players[me].cards


def test_echidna_doubles_builders_gold():
    s, me, a, b = at_move()

    def fn(x):
        kinds(x, c2="village", d2="village")
        hold(x, me, "w")
        give(x, me, "echidna", "fakir")
    s = arranged_no_cards(s, fn, b3="b", c3="bb")
    g0 = gold(s, me)
    s = play(s, "power:echidna")
    assert s.players[me].pieces[W] == 0 and s.players[me].cards == ["echidna"]
    s = finish_turn(play(s, "b3 Eb"))
    assert gold(s, me) - g0 == 3 * 2 * 2


def test_iblis_kills_two_on_one_tile():
    s, me, a, b = at_move()
    s = arranged_no_cards(s, lambda x: give(x, me, "iblis", "fakir"), b3="r", c3="r", c4="gy")
    c0 = camels(s, me)
    s = play(s, "power:iblis", "b3 Er")  # c4 is the only target
    assert kind(s) == "remove"
    s = finish_turn(play(s, ids(s)[0]))
    assert sum(s.cells[t("c4")]) == 0 and s.owner[t("c4")] == me
    assert camels(s, me) == c0 - 2


def test_iblis_kills_two_from_one_opponent():
    s, me, a, b = at_move()

    def fn(x):
        hold(x, a, "yww")
        give(x, me, "iblis", "fakir")
    s = arranged_no_cards(s, fn, b3="r", c3="r")
    s = play(s, "power:iblis", "b3 Er")  # only a's meeples can be killed
    assert set(ids(s)) == {"vizier", "elder"}
    s = finish_turn(play(s, "vizier"))  # the second victim is an Elder: no choice left
    assert s.players[a].pieces[:2] == [0, 1]


@pytest.mark.parametrize("djinn, kind_name", [("hagis", "village"), ("lamia", "oasis")])
def test_hagis_and_lamia_place_on_a_surrounding_tile(djinn, kind_name):
    s, me, a, b = at_move()
    token = PALACE if djinn == "hagis" else PALM

    def fn(x):
        kinds(x, c3=kind_name)
        give(x, me, djinn, "fakir")
    s = play(arranged_no_cards(s, fn, b3="y", c3="y"), f"power:{djinn}", "b3 Ey")
    assert kind(s) == "choose.tile"
    assert set(ids(s)) == {"b2", "c2", "d2", "b3", "c3", "d3", "b4", "c4", "d4"}
    s = finish_turn(play(s, "d4"))
    assert s.tokens[t("d4")][token] == 1 and s.tokens[t("c3")][token] == 0


def test_hagis_without_using_it_places_on_the_village():
    s, me, a, b = at_move()

    def fn(x):
        kinds(x, c3="village")
        give(x, me, "hagis", "fakir")
    s = finish_turn(play(arranged_no_cards(s, fn, b3="y", c3="y"), "b3 Ey"))
    assert s.tokens[t("c3")][PALACE] == 1


def test_once_per_turn_then_again_next_turn_in_two_player_games():
    s = game(2, 1)
    me = who(s)

    def fn(x):
        kinds(x, default="small_market", d4="oasis")
        give(x, me, "enki", "fakir", "fakir", "fakir")
    s = arranged(s, fn, a3="gg", c3="g")
    s = play(s, "power:enki")
    assert "power:enki" not in ids(s)
    turns_with_enki = 1
    while E.decision(s) is not None and s.round == 1:
        if s.turn["player"] == me and "power:enki" in ids(s):
            turns_with_enki += 1
            s = play(s, "power:enki")
        if kind(s) == "move.start":
            s = play(s, ids(s)[0])
        while kind(s) == "move.drop":
            s = play(s, ids(s)[0])
        s = finish_turn(s)
    assert turns_with_enki == 2  # both of my turns this round
    assert s.tokens[t("d4")][PALM] == 2


# Triggers -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("taker_is_holder, gain", [(True, 1), (False, 2)])
def test_baal(taker_is_holder, gain):
    s, me, a, b = at_move()
    holder = me if taker_is_holder else a

    def fn(x):
        kinds(x, c3="sacred_place")
        hold(x, me, "ww")
        give(x, holder, "baal")
        set_row(x, "djinns", ["sloar", "boaz", "shamhat"])
    s = arranged_no_cards(s, fn, b3="y", c3="y")
    g0 = gold(s, holder)
    s = finish_turn(play(s, "b3 Ey", "yes", "boaz@2"))
    assert gold(s, holder) - g0 == gain


def test_baal_counts_sibittis():
    s, me, a, b = at_move()

    def fn(x):
        hold(x, me, "ww")
        give(x, me, "sibittis")
        give(x, a, "baal")
    s = arranged_no_cards(s, fn)
    g0 = gold(s, a)
    s = play(s, "power:sibittis", ids(play(s, "power:sibittis"))[0])
    assert gold(s, a) - g0 == 2


def test_boaz_protects_viziers_and_elders():
    s, me, a, b = at_move()

    def fn(x):
        hold(x, a, "yw")
        hold(x, b, "w")
        give(x, a, "boaz")
    s = play(arranged_no_cards(s, fn, b3="r", c3="r", c4="g"), "b3 Er", "alt2")
    s = finish_turn(s)
    assert s.players[a].pieces[:2] == [1, 1] and s.players[b].pieces[W] == 0


def test_boaz_alone_leaves_only_board_kills():
    s, me, a, b = at_move()

    def fn(x):
        hold(x, a, "yw")
        give(x, a, "boaz")
    s = arranged_no_cards(s, fn, b3="r", c3="r", c4="g")
    s = finish_turn(play(s, "b3 Er"))  # no alternative offered: the only target is c4
    assert s.players[a].pieces[:2] == [1, 1] and s.owner[t("c4")] == me


@pytest.mark.parametrize("victim, check", [("g", "card"), ("b", "gold"), ("y", "vizier")])
def test_kandicha(victim, check):
    s, me, a, b = at_move()

    def fn(x):
        kinds(x, default="oasis", b4="village", d5="sacred_place")
        give(x, me, "kandicha")
        to_top(x, "resources", "ivory")
    s = arranged_no_cards(s, fn, b3="r", c3="r", c4=victim)
    g0, n0 = gold(s, me), meeples(s)
    s = finish_turn(play(s, "b3 Er"))
    if check == "card":
        assert "ivory" in s.players[me].cards
    if check == "gold":
        assert gold(s, me) - g0 == 2  # c4 sees b4 and d5
    if check == "vizier":
        assert s.players[me].pieces[V] == 1
    assert meeples(s) == n0


def test_kandicha_keeps_an_opponents_elder():
    s, me, a, b = at_move()

    def fn(x):
        hold(x, a, "w")
        give(x, me, "kandicha")
    s = arranged_no_cards(s, fn, b3="r", c3="r")
    s = finish_turn(play(s, "b3 Er"))  # a's Elder is the only target
    assert s.players[a].pieces[W] == 0 and s.players[me].pieces[W] == 1


def test_kandicha_only_for_its_holders_kills():
    s, me, a, b = at_move()

    def fn(x):
        give(x, a, "kandicha")
    s = finish_turn(play(arranged_no_cards(s, fn, b3="r", c3="r", c4="y"), "b3 Er"))
    assert s.players[a].pieces[V] == 0 and s.players[me].pieces[V] == 0


@pytest.mark.parametrize("holder_is_mover, gain", [(True, 1), (False, 2)])
def test_marid(holder_is_mover, gain):
    s, me, a, b = at_move()
    holder = me if holder_is_mover else a

    def fn(x):
        x.owner[t("b3")] = holder  # two drops land on holder's tiles
        x.owner[t("c3")] = holder
        x.owner[t("d3")] = b
        give(x, holder, "marid")
    s = arranged_no_cards(s, fn, a3="yww", d3="w")
    g0, gb = gold(s, holder), gold(s, b)
    s = finish_turn(play(s, "a3 Ey Ew Ew"))
    assert gold(s, holder) - g0 == 2 * gain
    assert gold(s, b) == gb


@pytest.mark.parametrize("holder_is_placer, gain", [(True, 1), (False, 2)])
def test_monkir(holder_is_placer, gain):
    s, me, a, b = at_move()
    holder = me if holder_is_placer else a

    def fn(x):
        kinds(x, c3="village", e5="village")
        give(x, holder, "monkir")
        give(x, me, "bouraq", "fakir")
    s = arranged_no_cards(s, fn, b3="y", c3="y")
    g0 = gold(s, holder)
    s = play(s, "power:bouraq", "e5")
    s = finish_turn(play(s, "b3 Ey"))
    assert s.tokens[t("e5")][PALACE] == 1 and s.tokens[t("c3")][PALACE] == 1
    assert gold(s, holder) - g0 == 2 * gain  # two palaces placed by the mover


def test_monkir_not_for_palms():
    s, me, a, b = at_move()

    def fn(x):
        kinds(x, c3="oasis")
        give(x, a, "monkir")
    s = arranged_no_cards(s, fn, b3="y", c3="y")
    g_a = gold(s, a)
    s = finish_turn(play(s, "b3 Ey"))
    assert gold(s, a) == g_a


@pytest.mark.parametrize("holder_is_killer, gain", [(True, 1), (False, 2)])
def test_nekir_once_per_kill_action_even_double(holder_is_killer, gain):
    s, me, a, b = at_move()
    holder = me if holder_is_killer else a

    def fn(x):
        give(x, holder, "nekir")
        give(x, me, "iblis", "fakir")
    s = arranged_no_cards(s, fn, b3="r", c3="r", c4="gy")
    g0 = gold(s, holder)
    s = play(s, "power:iblis", "b3 Er", "merchant")
    s = finish_turn(s)
    assert sum(s.cells[t("c4")]) == 0
    assert gold(s, holder) - g0 == gain


def test_nekir_needs_a_kill():
    s, me, a, b = at_move()

    def fn(x):
        kinds(x, default="oasis")
        give(x, a, "nekir")
    # nothing to kill within one step of b3, nobody holds meeples
    s = arranged_no_cards(s, fn, a3="r", b3="r")
    g_a = gold(s, a)
    s = finish_turn(play(s, "a3 Er"))
    assert s.owner[t("b3")] == me
    assert gold(s, a) == g_a


# Kumarbi ---------------------------------------------------------------------------------------


def test_kumarbi_discards_fakirs_for_a_cheaper_spot():
    s = E.new_game(3, 6)
    bidder = who(s)

    def fn(x):
        give(x, bidder, "kumarbi", "fakir", "fakir")
    s = edit(s, fn)
    assert {"s6", "s6-1", "s6-2"} <= set(ids(s))
    s = play(s, "s6-2")  # the 5-gold spot for the price of the 1-gold spot
    assert gold(s, bidder) == 49
    assert s.players[bidder].cards == ["kumarbi"]
    assert s.tracks["turn_order"][5] is not None


def test_without_kumarbi_no_discount():
    s = E.new_game(3, 6)
    bidder = who(s)
    s = edit(s, lambda x: give(x, bidder, "fakir", "fakir"))
    assert not any("-" in o for o in ids(s))


def test_every_djinn_has_a_test():
    import sys
    names = dir(sys.modules[__name__])
    tested = {d for d in DJINNS for n in names if n.startswith("test_") and d.replace("_", "")
              in n.replace("_", "")}
    tested |= {"al_amin", "haurvatat", "jafaar", "shamhat"}  # test_scoring_djinns
    assert tested == set(DJINNS)
