"""The transfer verbs (steal, usurp, shift, discard), the functions new_this_turn, at and
owned, and the events performed and stolen: each on a constructed position, exact results.

Every test starts from the blank position of tests/test_dsl.py (no pieces, owners, tokens or
cards; everyone has 50 gold and 8 camels; player 0 acts with `final` on c3).
"""

from __future__ import annotations

import pytest
from test_dsl import RS, T, ask, blank, ctx_for, holds, ids, names, possible, run, value

from naqala.dsl.compiler import Compiler, Scope
from naqala.dsl.functions import BUILTINS, FUNCTIONS
from naqala.dsl.parser import SnippetError
from naqala.dsl.verbs import VERBS
from naqala.engine.context import Ctx
from naqala.engine.decisions import Choices
from naqala.engine.engine import Engine
from naqala.engine.state import new_turn

C = Compiler(RS.names, FUNCTIONS, VERBS, BUILTINS)
P = RS.piece_index
PALM, PALACE = RS.token_index["palm"], RS.token_index["palace"]
TILES = Scope({"src": "tile", "dst": "tile", "rival": "player"})


class Recorder(Engine):
    """An engine that writes down every event announced (then runs the triggers as usual)."""

    def __init__(self, rs):
        super().__init__(rs)
        self.log: list[tuple[str, dict]] = []

    def fire(self, ctx, event, fields):
        self.log.append((event, dict(fields)))
        super().fire(ctx, event, fields)


REC = Recorder(RS)


def recorded(text, s, *choices, me=0, env=None, scope=None):
    """Run an effect on a recording engine; returns the events announced."""
    REC.log = []
    ctx = Ctx(REC, s, me, Choices(tuple(choices)), dict(env or {}))
    C.effect(text, scope).run(ctx)
    return REC.log


def run_with(text, s, *choices, me=0, env=None):
    """Run an effect that reads the local names src, dst (tiles) and rival (a player)."""
    ctx = ctx_for(s, *choices, me=me, env=env)
    C.effect(text, TILES).run(ctx)
    return ctx


def pieces(s, p):
    return {k: s.players[p].pieces[i] for k, i in P.items() if s.players[p].pieces[i]}


def counters(s, p):
    return s.players[p].counters


# steal -----------------------------------------------------------------------------------------


def test_steal_pieces_choice_of_victim_then_of_kind():
    s = blank()
    holds(s, 1, vizier=2, elder=1)
    holds(s, 2, vizier=1)
    holds(s, 3, builder=4)
    text = "steal 2 of [vizier, elder] from choose opponents where held(vizier) + held(elder) > 0"
    d = ask(text, s)
    assert (d.kind, ids(d)) == ("choose.player", ["p2", "p3"])
    d = ask(text, s, "p2")
    assert (d.kind, ids(d), d.player, d.context) == ("steal", ["vizier", "elder"], 0, {"from": 1})
    run(text, s, "p2", "elder", "vizier")
    assert pieces(s, 0) == {"vizier": 1, "elder": 1}
    assert pieces(s, 1) == {"vizier": 1}
    assert pieces(s, 2) == {"vizier": 1} and pieces(s, 3) == {"builder": 4}


def test_steal_a_single_kind_is_not_asked_and_stops_when_the_victim_runs_out():
    s = blank()
    holds(s, 1, vizier=1, elder=3)
    ctx = run("steal 3 of [vizier] from choose opponents where held(vizier) > 0", s)
    assert ctx.choices.record == ("p2", "vizier")  # one victim, one kind: nothing asked
    assert pieces(s, 0) == {"vizier": 1} and pieces(s, 1) == {"elder": 3}


def test_steal_cards_of_a_deck_offers_each_type_once():
    s = blank()
    s.players[1].cards = ["fish", "enki", "fish", "silk", "fakir"]
    text = "steal 2 of resources from choose opponents where count(cards(resources)) > 0"
    d = ask(text, s)  # only p2 has resource cards: chosen without asking
    assert (d.kind, ids(d)) == ("steal", ["fish", "silk", "fakir"])
    run(text, s, "p2", "fish", "fish")
    assert s.players[0].cards == ["fish", "fish"]
    assert s.players[1].cards == ["enki", "silk", "fakir"]


def test_steal_cards_of_a_class_and_of_one_type():
    s = blank()
    s.players[2].cards = ["fakir", "enki", "silk", "fakir", "boaz"]
    run("steal 1 of djinns from choose opponents where count(cards(djinns)) > 0", s, "p3", "boaz")
    assert s.players[0].cards == ["boaz"]
    run("steal 5 of fakir from choose opponents where holds(fakir)", s)
    assert s.players[0].cards == ["boaz", "fakir", "fakir"]
    run("steal 1 of merchandise from choose opponents where holds(silk)", s)
    assert s.players[0].cards == ["boaz", "fakir", "fakir", "silk"]
    assert s.players[2].cards == ["enki"]


def test_steal_possible_only_when_some_victim_has_something():
    s = blank()
    holds(s, 1, builder=2)
    text = "may steal 1 of [vizier, elder] from choose opponents"
    assert not possible("steal 1 of [vizier, elder] from choose opponents", s)
    ctx = run(text, s)
    assert ctx.choices.record == ()  # the may is not even offered
    assert not possible("steal 1 of djinns from choose opponents where held(vizier) > 0", s)
    holds(s, 3, elder=1)
    assert possible("steal 1 of [vizier, elder] from choose opponents", s)
    assert ids(ask(text, s)) == ["yes", "no"]


def test_steal_announces_stolen():
    s = blank()
    holds(s, 2, vizier=1)
    s.players[2].cards = ["fish"]
    log = recorded("steal 1 of [vizier] from choose opponents where held(vizier) > 0 "
                   "then steal 1 of resources from choose opponents where holds(fish)", s)
    assert log == [("gained", {"piece": "vizier", "number": 1, "actor": 0}),
                   ("stolen", {"item": "vizier", "victim": 2, "actor": 0}),
                   ("stolen", {"item": "fish", "victim": 2, "actor": 0})]


def test_steal_of_a_djinn_is_not_a_take():
    """Ba'al pays when a Djinn is taken; stealing one is not taking it."""
    s = blank()
    s.players[1].cards = ["enki"]
    s.players[2].cards = ["baal"]
    run("steal 1 of djinns from choose opponents where holds(enki)", s)
    assert s.players[0].cards == ["enki"]
    assert counters(s, 2)["gold"] == 50


def test_steal_rejects_what_cannot_be_held():
    with pytest.raises(SnippetError) as err:
        C.effect("steal 1 of gold from choose opponents")
    assert err.value.code == "D217"


# usurp -----------------------------------------------------------------------------------------


def test_usurp_returns_the_camel_to_its_owner():
    s = blank()
    s.owner[T["b2"]] = 1
    s.owner[T["e4"]] = 1
    s.owner[T["a1"]] = 2
    counters(s, 1)["camels"] = 6
    text = "usurp choose tiles where owner != me and owner != none"
    assert ids(ask(text, s)) == ["a1", "b2", "e4"]
    log = recorded(text, s, "e4")
    assert s.owner[T["e4"]] == 0 and s.owner[T["b2"]] == 1
    assert counters(s, 0)["camels"] == 7 and counters(s, 1)["camels"] == 7
    assert log == [("claimed", {"tile": T["e4"], "actor": 0})]


def test_usurp_of_an_unowned_or_own_tile_does_nothing():
    s = blank()
    s.owner[T["b2"]] = 0
    run_with("usurp src", s, env={"src": T["b2"]})
    run_with("usurp src", s, env={"src": T["c3"]})
    assert s.owner[T["b2"]] == 0 and s.owner[T["c3"]] is None
    assert counters(s, 0)["camels"] == 8


def test_usurp_needs_a_camel():
    s = blank()
    s.owner[T["b2"]] = 1
    counters(s, 0)["camels"] = 0
    text = "usurp choose tiles where owner != me and owner != none"
    assert not possible(text, s)
    run(text, s, "b2")
    assert s.owner[T["b2"]] == 1 and counters(s, 1)["camels"] == 8
    counters(s, 0)["camels"] = 1
    assert possible(text, s)
    assert not possible(text + " and pieces > 0", s)  # nothing to choose


# shift -----------------------------------------------------------------------------------------


def test_shift_moves_one_token_chosen_among_kinds():
    s = blank()
    s.tokens[T["a1"]][PALM] = 1
    s.tokens[T["a1"]][PALACE] = 2
    supply = s.supply[:]
    s.players[1].cards = ["monkir"]
    env = {"src": T["a1"], "dst": T["f5"]}
    ctx = ctx_for(s, env=env)
    with pytest.raises(Exception) as stop:
        C.effect("shift 1 of [palm, palace] from src to dst", TILES).run(ctx)
    assert ids(stop.value.decision) == ["palm", "palace"]
    run_with("shift 1 of [palm, palace] from src to dst", s, "palace", env=env)
    assert s.tokens[T["a1"]] == [1, 1] and s.tokens[T["f5"]] == [0, 1]
    assert s.supply == supply  # moved, not taken from the bank
    assert counters(s, 1)["gold"] == 50  # not a palace placed: Monkir does not pay


def test_shift_several_and_a_single_kind():
    s = blank()
    s.tokens[T["a1"]][PALM] = 2
    ctx = run_with("shift 3 of [palm, palace] from src to dst", s,
                   env={"src": T["a1"], "dst": T["b2"]})
    assert ctx.choices.record == ("palm", "palm")  # only palms there: never asked
    assert s.tokens[T["a1"]] == [0, 0] and s.tokens[T["b2"]] == [2, 0]


def test_shift_with_chosen_tiles_and_its_possibility():
    s = blank()
    s.owner[T["d3"]] = 1
    s.owner[T["b2"]] = 0
    s.owner[T["e4"]] = 0
    text = ("shift 1 of [palm, palace] from choose tiles where owner != me and owner != none "
            "and tokens > 0 to choose tiles where owner = me")
    assert not possible(text, s)  # no token on player 1's tile
    s.tokens[T["d3"]][PALM] = 1
    assert possible(text, s)
    run(text, s, "d3", "palm", "e4")
    assert s.tokens[T["d3"]] == [0, 0] and s.tokens[T["e4"]] == [1, 0]
    s.tokens[T["d3"]][PALACE] = 1
    s.owner[T["b2"]] = s.owner[T["e4"]] = None
    assert not possible(text, s)  # nowhere to put it


# discard ---------------------------------------------------------------------------------------


def test_discard_sends_a_card_to_its_decks_discard_pile():
    s = blank()
    s.players[0].cards = ["fakir", "enki", "fakir"]
    s.decks["resources"].discard = []
    s.decks["djinns"].discard = []
    run("discard enki then discard fakir", s)
    assert s.players[0].cards == ["fakir"]
    assert s.decks["djinns"].discard == ["enki"] and s.decks["resources"].discard == ["fakir"]


def test_discard_only_a_held_card():
    s = blank()
    s.players[1].cards = ["enki"]
    assert not possible("discard enki", s)
    ctx = run("may discard enki then gain 5 gold", s)
    assert ctx.choices.record == () and counters(s, 0)["gold"] == 50
    run("discard enki", s)  # does nothing
    assert s.players[1].cards == ["enki"]
    s.players[0].cards = ["enki"]
    run("may discard enki then gain 5 gold", s, "yes")
    assert counters(s, 0)["gold"] == 55 and s.players[0].cards == []


# Functions -------------------------------------------------------------------------------------


def test_new_this_turn_after_take_and_draw():
    s = blank()
    s.players[0].cards = ["silk"]
    s.decks["djinns"].row = ["enki", "boaz", None]
    s.decks["resources"].draw.append("fish")
    run("take 1 from djinns", s, "boaz@2")
    run("draw 1 from resources", s)
    assert s.players[0].cards == ["silk", "boaz", "fish"]
    assert value("new_this_turn(boaz)", s) and value("new_this_turn(fish)", s)
    assert not value("new_this_turn(silk)", s)  # held before the turn
    assert not value("new_this_turn(enki)", s)  # still in the row
    s.turn = new_turn(1, 1)
    assert not value("new_this_turn(boaz)", s)  # the next turn forgets


def test_new_this_turn_not_for_a_stolen_card():
    s = blank()
    s.players[1].cards = ["enki"]
    run("steal 1 of djinns from choose opponents where holds(enki)", s)
    assert not value("new_this_turn(enki)", s)


@pytest.mark.parametrize("n, expected", [(0, 0), (-2, 0), (1, 1), (3, 7), (9, 60), (10, 60),
                                         (25, 60)])
def test_at_reads_a_table(n, expected):
    assert RS.tables["suit_table"] == (1, 3, 7, 13, 21, 30, 40, 50, 60)
    assert value(f"at(suit_table, {n})" if n >= 0 else f"at(suit_table, 0 - {-n})",
                 blank()) == expected


def test_at_with_a_computed_index():
    s = blank()
    s.owner[T["a1"]] = s.owner[T["b2"]] = 0
    assert value("at(suit_table, count(owned(me)) + 1)", s) == 7


def test_owned_by_a_player():
    s = blank()
    s.owner[T["a1"]] = 0
    s.owner[T["f5"]] = 0
    s.owner[T["c2"]] = 2
    assert names(value("owned(me)", s)) == ["a1", "f5"]
    assert names(value("owned(me)", s, me=2)) == ["c2"]
    assert value("owned(me)", s, me=1) == []
    s.tokens[T["c2"]][PALM] = 1
    assert value("count(opponents where count(owned where tokens > 0) > 0)", s) == 1
    assert names(value("owned(rival) where kind = sacred_place", s, scope={"rival": "player"},
                       env={"rival": 2})) == ["c2"]
    assert value("sum(value over owned(me))", s) == 8 + 4


# Events ----------------------------------------------------------------------------------------


def test_perform_announces_performed_after_the_action():
    s = blank()
    s.players[0].hand = [0, 0, 0, 2, 0]  # two Merchants picked up
    s.turn["picked"] = 2
    s.decks["resources"].row = ["fish", "silk", "ivory", None, None, None, None, None, None]
    log = recorded("perform merchant then perform kind(final)", s, "no")
    assert [e for e, _ in log] == ["taken", "taken", "performed", "performed"]
    assert log[2][1] == {"action": "merchant", "actor": 0}
    assert log[3][1] == {"action": "small_market", "actor": 0}  # c3 is a small market
    assert s.players[0].cards == ["fish", "silk"]


def test_a_trigger_on_performed_and_on_stolen():
    fields = {"performed": {"action": "id:*"}, "stolen": {"item": "id:*", "victim": "player"}}
    event, cond, stmt = C.trigger("performed if action = vizier and actor = me then gain 1 gold",
                                  lambda e, _: fields[e])
    assert event == "performed"
    s = blank()
    ctx = ctx_for(s, env={"action": "vizier", "actor": 0})
    assert cond.fn(ctx)
    assert not cond.fn(ctx_for(s, env={"action": "elder", "actor": 0}))
    event, cond, _ = C.trigger("stolen if victim = me then gain 1 gold", lambda e, _: fields[e])
    assert event == "stolen" and cond.fn(ctx_for(s, env={"item": "fish", "victim": 0,
                                                          "actor": 1}))

