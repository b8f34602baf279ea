"""The verb tribute (docs/effects.md): every player of a set gives up things of their own
choosing, the acting player takes some back; on the blank position of tests/test_dsl.py
(player 0 acts; 4 players).
"""

from __future__ import annotations

import pytest
from test_dsl import RS, T, ask, blank, holds, ids, run

from naqala.dsl.compiler import Compiler
from naqala.dsl.functions import BUILTINS, FUNCTIONS
from naqala.dsl.parser import SnippetError
from naqala.dsl.verbs import VERBS

C = Compiler(RS.names, FUNCTIONS, VERBS, BUILTINS)
P = RS.piece_index
PALM, PALACE = RS.token_index["palm"], RS.token_index["palace"]


def test_each_giver_chooses_then_the_taker_keeps_one_and_the_rest_goes_to_the_bag():
    s = blank()
    holds(s, 1, vizier=1, elder=2)
    holds(s, 2, elder=1)
    holds(s, 3, vizier=2)
    text = "tribute 1 of [vizier, elder] from opponents keep 1"
    d = ask(text, s)
    assert (d.kind, d.player, ids(d), d.context) == ("tribute", 1, ["vizier", "elder"], {"to": 0})
    d = ask(text, s, "elder")  # p3 has only an Elder: given without asking; p4 only Viziers
    assert (d.kind, d.player, ids(d)) == ("tribute.keep", 0, ["elder", "vizier"])
    bag = list(s.bag)
    run(text, s, "elder", "vizier")
    assert s.players[0].pieces[P["vizier"]] == 1 and s.players[0].pieces[P["elder"]] == 0
    assert s.players[1].pieces[P["elder"]] == 1 and s.players[2].pieces[P["elder"]] == 0
    assert s.players[3].pieces[P["vizier"]] == 1
    assert s.bag[P["elder"]] == bag[P["elder"]] + 2  # the two Elders not taken


def test_givers_are_asked_in_seat_order_from_the_taker():
    s = blank()
    for p in (0, 2, 3):
        holds(s, p, vizier=1, elder=1)
    d = ask("tribute 1 of [vizier, elder] from opponents", s, me=1)
    assert d.player == 2
    d = ask("tribute 1 of [vizier, elder] from opponents", s, "vizier", "vizier", me=1)
    assert d.player == 0


def test_cards_go_to_the_discard_pile_and_two_may_be_kept():
    s = blank()
    s.players[1].cards = ["fish", "silk", "enki"]
    s.players[2].cards = ["wheat"]
    discard = s.decks["resources"].discard
    n = len(discard)
    text = "tribute 2 of resources from opponents keep 2"
    run(text, s, "silk", "fish", "wheat")  # p2 gives silk, then fish (left alone); p3 wheat
    assert s.players[1].cards == ["enki"] and s.players[2].cards == []
    assert s.players[0].cards == ["fish", "wheat"]
    assert discard[n:] == ["silk"]


def test_tiles_are_given_up_and_one_is_claimed():
    s = blank()
    for name, p in (("a1", 1), ("b1", 1), ("f5", 2)):
        s.owner[T[name]] = p
    s.players[1].counters["camels"] = 6
    s.players[2].counters["camels"] = 7
    run("tribute 1 of tiles from opponents keep 1", s, "b1", "f5")
    assert s.owner[T["f5"]] == 0 and s.owner[T["b1"]] is None and s.owner[T["a1"]] == 1
    assert [s.players[p].counters["camels"] for p in range(3)] == [7, 7, 8]


def test_tokens_go_to_the_bank_and_one_is_placed_on_my_tile():
    s = blank()
    s.owner[T["a1"]], s.owner[T["e4"]], s.owner[T["b2"]] = 1, 2, 0
    s.tokens[T["a1"]][PALM] = 1
    s.tokens[T["e4"]][PALACE] = 2
    supply = list(s.supply)
    text = "tribute 1 of [palm, palace] from opponents keep 1 on choose owned(me)"
    d = ask(text, s)
    assert (d.kind, ids(d)) == ("tribute.keep", ["palm", "palace"])
    run(text, s, "palace", "b2")
    assert s.tokens[T["a1"]][PALM] == 0 and s.tokens[T["e4"]][PALACE] == 1
    assert s.tokens[T["b2"]][PALACE] == 1
    assert s.supply[PALM] == supply[PALM] + 1 and s.supply[PALACE] == supply[PALACE]


def test_possible_only_when_someone_can_give_and_tokens_have_a_place():
    s = blank()
    stmt = C.effect("tribute 1 of [vizier] from opponents keep 1")
    from test_dsl import ctx_for
    assert not stmt.possible(ctx_for(s))
    holds(s, 3, vizier=1)
    assert stmt.possible(ctx_for(s))
    s.owner[T["a1"]] = 1
    s.tokens[T["a1"]][PALM] = 1
    tokens = C.effect("tribute 1 of [palm] from opponents keep 1 on choose owned(me)")
    assert not tokens.possible(ctx_for(s))  # I control no tile to put it on
    s.owner[T["b2"]] = 0
    assert tokens.possible(ctx_for(s))


def test_announces_stolen_for_each_thing_kept():
    """A piece kept is gained too (docs/effects.md, `gained`)."""
    from test_transfers import recorded
    s = blank()
    holds(s, 1, vizier=2)
    log = recorded("tribute 1 of [vizier] from opponents keep 1", s)
    assert log == [("gained", {"piece": "vizier", "number": 1, "actor": 0}),
                   ("stolen", {"item": "vizier", "victim": 1, "actor": 0})]


@pytest.mark.parametrize("text, code", [
    ("tribute 1 of gold from opponents", "D217"),
    ("tribute 1 of [vizier, palm] from opponents", "D217"),
    ("tribute 1 of [palm] from opponents keep 1", "D215"),
])
def test_bad_levies_are_errors(text, code):
    with pytest.raises(SnippetError) as err:
        C.effect(text)
    assert err.value.code == code
