"""Djinn powers at any moment of one's own turn (docs/decisions.md, "Powers at any moment").

Between two steps the engine offers a moment (a `pause` decision: `done` or a power) when a
power is usable, something changed since powers were last offered, and the next step does not
ask that player first. Inside a step, powers join the real questions the step asks.
"""

from __future__ import annotations

import hashlib
import json
import random
import zlib
from pathlib import Path

import pytest
from helpers import (
    PIECE,
    RS,
    TOKEN,
    E,
    arranged,
    arranged_no_cards,
    clear_board,
    edit,
    extending,
    finish_turn,
    game,
    give,
    gold,
    hold,
    ids,
    kind,
    kinds,
    load_with,
    play,
    put,
    set_row,
    t,
    to_top,
    who,
)

from naqala.dsl.compiler import Stmt, Verb, always
from naqala.engine.decisions import Option
from naqala.engine.engine import Engine, quiet_steps

PALM, PALACE = TOKEN["palm"], TOKEN["palace"]
CORPUS = Path(__file__).parent / "corpus" / "random_games.json"
RULESETS = Path(__file__).resolve().parent.parent / "rulesets"
# The options as the corpus was recorded (before they existed).
BEFORE = {"discount_free_spots": "yes", "offer_idle_powers": "yes"}


def at_move(seed=0, e=E):
    s = game(3, seed, e)
    return s, who(s, e)


def no_cards(x) -> None:
    """For `edit`: nobody holds a card (the cards they held leave the game)."""
    for p in x.players:
        p.cards = []


def merchant_move(s, me: int, djinn: str, tile_kind: str, fn=None):
    """The Merchants' move b3 Eg ends on c3 (a `tile_kind`); `me` holds `djinn` and no other
    card is held; a Fakir then Ivory at the front of the resource row, then fish; then `fn`."""
    def setup(x):
        kinds(x, c3=tile_kind)
        give(x, me, djinn)
        set_row(x, "resources", ["fakir", "ivory", "fish", "fish", "wheat"])
        if fn is not None:
            fn(x)
    return arranged_no_cards(s, setup, b3="g", c3="g")


def lone_elder(x, me: int) -> None:
    """For `edit`: one lone Elder on a1 and only Elders in the bag: no legal move anywhere;
    `me` holds Anun-Nak and a Fakir."""
    clear_board(x)
    put(x, "a1", "w")
    x.bag = [n if i == PIECE["elder"] else 0 for i, n in enumerate(x.bag)]
    give(x, me, "anun_nak", "fakir")


# A power paid by what the tribe action just gave -------------------------------------------------


@pytest.mark.parametrize("djinn, tile_kind, token", [("lamia", "oasis", PALM),
                                                      ("hagis", "village", PALACE)])
def test_a_power_paid_by_the_merchant_action_before_the_tile_action(djinn, tile_kind, token):
    s, me = at_move()
    s = play(merchant_move(s, me, djinn, tile_kind), "b3 Eg")
    # the Merchants took the Fakir and the Ivory; the tile action has not happened yet
    assert sorted(s.players[me].cards) == sorted([djinn, "fakir", "ivory"])
    assert kind(s) == "pause" and set(ids(s)) == {"done", f"power:{djinn}"}
    assert s.tokens[t("c3")][token] == 0
    assert RS.phases[s.phase][3][s.step][0] == "tile_action"
    s = play(s, f"power:{djinn}")
    assert "fakir" not in s.players[me].cards
    assert kind(s) == "choose.tile"
    assert set(ids(s)) == {"b2", "c2", "d2", "b3", "c3", "d3", "b4", "c4", "d4"}
    s = finish_turn(play(s, "d4"))
    assert s.tokens[t("d4")][token] == 1 and s.tokens[t("c3")][token] == 0


def test_going_on_from_the_moment_places_on_the_tile_itself():
    s, me = at_move()
    s = finish_turn(play(merchant_move(s, me, "lamia", "oasis"), "b3 Eg", "done"))
    assert s.tokens[t("c3")][PALM] == 1 and "fakir" in s.players[me].cards


def test_no_moment_when_the_next_step_asks_first():
    s, me = at_move()
    s = merchant_move(s, me, "sloar", "small_market", lambda x: to_top(x, "resources", "jewels"))
    s = play(s, "b3 Eg")
    assert kind(s) == "may" and "power:sloar" in ids(s)  # the Small Market's question
    s = play(s, "power:sloar")
    assert sorted(s.players[me].cards) == ["ivory", "jewels", "sloar"]  # paid with the Fakir
    assert kind(s) == "may" and set(ids(s)) == {"yes", "no"}  # asked again, before it


# Before the move, with no legal move -----------------------------------------------------------


def test_anun_nak_before_the_move_creates_one():
    s, me = at_move()
    s = edit(s, lambda x: lone_elder(x, me))
    assert kind(s) == "pause" and set(ids(s)) == {"done", "power:anun_nak"}
    s = play(s, "power:anun_nak")
    assert kind(s) == "choose.tile"
    s = play(s, "b1")
    assert s.cells[t("b1")][PIECE["elder"]] == 3
    assert kind(s) == "move.start" and who(s) == me
    s = play(s, "a1 Ew")
    assert s.players[me].pieces[PIECE["elder"]] == 4 and s.owner[t("b1")] == me


def test_without_a_power_a_player_with_no_move_is_not_asked_before_it():
    s, me = at_move()

    def fn(x):
        clear_board(x)
        put(x, "a1", "w")
    s = edit(s, fn)
    assert who(s) != me  # the turn passed without a question
    assert s.flags.get("finishing")


# Inside a step: powers join its real questions ---------------------------------------------------


def test_iblis_in_the_middle_of_the_assassin_action():
    s, me = at_move()

    def fn(x):
        give(x, me, "iblis", "fakir", "fakir")
    s = play(arranged_no_cards(s, fn, b3="r", c3="r", c4="gy", d3="g"), "b3 Er")
    assert kind(s) == "pay.any"  # the first question of the action: powers from its start
    s = play(s, "0")
    assert kind(s) == "choose.tile" and set(ids(s)) == {"c4", "d3", "power:iblis"}
    s = play(s, "power:iblis")
    assert kind(s) == "choose.tile" and set(ids(s)) == {"c4", "d3"}
    assert s.players[me].cards.count("fakir") == 1
    assert "power:iblis" in s.pending["choices"]  # one more choice of the step
    saved = type(s).from_json(json.loads(json.dumps(s.to_json())))
    assert E.decision(saved).options == E.decision(s).options  # replays from a save
    s = play(saved, "c4", "merchant")
    assert sum(s.cells[t("c4")]) == 0 and s.owner[t("c4")] == me  # two killed: Iblis


def test_a_forced_choice_stays_automatic_with_a_power_usable():
    s, me = at_move()
    s = arranged_no_cards(s, lambda x: give(x, me, "iblis", "fakir"), b3="r", c3="r", c4="gy")
    s = play(s, "b3 Er", "0")
    assert kind(s) == "remove"  # c4, the only target, was not asked for
    assert "power:iblis" in ids(s)  # a real question: the power joins it


# No extra decision where no power is usable -------------------------------------------------------


def _sig(d) -> int:
    return zlib.crc32(f"{d.player}|{d.kind}|{' '.join(o.id for o in d.options)}".encode())


def _digest(s) -> str:
    data = s.to_json()
    data.pop("pending", None)
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def _former_start(seed: int, players: int) -> int:
    """How a seed became the generator's start when the corpus was recorded (before seeds
    were mixed through SHA-256): the corpus's openings are dealt from it."""
    from naqala.engine import rng
    return (int(seed) * 0x2545F4914F6CDD1D + players) & rng.MASK


def test_recorded_random_games_are_unchanged_until_a_power_is_usable(tmp_path, monkeypatch):
    """Games recorded before powers could be used between steps: every decision up to the
    first one offering a power (in the record or now) is the same, and a game where no power
    was ever offered is the same to its last decision and state.

    tests/corpus/random_games.json, one entry per game: `players`, `seed` (each seat s chose
    with random.Random(seed * 10 + s).choice among the options), `choices` (the option ids
    chosen, space-separated), `offers` (per decision, the CRC-32 of "player|kind|option ids"),
    `powers_at` (the decisions that offered a power), `decisions` and `digest` (SHA-256 of
    the final state's JSON without `pending`, sorted keys, first 16 hex digits). They were
    recorded before questions narrowed by a hidden counter were asked (engine/hiding.py)."""
    engine = Engine(load_with(tmp_path, **BEFORE)[0], asks_narrowed=False)
    monkeypatch.setattr("naqala.engine.rng.start", _former_start)
    corpus = json.loads(CORPUS.read_text())
    identical = 0
    for g in corpus["games"]:
        s = engine.new_game(g["players"], g["seed"])
        choices = g["choices"].split()
        for n, choice in enumerate(choices):
            d = engine.decision(s)
            if _sig(d) != g["offers"][n]:
                offers_power = any(o.id.startswith("power:") for o in d.options)
                assert offers_power or n in g["powers_at"], (g["players"], g["seed"], n)
                break
            if n in g["powers_at"]:
                break  # a power is usable: the game may go another way from here
            s = engine.apply(s, choice)
        else:
            assert s.over and _digest(s) == g["digest"] and len(choices) == g["decisions"]
            identical += 1
    assert identical >= 5


# The options ----------------------------------------------------------------------------------


def test_kumarbi_discounts_only_while_they_lower_the_price(tmp_path):
    def bidder_with_fakirs(e):
        s = e.new_game(3, 6)
        bidder = who(s, e)
        return edit(s, lambda x: give(x, bidder, "kumarbi", "fakir", "fakir"), e)
    offered = set(ids(bidder_with_fakirs(E)))
    assert {"s4-1", "s5-1", "s5-2", "s6-1", "s6-2"} <= offered
    assert not {"s3-1", "s4-2"} & offered  # spots 1-3 cost nothing, and so does 4 less 2
    _, lavish = load_with(tmp_path, discount_free_spots="yes")
    assert {"s3-1", "s4-2"} <= set(ids(bidder_with_fakirs(lavish), lavish))


@pytest.mark.parametrize("after", [False, True])
def test_sloar_and_its_own_fakir_after_a_reshuffle(tmp_path, after):
    e = load_with(tmp_path, powers_paid_after="yes")[1] if after else E
    s, me = at_move(e=e)

    def fn(x):
        no_cards(x)
        x.decks["resources"].draw, x.decks["resources"].discard = [], ["ivory"]
        x.players[me].cards = ["sloar", "fakir"]
    s = play(edit(s, fn, e), "power:sloar", e=e)
    deck, hand = s.decks["resources"], s.players[me].cards
    if after:  # the Ivory is drawn, then the Fakir paid
        assert hand == ["sloar", "ivory"] and deck.discard == ["fakir"] and deck.draw == []
    else:  # the Fakir is paid, then both are reshuffled and one is drawn
        assert hand[0] == "sloar" and sorted(hand[1:] + deck.draw) == ["fakir", "ivory"]


@pytest.mark.parametrize("option, gain", [("yes", 1), ("no", 0)])
def test_taking_baal_pays_its_new_owner_as_the_option_says(tmp_path, option, gain):
    _, e = load_with(tmp_path, baal_pays_for_itself=option)
    s, me = at_move(e=e)

    def fn(x):
        kinds(x, c3="sacred_place")
        hold(x, me, "ww")
        no_cards(x)
        set_row(x, "djinns", ["baal", "boaz", "shamhat"])
    s = arranged(s, fn, e=e, b3="y", c3="y")
    g0 = gold(s, me)
    s = finish_turn(play(s, "b3 Ey", "yes", "baal@1", e=e), e)
    assert "baal" in s.players[me].cards and gold(s, me) - g0 == gain


@pytest.mark.parametrize("option, factor", [("no", 1), ("yes", 2)])
def test_kandicha_builder_under_echidna_as_the_option_says(tmp_path, option, factor):
    _, e = load_with(tmp_path, echidna_doubles_kandicha=option)
    s, me = at_move(e=e)

    def fn(x):
        kinds(x, default="oasis", b4="village", d5="sacred_place")
        no_cards(x)
        hold(x, me, "w")
        give(x, me, "kandicha", "echidna", "fakir")
    s = arranged(s, fn, e=e, b3="r", c3="r", c4="b")
    g0 = gold(s, me)
    s = finish_turn(play(s, "power:echidna", "b3 Er", e=e), e)
    assert gold(s, me) - g0 == 2 * factor  # c4 sees b4 and d5


@pytest.mark.parametrize("option", ["no", "yes"])
def test_idle_powers_as_the_option_says(tmp_path, option):
    _, e = load_with(tmp_path, offer_idle_powers=option)
    s, me = at_move(e=e)

    def fn(x):
        no_cards(x)
        give(x, me, "hagis", "echidna", "fakir", "fakir")
        hold(x, me, "w")
        x.supply[PALACE] = 0
    s = arranged(s, fn, e=e)
    offered = {o for o in ids(s, e) if o.startswith("power:")}
    if option == "no":  # no palace left to place (a Builder action may still come)
        assert offered == {"power:echidna"}
    else:
        assert offered == {"power:hagis", "power:echidna"}


def test_echidna_offered_while_a_builder_action_may_come():
    s, me = at_move()

    def fn(x):
        kinds(x)  # every tile a Small Market
        give(x, me, "echidna", "fakir", "fakir")
        hold(x, me, "w")
    s = arranged_no_cards(s, fn, b3="b", c3="b")
    assert "power:echidna" in ids(s)
    s = play(s, "e1 Ew")  # an Elder move: no Builder action this turn any more
    assert kind(s) == "may" and not any(o.startswith("power:") for o in ids(s))


# Whether a step may ask: from the compiled effect ----------------------------------------------


def _asking_verb():
    """A plugin verb that asks (gain 1 or 2 gold) and does not say so."""
    def build(compiler, args, node):
        def run(ctx):
            n = ctx.choose("toss", lambda: [Option("one", 1), Option("two", 2)],
                           lambda x: 1 if x == "one" else 2)
            ctx.state.players[ctx.me].counters["gold"] += n
        return Stmt(run, always)
    return Verb((), {}, build, "gain 1 or 2 gold, as you like")


def test_a_plugin_verb_that_asks_plays_without_crashing(tmp_path):
    rs, engine = extending(tmp_path, "tossing", {"turn.yaml": (
        "phases:\n  - id: gifts\n    order: bid_order\n    steps:\n"
        "      - id: toss\n        do: toss\n")}, verbs={"toss": _asking_verb()})
    assert (len(rs.phases) - 1, 0) not in quiet_steps(rs)
    s = engine.new_game(3, 2)
    bot = random.Random(1)
    asked = 0
    while not s.over and s.round < 3:
        d = engine.decision(s)
        asked += d.kind == "toss"
        s = engine.apply(s, "two" if d.kind == "toss" else bot.choice(d.options).id)
    assert asked >= 3


@pytest.mark.parametrize("snippet, asks, announces", [
    ("gain 1 gold", False, set()),
    ("place palm on final", False, {"placed"}),
    ("place palm on choose tiles where kind = oasis", True, {"placed"}),
    ("may gain 1 gold then claim final", True, {"claimed"}),
    ("(gain 1 gold | lose 1 gold)", True, set()),
    ("if moved { claim final } else { gain 1 gold }", False, {"claimed"}),
    ("let x = choose opponents then gain 1 gold", True, set()),
    ("draw 1 from resources", False, {"taken"}),
    ("draw 3 from djinns keep 1", True, {"taken"}),
    ("pay fakir then gain 1 gold", True, set()),
    ("perform last", True, {"*"}),
    ("toss", True, {"*"}),  # a plugin verb that says nothing: may ask, may announce anything
])
def test_whether_a_statement_may_ask_is_compiled(snippet, asks, announces):
    from naqala.dsl.compiler import Compiler
    from naqala.dsl.functions import BUILTINS, FUNCTIONS
    from naqala.dsl.verbs import VERBS
    stmt = Compiler(RS.names, FUNCTIONS, {**VERBS, "toss": _asking_verb()}, BUILTINS).effect(
        snippet)
    assert (stmt.asks, set(stmt.announces)) == (asks, announces)


def test_quiet_steps_come_from_the_compiled_effects():
    names = {(RS.phases[p][0], RS.phases[p][3][i][0]) for p, i in quiet_steps(RS)}
    assert names == {("turns", "marker"), ("turns", "control"), ("cleanup", "refill")}


# Front ends ---------------------------------------------------------------------------------------


def test_the_terminal_takes_a_power_at_a_moment(capsys):
    import argparse

    from naqala.game import Game
    from naqala_terminal.app import run
    s, me = at_move()
    g = Game("five_tribes", 3, 0)
    # at the moment of the Lamia test
    g.kept[0] = g.state = play(merchant_move(s, me, "lamia", "oasis"), "b3 Eg")
    lines = iter(["power:lamia", "d4", "quit", "quit"])  # quit warns once: unsaved
    run(g, {}, argparse.Namespace(lang="en"), lambda _prompt: next(lines))
    assert g.history[:2] == ["power:lamia", "d4"]
    assert g.state.tokens[t("d4")][PALM] == 1


def test_the_move_notation_takes_powers_before_and_after_the_move():
    from naqala.errors import IllegalChoice
    from naqala.notation import apply_move, move_choices
    s, me = at_move()
    s = merchant_move(s, me, "lamia", "oasis")
    assert move_choices(E, s, "b3 Eg power:lamia d4") == ["b3", "power:lamia", "d4"]
    after = apply_move(E, s, "b3 Eg power:lamia d4")
    assert after.tokens[t("d4")][PALM] == 1 and after.tokens[t("c3")][PALM] == 0
    with pytest.raises(IllegalChoice, match=r"'power:enki' \(step 3 of 'b3 Eg power:enki'\)"):
        apply_move(E, s, "b3 Eg power:enki")
    assert s.tokens[t("c3")][PALM] == 0 and kind(s) == "move.start"  # unchanged

    s, me = at_move()
    s = edit(s, lambda x: lone_elder(x, me))
    assert kind(s) == "pause"
    # the power draws from the bag: a move after it would be checked against the draw
    with pytest.raises(IllegalChoice, match=r"'b1' \(step 2 of .*\) shows what was hidden"):
        apply_move(E, s, "power:anun_nak b1 a1 Ew")
    after = apply_move(E, E.apply_all(s, ["power:anun_nak", "b1"]), "a1 Ew")
    assert after.players[me].pieces[PIECE["elder"]] == 4
    with pytest.raises(IllegalChoice, match="holds no move"):
        apply_move(E, s, "power:anun_nak b1")
