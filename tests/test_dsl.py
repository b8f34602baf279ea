"""The effect language, construct by construct: compile a snippet, run it on a real state.

Every test starts from a blank, known position (`blank()`): no pieces, owners or tokens on
the board, known tile kinds, empty hands, and player 0 acting with `final` on c3.
"""

from __future__ import annotations

import pytest

from naqala.dsl.compiler import Compiler, Scope
from naqala.dsl.functions import BUILTINS, FUNCTIONS
from naqala.dsl.verbs import VERBS
from naqala.engine.budget import DeadEnd
from naqala.engine.context import Ctx
from naqala.engine.decisions import Choices, Suspend
from naqala.engine.engine import Engine
from naqala.engine.state import new_turn
from naqala.ruleset import load
from naqala.ruleset.compile import ENGINE_EVENTS, RULESET_EVENT_FIELDS

RS = load("five_tribes")
C = Compiler(RS.names, FUNCTIONS, VERBS, BUILTINS)
ENGINE = Engine(RS)
BASE = ENGINE.new_game(4, seed=1)
G = RS.geometry
T = G.index
P = RS.piece_index
PALM, PALACE = RS.token_index["palm"], RS.token_index["palace"]

# The board of every test: small markets, except these tiles.
KINDS = {"b2": "village", "e4": "village", "a1": "oasis", "d3": "oasis",
         "c2": "sacred_place", "f5": "large_market"}
VALUES = {"village": 5, "oasis": 8, "sacred_place": 10, "small_market": 6, "large_market": 4}


def blank():
    s = BASE.copy()
    s.tiles = tuple(KINDS.get(n, "small_market") for n in G.names)
    s.values = tuple(VALUES[k] for k in s.tiles)
    s.cells = [[0] * len(RS.piece_ids) for _ in s.cells]
    s.owner = [None] * len(s.owner)
    s.tokens = [[0] * len(RS.token_ids) for _ in s.tokens]
    for p in s.players:
        p.cards, p.pieces, p.hand = [], [0] * len(P), [0] * len(P)
        p.counters.update(gold=50, camels=8)
    s.turn = new_turn(0, 0)
    s.turn["final"] = T["c3"]
    s.flags = {}
    s.bag = [5, 5, 5, 5, 5]
    return s


def ctx_for(s, *choices, me=0, env=None):
    return Ctx(ENGINE, s, me, Choices(tuple(choices)), dict(env or {}))


def run(text, s, *choices, me=0):
    """Run an effect to its end (every choice given); returns the context."""
    ctx = ctx_for(s, *choices, me=me)
    C.effect(text).run(ctx)
    return ctx


def ask(text, s, *choices, me=0):
    """The decision an effect stops at after the given choices (`s` itself is unchanged)."""
    with pytest.raises(Suspend) as stop:
        run(text, s.copy(), *choices, me=me)
    return stop.value.decision


def ids(decision):
    return [o.id for o in decision.options]


def value(text, s, me=0, want="any", scope=None, env=None):
    return C.expr(text, Scope(scope or {}), want).fn(ctx_for(s, me=me, env=env))


def names(tiles):
    return sorted(G.names[t] for t in tiles)


def put(s, tile, **pieces):
    for kind, n in pieces.items():
        s.cells[T[tile]][P[kind]] = n


def holds(s, p, **pieces):
    """Pieces in front of player `p` (vizier=2: two Viziers)."""
    for kind, n in pieces.items():
        s.players[p].pieces[P[kind]] = n


def owned_blank():
    """The blank position with b2 and e4 owned by seat 0, c3 by seat 1 and a1 by seat 3."""
    s = blank()
    for tile, seat in (("b2", 0), ("c3", 1), ("e4", 0), ("a1", 3)):
        s.owner[T[tile]] = seat
    return s


def possible(text, s, me=0):
    return C.effect(text).possible(ctx_for(s, me=me))


# Sequences, may, alternatives, if, let, set ------------------------------------------------


def test_gain_with_arithmetic():
    s = blank()
    run("gain 3 * 2 gold", s)
    assert s.players[0].counters["gold"] == 56
    assert s.players[1].counters["gold"] == 50


def test_then_and_semicolon_run_in_order():
    s = blank()
    run("gain 1 gold then gain 2 gold; lose 4 gold", s)
    assert s.players[0].counters["gold"] == 49


def test_may_offers_yes_and_no_then_the_cards():
    s = blank()
    s.decks["resources"].row = ["fish", "silk", "ivory", "wheat", None, None, None, None, None]
    text = "may pay 3 gold then take 1 from resources first 3"
    d = ask(text, s)
    assert (d.kind, ids(d), d.player) == ("may", ["yes", "no"], 0)
    ctx = ctx_for(s, "yes")
    with pytest.raises(Suspend) as stop:
        C.effect(text).run(ctx)
    d = stop.value.decision
    assert (d.kind, ids(d)) == ("take", ["fish@1", "silk@2", "ivory@3"])
    assert ctx.choices.record == ("yes", "3gold")  # the single way to pay: not asked
    s = blank()
    s.decks["resources"].row = ["fish", "silk", "ivory", "wheat", None, None, None, None, None]
    run(text, s, "yes", "3gold", "silk@2")
    assert s.players[0].counters["gold"] == 47
    assert s.players[0].cards == ["silk"]
    assert s.decks["resources"].row[:4] == ["fish", None, "ivory", "wheat"]


def test_may_no_does_nothing():
    s = blank()
    s.decks["resources"].row = ["fish"] + [None] * 8
    run("may pay 3 gold then take 1 from resources first 3", s, "no")
    assert s.players[0].counters["gold"] == 50 and s.players[0].cards == []


def test_may_is_not_asked_when_impossible():
    s = blank()
    s.players[0].counters["gold"] = 2
    s.decks["resources"].row = ["fish"] + [None] * 8
    ctx = run("may pay 3 gold then take 1 from resources first 3", s)
    assert ctx.choices.record == ()
    assert s.players[0].counters["gold"] == 2 and s.players[0].cards == []


def test_alternatives_offered_only_when_possible():
    s = blank()
    text = "(gain 1 gold | pay 3 gold then gain 5 camels)"
    assert ids(ask(text, s)) == ["alt1", "alt2"]
    run(text, s, "alt2")
    assert s.players[0].counters == {"gold": 47, "camels": 13}
    s = blank()
    s.players[0].counters["gold"] = 2
    ctx = run(text, s)  # only the first is possible: chosen without asking
    assert ctx.choices.record == ("alt1",)
    assert s.players[0].counters == {"gold": 3, "camels": 8}


def test_alternatives_none_possible():
    s = blank()
    s.players[0].counters["gold"] = 0
    text = "(pay 3 gold then gain 1 camels | pay 2 elder then gain 1 camels)"
    assert not possible(text, s)
    run(text, s)
    assert s.players[0].counters == {"gold": 0, "camels": 8}


def test_if_else_statement():
    s = blank()
    run("if moved { gain 1 gold } else { gain 2 gold }", s)
    assert s.players[0].counters["gold"] == 52
    s.turn["moved"] = 1
    run("if moved { gain 1 gold } else { gain 2 gold }", s)
    run("if not moved { gain 100 gold }", s)
    assert s.players[0].counters["gold"] == 53


def test_let_names_a_choice():
    s = blank()
    put(s, "a1", vizier=1)
    put(s, "f5", elder=2)
    text = "let t = choose tiles where pieces > 0 then claim t then gain pieces(t) gold"
    d = ask(text, s)
    assert (d.kind, ids(d)) == ("choose.tile", ["a1", "f5"])
    run(text, s, "f5")
    assert s.owner[T["f5"]] == 0 and s.players[0].counters["gold"] == 52


def test_let_of_an_empty_choice_is_impossible():
    s = blank()
    assert not possible("let t = choose tiles where pieces > 0 then claim t", s)


def test_set_this_turn_and_ctx_var():
    s = blank()
    ctx = run("set kills = 2 * 2 this turn", s)
    assert s.turn["vars"] == {"kills": 4}
    assert ctx.var("kills", 0) == 4
    assert ctx.var("kills", 1) == 1  # only the turn's player
    assert value("kills", s) == 4
    assert value("kills", s, me=1) == 1


def test_comments_and_line_breaks():
    s = blank()
    run("gain 1 gold   # one\nthen\n  gain 2 gold", s)
    assert s.players[0].counters["gold"] == 53


# Costs ----------------------------------------------------------------------------------------


def test_pay_any_as_boost():
    s = blank()
    s.players[0].cards = ["fakir", "silk", "fakir"]
    text = "pay any fakir as boost then gain boost * 10 gold"
    d = ask(text, s)
    assert (d.kind, ids(d)) == ("pay.any", ["0", "1", "2"])
    run(text, s, "2")
    assert s.players[0].cards == ["silk"]
    assert s.decks["resources"].discard[-2:] == ["fakir", "fakir"]
    assert s.players[0].counters["gold"] == 70


def test_pay_any_zero_pays_nothing():
    s = blank()
    s.players[0].cards = ["fakir"]
    run("pay any fakir as boost then gain boost + 1 gold", s, "0")
    assert s.players[0].cards == ["fakir"] and s.players[0].counters["gold"] == 51


def test_pay_alternatives_with_and():
    s = blank()
    s.players[0].pieces[P["elder"]] = 2
    s.players[0].cards = ["fakir"]
    bag = s.bag[P["elder"]]
    text = "pay 2 elder or elder and fakir"
    d = ask(text, s)
    assert (d.kind, ids(d)) == ("pay", ["2elder", "elder+fakir"])
    run(text, s, "elder+fakir")
    assert s.players[0].pieces[P["elder"]] == 1 and s.players[0].cards == []
    assert s.bag[P["elder"]] == bag + 1


def test_pay_offers_only_affordable_alternatives():
    s = blank()
    s.players[0].pieces[P["elder"]] = 1
    ctx = run("pay 2 elder or elder and fakir or elder", s)
    assert ctx.choices.record == ("elder",)
    assert s.players[0].pieces[P["elder"]] == 0


def test_pay_as_names_the_number_paid():
    s = blank()
    run("pay 3 gold and 2 camels as n then gain n * 100 gold", s)
    assert s.players[0].counters == {"gold": 547, "camels": 6}


def test_cost_entry_point():
    s = blank()
    s.players[0].cards = ["fakir"]
    cost = C.cost("elder or fakir")
    assert cost.possible(ctx_for(s))
    cost.run(ctx_for(s))
    assert s.players[0].cards == []
    assert not cost.possible(ctx_for(s))


# Verbs -------------------------------------------------------------------------------------


def test_place_on_final():
    s = blank()
    supply = s.supply[PALM]
    run("place palm on final", s)
    assert s.tokens[T["c3"]] == [1, 0] and s.supply[PALM] == supply - 1


def test_place_is_skipped_when_the_bank_is_empty():
    s = blank()
    s.supply[PALACE] = 0
    assert not possible("place palace on final", s)
    run("place palace on final", s)
    assert s.tokens[T["c3"]] == [0, 0]


def test_place_on_a_chosen_village():
    s = blank()
    text = "place palace on choose tiles where kind = village"
    d = ask(text, s)
    assert (d.kind, ids(d)) == ("choose.tile", ["b2", "e4"])
    run(text, s, "e4")
    assert s.tokens[T["e4"]][PALACE] == 1


def test_place_token_named_by_let():
    s = blank()
    run("let t = palm then place t on final", s)
    assert s.tokens[T["c3"]][PALM] == 1


def test_claim():
    s = blank()
    run("claim final", s)
    assert s.owner[T["c3"]] == 0 and s.players[0].counters["camels"] == 7
    run("claim final", s, me=1)  # already owned: nothing
    assert s.owner[T["c3"]] == 0 and s.players[1].counters["camels"] == 8


def test_claim_needs_a_camel():
    s = blank()
    s.players[0].counters["camels"] = 0
    assert not possible("claim final", s)
    run("claim final", s)
    assert s.owner[T["c3"]] is None


def test_put_from_bag():
    s = blank()
    bag = sum(s.bag)
    run("put 3 from bag on final", s)
    assert sum(s.cells[T["c3"]]) == 3 and sum(s.bag) == bag - 3


def test_take_skips_gaps():
    s = blank()
    s.decks["resources"].row = [None, "fish", None, "silk", "ivory", "wheat", None, None, None]
    d = ask("take 2 from resources first 3", s)
    assert ids(d) == ["fish@2", "silk@4", "ivory@5"]
    d = ask("take 2 from resources first 3", s, "silk@4")
    assert ids(d) == ["fish@2", "ivory@5"]  # the second pick is among the same first 3
    run("take 2 from resources first 3", s, "silk@4", "ivory@5")
    assert s.players[0].cards == ["silk", "ivory"]


def test_take_from_an_empty_row_is_impossible():
    s = blank()
    s.decks["resources"].row = [None] * 9
    assert not possible("take 1 from resources", s)


def test_draw_keep():
    s = blank()
    s.decks["djinns"].draw = ["leta", "enki", "utug"]  # the top is the end
    d = ask("draw 2 from djinns keep 1", s)
    assert (d.kind, ids(d)) == ("keep", ["utug", "enki"])
    run("draw 2 from djinns keep 1", s, "enki")
    assert s.players[0].cards == ["enki"]
    assert s.decks["djinns"].draw == ["leta"] and s.decks["djinns"].discard == ["utug"]


def test_draw_without_keep_keeps_all():
    s = blank()
    s.decks["resources"].draw = ["fish", "silk"]
    run("draw 2 from resources", s)
    assert s.players[0].cards == ["silk", "fish"]


def test_lose_never_below_zero():
    s = blank()
    s.players[0].counters["gold"] = 2
    run("lose 5 gold", s)
    assert s.players[0].counters["gold"] == 0


def test_keep_hand_and_return_hand():
    s = blank()
    s.players[0].hand = [1, 0, 2, 0, 0]
    run("keep hand", s)
    assert s.players[0].pieces == [1, 0, 2, 0, 0] and s.players[0].hand == [0] * 5
    s.players[0].hand = [0, 3, 0, 0, 1]
    bag = s.bag[:]
    run("return hand to bag", s)
    assert s.bag == [bag[0], bag[1] + 3, bag[2], bag[3], bag[4] + 1]
    assert s.players[0].hand == [0] * 5


def test_pickup_records_picked():
    s = blank()
    put(s, "c3", vizier=2, elder=1)
    run("pickup vizier from final", s)
    assert s.players[0].hand[P["vizier"]] == 2
    assert s.cells[T["c3"]] == [0, 1, 0, 0, 0]
    assert value("picked", s) == 2


def test_collect_from_bag():
    s = blank()
    bag = s.bag[P["elder"]]
    run("collect 2 elder from bag", s)
    assert s.players[0].pieces[P["elder"]] == 2 and s.bag[P["elder"]] == bag - 2


def test_remove_from_a_tile_one_piece_at_a_time():
    s = blank()
    put(s, "c3", vizier=1, elder=2)
    bag = s.bag[:]
    d = ask("remove 2 from final to bag", s)
    assert (d.kind, ids(d)) == ("remove", ["vizier", "elder"])
    run("remove 2 from final to bag", s, "elder", "vizier")
    assert s.cells[T["c3"]] == [0, 1, 0, 0, 0]
    assert s.bag[P["vizier"]] == bag[P["vizier"]] + 1
    assert s.bag[P["elder"]] == bag[P["elder"]] + 1


def test_remove_of_kinds_from_a_player_as_event():
    s = blank()
    s.players[2].pieces[P["vizier"]] = 1
    s.players[2].pieces[P["builder"]] = 4
    s.players[0].cards = ["kandicha"]  # killed: a vizier or elder victim gives me one
    text = ("let rival = choose opponents where held(vizier) + held(elder) > 0 "
            "then remove 1 of [vizier, elder] from rival to bag as killed")
    ctx = run(text, s)
    assert ctx.choices.record == ("p3", "vizier")  # both had a single option
    assert s.players[2].pieces == [0, 0, 4, 0, 0]
    assert s.players[0].pieces[P["vizier"]] == 1


def test_remove_from_an_empty_tile_is_impossible():
    s = blank()
    assert not possible("remove 1 from final to bag", s)


def test_emit_runs_ruleset_triggers():
    s = blank()
    s.players[0].cards = ["nekir"]
    s.players[1].cards = ["nekir"]
    run("emit kill", s)
    assert s.players[0].counters["gold"] == 51  # actor = me: 1
    assert s.players[1].counters["gold"] == 52  # someone else's kill: 2


def test_perform_runs_a_tile_or_piece_action():
    s = blank()
    run("perform oasis", s)
    assert s.tokens[T["c3"]][PALM] == 1
    s.players[0].hand = [2, 0, 0, 0, 0]
    run("perform vizier", s)
    assert s.players[0].pieces[P["vizier"]] == 2


def test_perform_of_a_kind_with_no_action_does_nothing_and_goes_on():
    """docs/effects.md, `perform`: nothing when the kind has no action; what follows runs,
    in a sequence of its own as inside an `if`."""
    for text in ("perform last then gain 1 gold",
                 "if round > 0 { perform last then gain 1 gold }"):
        s = blank()
        s.turn["last"] = None
        run(text, s)
        assert s.players[0].counters["gold"] == 51, text


def test_perform_kind_of_final_with_reach():
    s = blank()
    s.turn["final"] = T["d3"]  # an oasis
    text = "set palm_reach = 1 this turn then perform kind(final)"
    d = ask(text, s)
    assert (d.kind, ids(d)) == ("choose.tile", ["c2", "d2", "e2", "c3", "d3", "e3",
                                                "c4", "d4", "e4"])
    run(text, s, "e2")
    assert s.tokens[T["e2"]][PALM] == 1


def test_sow_moves_and_sets_the_turn():
    s = blank()
    put(s, "a1", vizier=1)
    put(s, "b1", vizier=1)
    assert value("can_sow", s)
    d = ask("sow", s)
    assert (d.kind, ids(d)) == ("move.start", ["a1", "b1"])
    run("sow", s, "a1")
    assert s.cells[T["a1"]] == [0] * 5 and s.cells[T["b1"]] == [2, 0, 0, 0, 0]
    assert (value("final", s), value("last", s), value("moved", s)) == (T["b1"], "vizier", 1)


def test_can_sow_is_false_on_an_empty_board():
    assert not value("can_sow", blank())


def test_finish_after_round():
    s = blank()
    assert not value("finishing", s)
    run("if can_sow { sow } else { finish after round }", s)
    assert s.flags["finishing"] == 1 and value("finishing", s)


def test_move_marker():
    s = blank()
    s.turn["marker"] = 2
    s.tracks["bid_order"] = [None, 0, None, None]
    run("move marker to bid_order", s)
    assert s.tracks["bid_order"] == [2, 0, None, None]


def test_bid():
    s = blank()
    s.tracks["turn_order"] = [None] * 9
    d = ask("bid on turn_order", s)
    assert (d.kind, ids(d)) == ("bid", ["s3", "s4", "s5", "s6", "s7", "s8", "s9"])
    run("bid on turn_order", s, "s5")
    assert s.players[0].counters["gold"] == 47 and s.tracks["turn_order"][4] == 0


def test_bid_with_discount():
    s = blank()
    s.tracks["turn_order"] = [None] * 9
    s.players[0].cards = ["fakir"]
    assert "s5-1" in ids(ask("bid on turn_order discount fakir", s))
    run("bid on turn_order discount fakir", s, "s5-1")
    assert s.players[0].counters["gold"] == 49 and s.players[0].cards == []


def test_sell():
    s = blank()
    s.players[0].cards = ["fish", "wheat", "fish"]
    text = "sell merchandise by suit_table for gold"
    assert ids(ask(text, s)) == ["+fish", "+wheat", "done"]
    run(text, s, "+fish", "+wheat", "sell", "done")
    assert s.players[0].counters["gold"] == 53 and s.players[0].cards == ["fish"]


def test_refill():
    s = blank()
    s.decks["resources"].row = [None, "fish", None, "silk"] + [None] * 5
    s.decks["resources"].draw = ["a", "b", "c", "d", "e", "f", "g", "h"]
    run("refill resources", s)
    assert s.decks["resources"].row == ["fish", "silk", "h", "g", "f", "e", "d", "c", "b"]


def test_pause_has_one_option():
    ctx = run("pause", blank())
    assert ctx.choices.record == ("done",)


# Expressions ---------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("7 // 2", 3), ("7 - 2 * 3", 1), ("(7 - 2) * 3", 15), ("5 // 0", 0), ("1 + 2 + 3", 6),
    ("3 >= 3", True), ("2 != 2", False), ("1 < 2 and 2 < 1", False),
    ("1 < 2 or 2 < 1", True), ("not 1 = 2", True), ("if 1 > 2 then 5 else 7", 7),
    ("min(3, 9)", 3), ("max(3, 9)", 9), ("max(picked - 1, 0)", 0),
    ("[vizier, elder]", ["vizier", "elder"]), ("palm_points", 3), ("power_uses_per_turn", 1),
    ("gold", 50), ("camels", 8), ("round", 1), ("me", 0), ("none", None), ("final", 14),
])
def test_expression_values(text, expected):
    assert value(text, blank()) == expected


def test_kind_value_colour_owner():
    s = blank()
    s.turn["final"] = T["c2"]
    s.owner[T["c2"]] = 2
    assert value("kind(final)", s) == "sacred_place"
    assert value("value(final)", s) == 10
    assert value("colour(final)", s) == "blue"
    assert value("owner(final)", s) == 2
    assert value("owner(final) = none", s) is False
    assert value("owner(final) = none", blank()) is True


def test_pieces_and_tokens():
    s = blank()
    put(s, "c3", vizier=2, elder=1)
    s.tokens[T["c3"]] = [1, 2]
    assert value("pieces(final)", s) == 3
    assert value("pieces(final, elder)", s) == 1
    assert value("tokens(final)", s) == 3
    assert value("tokens(final, palace)", s) == 2


def test_where_with_implicit_it():
    s = blank()
    put(s, "a1", vizier=1)
    put(s, "b2", elder=1)
    s.owner[T["b2"]] = 1
    s.tokens[T["e4"]][PALM] = 1
    assert names(value("tiles where pieces > 0", s)) == ["a1", "b2"]
    assert names(value("tiles where pieces > 0 and owner = none", s)) == ["a1"]
    assert names(value("tiles where kind = village", s)) == ["b2", "e4"]
    assert names(value("tiles where tokens(palm) > 0", s)) == ["e4"]
    assert len(value("tiles where bare", s)) == 27
    assert names(value("tiles where not bare and kind != oasis", s)) == ["b2", "e4"]


def test_a_where_that_compares_a_function_of_it_finds_what_the_general_filter_finds():
    """`owner = me` and `kind = village` compare a function of `it` with a side that never
    reads `it`: such a filter reads that side once; written the other way round, the
    general filter reads it for every tile, and both find the same tiles."""
    s = owned_blank()
    for me in range(4):
        assert value("tiles where owner = me", s, me=me) == \
            value("tiles where me = owner", s, me=me)
    assert value("tiles where kind = village", s) == value("tiles where village = kind", s)
    assert value("tiles where kind != oasis", s) == value("tiles where oasis != kind", s)
    assert value("tiles where value > 5", s) == value("tiles where 5 < value", s)
    assert names(value("tiles where owner = me", s)) == ["b2", "e4"]
    assert value("tiles where owner = me", s, me=2) == []
    # `me` is read at the first element: an empty set reads nothing, so no acting player
    # is needed for it
    assert value("(tiles where value > 100) where owner = me", s, me=-1) == []
    with pytest.raises(DeadEnd):
        value("tiles where owner = me", s, me=-1)


def test_a_loop_reads_a_variable_of_me_once_and_it_says_what_a_read_per_element_says():
    """A player variable of `me` in a loop's body (`palm_points`) cannot change from one
    element to the next: the loop reads it once, at its first element (an empty set reads
    nothing), and that read sees the turn's value and the cards that grant it."""
    s = blank()
    for tile in ("b2", "c3", "e4"):
        s.owner[T[tile]], s.tokens[T[tile]][PALM] = 0, 2
    s.owner[T["a1"]], s.tokens[T["a1"]][PALM] = 1, 1
    term = "sum(value + palm_points * tokens(palm) over tiles where owner = me)"
    assert value(term, s) == (5 + 3 * 2) + (6 + 3 * 2) + (5 + 3 * 2)
    assert value(term, s, me=1) == 8 + 3 * 1
    assert value("tiles where value > palm_points * 2", s) == value("tiles where value > 6", s)
    assert value("tiles where value > 6", s)
    s.players[0].cards = ["haurvatat"]  # grants palm_points = 5
    assert value(term, s) == (5 + 5 * 2) + (6 + 5 * 2) + (5 + 5 * 2)
    s.turn["vars"]["palm_points"] = 7  # set for this turn, whose player is seat 0
    assert value(term, s) == (5 + 7 * 2) + (6 + 7 * 2) + (5 + 7 * 2)
    assert value(term, s, me=1) == 8 + 3 * 1
    # where `it` is a player, a bare variable is its own: read for each element
    assert value("sum(palm_points over players)", s) == 7 + 3 + 3 + 3
    assert value("sum(palm_points over tiles where value > 100)", s, me=-1) == 0
    with pytest.raises(DeadEnd):
        value("sum(palm_points over tiles)", s, me=-1)


@pytest.mark.parametrize("name", sorted(n for n, f in FUNCTIONS.items() if f.column))
def test_a_function_read_as_a_list_reads_what_its_body_reads(name):
    """A function with a `column` (read once by a `where`) gives, tile by tile, what its body
    gives (test_a_where_that_compares_...)."""
    s = owned_blank()
    fn, ctx = FUNCTIONS[name], ctx_for(s)
    assert [fn.column(ctx)[t] for t in range(G.size)] == [fn.body(ctx, t) for t in range(G.size)]


def test_near_around_within():
    s = blank()
    assert names(value("near(final)", s)) == ["b2", "b3", "b4", "c2", "c3", "c4",
                                              "d2", "d3", "d4"]
    assert names(value("around(final)", s)) == ["b2", "b3", "b4", "c2", "c4",
                                                "d2", "d3", "d4"]
    assert names(value("within(final, 1)", s)) == ["b3", "c2", "c3", "c4", "d3"]
    assert len(value("within(final, 2)", s)) == 13
    s.turn["final"] = T["a1"]
    assert names(value("near(final)", s)) == ["a1", "a2", "b1", "b2"]
    assert names(value("around(final)", s)) == ["a2", "b1", "b2"]
    assert names(value("within(final, 1)", s)) == ["a1", "a2", "b1"]


def test_within_keeps_one_answer_for_every_distance_past_the_board():
    """`within(final, gold)` kept a neighbourhood for every number it met (a study of many
    games, some hundreds of bytes each): past the board's size, or below 0, they are all one."""
    from naqala.engine.board import _within
    s = blank()
    value("within(final, 99) = within(final, 0 - 1)", s)
    before = _within.cache_info().currsize
    for d in range(40, 3000, 7):
        assert value(f"count(within(final, {d}))", s) == 30
        assert value(f"count(within(final, 0 - {d}))", s) == 0
    assert _within.cache_info().currsize == before


def test_count_and_where_over_near():
    s = blank()
    # c3's neighbourhood: villages b2 (blue), sacred place c2 (blue), oasis d3 (red) ...
    assert value("count(near(final) where colour = blue)", s) == 2
    assert value("count(tiles)", s) == 30
    assert value("count(players)", s) == 4


def test_choose_offers_exact_tiles():
    s = blank()
    put(s, "d4", assassin=1)
    put(s, "c4", merchant=1)
    put(s, "a1", vizier=1)
    ctx = run("claim choose within(final, 1) where pieces > 0", s)
    assert ctx.choices.record == ("c4",)  # a single tile: chosen without asking
    assert s.owner[T["c4"]] == 0


def test_choose_within_two():
    s = blank()
    for t in ("d4", "c4", "a1", "e3"):
        put(s, t, builder=1)
    d = ask("claim choose within(final, 2) where pieces > 0", s)
    assert ids(d) == ["e3", "c4", "d4"]


def test_choose_players():
    s = blank()
    d = ask("let p = choose opponents then gain 1 gold", s)
    assert (d.kind, ids(d)) == ("choose.player", ["p2", "p3", "p4"])


def test_sum_over():
    s = blank()
    s.owner[T["c3"]] = 0
    s.owner[T["b2"]] = 0
    s.tokens[T["c3"]] = [1, 0]
    s.tokens[T["b2"]] = [0, 1]
    assert value("sum(value over tiles where owner = me)", s) == 11
    assert value("sum(value + palm_points * tokens(palm) + palace_points * tokens(palace) "
                 "over tiles where owner = me)", s) == 6 + 3 + 5 + 5


def test_players_where_reads_their_counters_and_variables():
    s = blank()
    s.players[2].counters["camels"] = 0
    s.players[3].cards = ["boaz"]  # grants protected = 1
    assert value("count(players where camels = 0)", s) == 1
    assert value("players where protected = 0", s) == [0, 1, 2]
    assert value("opponents", s, me=1) == [0, 2, 3]


def test_held_holds_cards_vp_sets():
    s = blank()
    s.players[0].pieces[P["vizier"]] = 3
    s.players[1].pieces[P["vizier"]] = 1
    s.players[0].cards = ["enki", "fish", "fakir", "baal", "wheat", "silk", "fish", "fakir"]
    assert value("held(vizier)", s) == 3
    assert value("held(vizier, me)", s, me=1) == 1
    assert value("count(opponents where held(vizier) < held(vizier, me))", s) == 3
    assert value("holds(fakir)", s) is True and value("holds(ivory)", s) is False
    assert value("cards(djinns)", s) == ["enki", "baal"]
    assert value("count(cards(merchandise))", s) == 4
    assert value("count(cards(fakir))", s) == 2
    assert value("sum(vp over cards(djinns))", s) == 8 + 6
    assert value("sets(merchandise, suit_table)", s) == 7 + 1
    assert value("sets(merchandise, suit_table, 1)", s) == 13 + 1


def test_sets_kept_for_a_hand_are_those_of_its_ruleset_and_hand():
    """A hand's set value is kept once worked out (`scoring.set_value`): the same hand under
    another ruleset's table, or a hand that changed, is worked out again."""
    alike = load("sets_of_a_kind")
    s = blank()
    s.players[0].cards = ["fish", "fish", "fish", "wheat"]
    ours = value("sets(merchandise, suit_table)", s)
    theirs = Compiler(alike.names, FUNCTIONS, VERBS, BUILTINS).expr(
        "sets(merchandise, suit_table)", Scope({})).fn(Ctx(Engine(alike), s, 0, Choices(())))
    assert (ours, theirs) == (3 + 1 + 1, 6 + 1)
    s.players[0].cards.append("silk")
    assert value("sets(merchandise, suit_table)", s) == 7 + 1 + 1


def test_scoring_terms_of_the_ruleset():
    s = blank()
    s.owner[T["c3"]] = 0
    s.tokens[T["c3"]][PALM] = 1
    s.players[0].cards = ["haurvatat"]  # palm_points = 5
    terms = dict((k, e.fn(ctx_for(s))) for k, e in RS.scoring)
    assert terms["tiles"] == 6 + 5 and terms["djinns"] == 8 and terms["gold"] == 50


def test_end_when():
    s = blank()
    assert not RS.end_when.fn(ctx_for(s))
    s.players[3].counters["camels"] = 0
    assert RS.end_when.fn(ctx_for(s))


def test_builtins_of_the_turn():
    s = blank()
    s.turn.update(last="assassin", moved=1, picked=4)
    s.round = 3
    assert (value("last", s), value("moved", s), value("picked", s)) == ("assassin", 1, 4)
    assert value("round", s) == 3
    assert value("finishing", s) == 0


def test_cond_expression_inside_a_verb():
    s = blank()
    run("gain (if moved then 1 else 2) gold then place palm on "
        "(if palm_reach > 0 then choose near(final) else final)", s)
    assert s.players[0].counters["gold"] == 52 and s.tokens[T["c3"]][PALM] == 1


def test_long_expressions_run_as_written():
    """An expression built of others runs as one function of Python source (docs/engine.md,
    "Compiled effects"); chains deeper than one function holds call their parts' functions,
    with the same values."""
    s = blank()
    assert value("+".join(["1"] * 300), s) == 300
    conds = " + ".join(f"(if gold > {i} then 1 else 0)" for i in range(100))
    assert value(conds, s) == 50
    assert value("sum(" + "+".join(["value"] * 120) + " over tiles where owner = me)", s) == 0
    s.owner[T["c3"]] = 0
    assert value("sum(" + "+".join(["value"] * 120) + " over tiles where owner = me)", s) == 720


def test_parts_of_an_expression_are_asked_left_to_right():
    s = blank()
    s.players[1].pieces[P["vizier"]] = 2
    s.players[2].pieces[P["elder"]] = 3
    text = "gain held(vizier, choose(players)) * 10 + held(elder, choose(players)) gold"
    first = ask(text, s)
    assert first.kind == "choose.player"
    second = ask(text, s, "p2")
    assert second.kind == "choose.player"
    run(text, s, "p2", "p3")
    assert s.players[0].counters["gold"] == 50 + 2 * 10 + 3


def test_a_part_written_into_another_is_never_made_a_function():
    from naqala.dsl import source
    a, b = (source.expr(source.bound(n), "num") for n in (2, 3))
    total = source.expr(source.join("({} * {})", source.of(a), source.of(b)), "num")
    assert total.fn(ctx_for(blank())) == 6
    assert "fn" not in vars(a) and "fn" not in vars(b)


def test_expression_with_scope():
    s = blank()
    assert value("tile = final", s, scope={"tile": "tile"}, env={"tile": T["c3"]}) is True


# Triggers and grants ----------------------------------------------------------------------------


def test_trigger_of_the_ruleset_on_taken():
    s = blank()
    s.players[0].cards = ["baal"]
    s.decks["djinns"].row = ["enki", None, None]
    run("take 1 from djinns", s, me=1)
    assert s.players[1].cards == ["enki"]
    assert s.players[0].counters["gold"] == 52  # someone else took a Djinn
    s.decks["resources"].row = ["fish"] + [None] * 8
    run("take 1 from resources", s, me=1)
    assert s.players[0].counters["gold"] == 52  # not a Djinn


def test_trigger_on_placed_palace():
    s = blank()
    s.players[2].cards = ["monkir"]
    run("place palm on final", s)
    assert s.players[2].counters["gold"] == 50
    run("place palace on final", s)
    assert s.players[2].counters["gold"] == 52


def test_trigger_on_dropped_during_a_move():
    s = blank()
    put(s, "a1", vizier=1)
    put(s, "b1", vizier=1)
    s.owner[T["b1"]] = 3
    s.players[3].cards = ["marid"]
    run("sow", s, "a1", me=1)
    assert s.players[3].counters["gold"] == 52


def test_trigger_kandicha_on_killed_builder():
    s = blank()
    s.players[0].cards = ["kandicha"]
    put(s, "c3", builder=1)
    run("remove 1 from final to bag as killed", s)
    assert s.players[0].counters["gold"] == 52  # two blue tiles near c3


def test_compiler_trigger_entry_point():
    def fields(event, token):
        return ENGINE_EVENTS.get(event) or RULESET_EVENT_FIELDS
    event, cond, stmt = C.trigger("claimed if tile = final then gain 1 gold", fields)
    assert event == "claimed"
    s = blank()
    ctx = ctx_for(s, env={"tile": T["c3"], "actor": 0})
    assert cond.fn(ctx)
    stmt.run(ctx)
    assert s.players[0].counters["gold"] == 51
    event, cond, _ = C.trigger("kill then gain 1 gold", fields)
    assert (event, cond) == ("kill", None)


def test_grants():
    assert C.grants("palm_points = 5, kills = 2") == {"palm_points": 5, "kills": 2}
    assert dict(RS.grants["haurvatat"]) == {"palm_points": 5}
    assert "haurvatat" in RS.granting["palm_points"] and "palm_points" not in \
        {n for n, cards in RS.granting.items() if "boaz" in cards}
    s = blank()
    s.players[0].cards = ["fish", "boaz", "haurvatat"]  # found among other cards
    ctx = ctx_for(s)
    assert ctx.var("palm_points", 0) == 5 and ctx.var("palm_points", 1) == 3
    run("set palm_points = 9 this turn", s)
    assert ctx.var("palm_points", 0) == 9  # this turn's setting comes first


def test_every_verb_and_function_is_tested():
    import inspect
    import sys
    from pathlib import Path
    source = inspect.getsource(sys.modules[__name__])
    # The transfer verbs and the functions that came with the expansions are tested there.
    for other in ("test_transfers.py", "test_slots.py", "test_tribute.py"):
        source += (Path(__file__).parent / other).read_text(encoding="utf-8")
    for name in [*VERBS, *FUNCTIONS, *BUILTINS]:
        assert f'"{name}' in source or f" {name}" in source or f"({name}" in source, name
