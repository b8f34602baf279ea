"""Being asked tells nothing of hidden counters (engine/hiding.py; docs/decisions.md, "Seats
see views"): a seat's rivals see who is asked, so a question that a hidden counter narrows
(one spot a seat can pay for, a purchase it cannot pay, a power it cannot pay for) is asked
all the same. Saves and games begun under the former rule go on under it."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest
from helpers import RULESETS, SHIPPED, edit, extending, ids, kind, overlay_folder, who

import naqala.ruleset as R
from naqala.cli import main
from naqala.engine.engine import Engine, fingerprint
from naqala.engine.hiding import powers_read
from naqala.engine.state import State
from naqala.errors import IllegalChoice, StateError
from naqala.game import Game
from naqala.ruleset.telling import telling_rules

FORMER_SAVE = Path(__file__).parent / "corpus" / "former_rule_save.json"
# A variant where two Djinns' powers cost gold (one, gold or an Elder): whether a moment to
# use them is offered, or which payment is asked for, must not tell whether their holder
# can pay.
GOLD_POWERS = {"djinns.yaml": "cards:\n  - id: anun_nak\n    op: modify\n    cost: 6 gold\n"
                              "  - id: sibittis\n    op: modify\n    cost: 6 gold or elder\n"}


def with_gold(s: State, seat: int, gold: int) -> State:
    """`s` where `seat` holds `gold` (the waiting step keeping what it changed), the rest as
    it is: what a rival cannot tell apart from `s`."""
    data = s.to_json()
    base = (data["pending"] or {}).get("base")
    counters = data["players"][seat]["counters"]
    if base is not None:
        held = base["players"][seat]["counters"]
        change = counters["gold"] - held["gold"]
        held["gold"] = max(0, gold - change)
        counters["gold"] = held["gold"] + change
    else:
        counters["gold"] = gold
    out = State.from_json(data)
    for mine, theirs in ((out, s), (out.pending and out.pending["base"],
                                    s.pending and s.pending["base"])):
        if mine and theirs.turn.get("offered") == fingerprint(theirs):
            mine.turn["offered"] = fingerprint(mine)  # powers were offered: nothing changed
    return out


def asked(s: State, engine: Engine) -> tuple:
    """Who is asked next, and what kind of question: a seat asked a question of another kind
    is asked a different number of questions (a moment before a step, or not)."""
    return who(s, engine), kind(s, engine)


def tells(engine: Engine, players: int, seed: int, first: bool = False) -> int:
    """How often, over a game of random choices, the question asked after a choice (its
    seat and kind) changes with one seat's gold (0 or 100 coins). With `first`, stop at the
    first such choice."""
    rnd, s, told = random.Random(seed), engine.new_game(players, seed), 0
    while not s.over:
        answer = rnd.choice(engine.decision(s).options).id
        after = engine.apply(s, answer)
        for seat in range(players):
            for gold in (0, 100):
                try:
                    other = engine.apply(with_gold(s, seat, gold), answer)
                except IllegalChoice:  # the answer needs the gold the seat holds
                    continue
                except StateError:  # with that gold, this question would not be asked
                    other = None
                if other is None or not other.over and not after.over and \
                        asked(other, engine) != asked(after, engine):
                    told += 1
                    if first:
                        return told
        s = after
    return told


# A variant where a small market offers to buy for 3 gold or take 1 gold: a seat that cannot
# pay has one alternative left, and must be asked all the same.
GOLD_ALTERNATIVE = {"tiles.yaml": "tiles:\n  - id: small_market\n    op: modify\n    action: "
                                  "(pay 3 gold then take 1 from resources first 3 | gain 1 gold)\n"}
# A variant where an oasis has its visitor pick a seat among those with more than 20 gold
# and itself: with no rival that rich, one option is left, and must be asked all the same.
GOLD_TARGET = {"tiles.yaml": "tiles:\n  - id: oasis\n    op: modify\n    action: let rival = "
                             "choose players where gold > 20 or it = me then gain 1 gold\n"}
VARIANTS = {"gold_powers": GOLD_POWERS, "gold_alternative": GOLD_ALTERNATIVE,
            "gold_target": GOLD_TARGET}


@pytest.mark.parametrize(("ruleset", "players", "seed"), [
    ("five_tribes", 4, 3), ("gold_powers", 3, 0), ("gold_powers", 4, 2),
    ("gold_alternative", 4, 0), ("gold_target", 4, 0)])
def test_what_is_asked_next_does_not_depend_on_hidden_gold(tmp_path, ruleset, players, seed):
    """Games where moments to use a power that costs gold come up (gold_powers, seed 0),
    and a payment of gold or an Elder (seed 2)."""
    rs = R.load(ruleset, folders=[RULESETS]) if ruleset == "five_tribes" else \
        extending(tmp_path, ruleset, VARIANTS[ruleset])[0]
    assert tells(Engine(rs), players, seed) == 0
    assert tells(Engine(rs, asks_narrowed=False), players, seed, first=True) == 1  # it did


HIDING = [name for name in SHIPPED
          if any(c["hidden"] for c in R.load(name, folders=[RULESETS]).counters.values())]


@pytest.mark.parametrize("ruleset", HIDING)
def test_no_shipped_ruleset_tells_hidden_gold_by_what_it_asks(ruleset):
    rs = R.load(ruleset, folders=[RULESETS])
    assert tells(Engine(rs), max(rs.players), 0) == 0


def test_powers_are_read_with_hidden_counters_raised_only_where_they_may_read_one(tmp_path):
    """Working out whether a question is asked lists its options again; a power's part of
    that is skipped where no power's snippets name a hidden counter, or perform an action
    that does (engine/hiding.py, `powers_read`)."""
    def reads(name, files):
        return powers_read(extending(tmp_path, name, files)[0], ("gold",))
    assert not powers_read(R.load("five_tribes", folders=[RULESETS]), ("gold",))
    assert reads("priced", GOLD_POWERS)
    assert reads("performing", {"djinns.yaml": "cards:\n  - id: anun_nak\n    op: modify\n"
                                               "    power: perform small_market\n"})
    assert not reads("gold_bars", {"djinns.yaml": "cards:\n  - id: anun_nak\n    op: modify\n"
                                                  "    cost: gold_bars\n"})


def bidder_with(gold: int, e: Engine):
    """A new game's first bidder holding `gold`, the first three spots taken."""
    s = e.new_game(4, 2)
    for _ in range(3):
        s = e.apply(s, ids(s, e)[0])
    bidder = who(s, e)
    return edit(s, lambda x: x.players[bidder].counters.update(gold=gold), e), bidder


def test_a_bid_with_one_spot_to_pay_for_is_asked():
    """Spots 1 to 3 are taken; with no gold the fourth bidder can take only the cheapest
    free spot (paying what it has). Its rivals do not see its gold, so it is asked."""
    e = Engine(R.load("five_tribes", folders=[RULESETS]))
    poor, bidder = bidder_with(0, e)
    assert (who(poor, e), kind(poor, e), ids(poor, e)) == (bidder, "bid", ["s4"])
    rich, _ = bidder_with(50, e)
    assert who(rich, e) == bidder and len(ids(rich, e)) > 1
    former = Engine(e.rs, asks_narrowed=False)
    s = bidder_with(0, former)[0]
    assert kind(s, former) != "bid"  # it bid without being asked: the turns began


def test_with_gold_open_a_bid_of_one_spot_answers_itself():
    """When gold is open (open_gold), nothing is hidden: one option answers itself."""
    e = Engine(R.load("open_gold", folders=[RULESETS]))
    assert kind(bidder_with(0, e)[0], e) != "bid"


def test_a_purchase_that_cannot_be_paid_is_asked_with_no_alone():
    """A small market's purchase costs 3 gold: a seat with less is asked, and may only
    decline, as a seat that can pay may decline too."""
    e = Engine(R.load("five_tribes", folders=[RULESETS]))
    s = e.new_game(3, 5)
    for _ in range(200):
        d = e.decision(s)
        if d.kind == "may" and "yes" not in ids(s, e):
            break
        s = e.apply(s, random.Random(len(s.events)).choice(d.options).id)
    else:
        pytest.fail("no purchase that could not be paid in 200 choices")
    assert [o for o in ids(s, e) if not o.startswith("power:")] == ["no"]


def test_a_save_of_the_former_rule_replays_and_goes_on_under_it(tmp_path):
    game = Game.load(FORMER_SAVE)
    assert game.over and not game.engine.asks_narrowed
    assert game.save_data()["format"] == "naqala-save/2"
    data = json.loads(FORMER_SAVE.read_text())
    data["format"] = "naqala-save/3"  # the same choices under today's rule ask more
    path = tmp_path / "relabelled.json"
    path.write_text(json.dumps(data))
    with pytest.raises(StateError, match=r"choice \d+ \('[^']+'\) cannot be replayed"):
        Game.load(path)


def test_a_new_game_saves_under_the_rule_it_plays(tmp_path):
    game = Game("five_tribes", 3, 4)
    game.apply(game.decision.options[0].id)
    game.save(tmp_path / "s.json")
    assert json.loads((tmp_path / "s.json").read_text())["format"] == "naqala-save/3"
    assert Game.load(tmp_path / "s.json").engine.asks_narrowed


def test_a_games_database_of_the_former_rule_goes_on_under_it(tmp_path):
    """A server's database written before the rule had no `asks` column: its games replay
    under the former rule, and new ones are played under today's."""
    from naqala_web.store import Store
    from naqala_web.tables import Tables
    save = json.loads(FORMER_SAVE.read_text())
    path = tmp_path / "games.sqlite"
    db = sqlite3.connect(path)
    db.executescript(
        "CREATE TABLE games (id TEXT PRIMARY KEY, created REAL NOT NULL, ruleset TEXT NOT "
        "NULL, hash TEXT NOT NULL, players INTEGER NOT NULL, seed TEXT NOT NULL, lang TEXT "
        "NOT NULL, bots TEXT NOT NULL, choices TEXT NOT NULL, over INTEGER NOT NULL DEFAULT 0);"
        "CREATE TABLE links (token TEXT PRIMARY KEY, game TEXT NOT NULL REFERENCES games(id), "
        "seat INTEGER);")
    db.execute("INSERT INTO games VALUES (?, 0, ?, ?, ?, ?, 'en', '{}', ?, 1)",
               ("old", save["ruleset"], save["hash"], save["players"], str(save["seed"]),
                json.dumps(save["choices"])))
    db.commit()
    db.close()
    tables = Tables(Store(path))
    game = tables.table("old").game
    assert game.over and not game.engine.asks_narrowed and len(game.history) == \
        len(save["choices"])
    fresh = tables.create("five_tribes", 3, {}, "en", 1)
    assert tables.table(fresh.id).game.engine.asks_narrowed
    tables.store.close()
    assert Store(path).load(fresh.id).asks_narrowed


def test_a_bid_paid_in_part_shows_rivals_the_price_and_the_bidder_what_it_paid():
    """Gold is hidden: a bidder who cannot pay the cheapest spot pays all it has, and only
    it sees how little that was; a bid paid in full is one line for everyone."""
    e = Engine(R.load("five_tribes", folders=[RULESETS]))

    def seen(gold: int) -> dict[int, list]:
        s, _ = bidder_with(gold, e)
        bids = [ev for ev in e.apply(s, "s4").events if ev.kind == "bid"]
        return {seat: [(ev.args["cost"].n, ev.args["spot"]) for ev in bids
                       if ev.visible_to(seat)] for seat in range(4)}
    poor = seen(0)
    bidder = bidder_with(0, e)[1]
    assert poor[bidder] == [(0, 4)]
    assert all(poor[seat] == [(1, 4)] for seat in range(4) if seat != bidder)
    assert all(lines == [(1, 4)] for lines in seen(50).values())


def test_a_bot_answers_a_question_of_one_option_without_drawing():
    """Bots answer a question asked only to hide what they hold without using their
    generator, so their games are the ones they played before such questions were asked."""
    from naqala.registry import bot_factory
    e = Engine(R.load("five_tribes", folders=[RULESETS]))
    s, bidder = bidder_with(0, e)
    for name in ("random", "greedy", "mcts"):
        bot = bot_factory(name)(7)
        state = getattr(bot, "random", None) or bot.rng
        before = state.getstate()
        assert bot.choose(None, e.decision(s)) == "s4"
        assert state.getstate() == before


# Rules whose outcome the engine cannot hide (docs/decisions.md, "Whether a seat is asked
# tells nothing of what it holds hidden"): `naqala check` names them for their designer.
TELLING = {
    "tiles.yaml": "tiles:\n  - id: oasis\n    op: modify\n    action: if gold > 5 { gain 1 gold }\n"
                  "  - id: village\n    op: modify\n    action: (pay 3 gold then draw 1 from "
                  "resources | pay 5 gold then draw 2 from resources)\n",
    "movement.yaml": "movement:\n  last_drop: pieces(tile, piece) > 0 or gold > 40\n"
                     "end_when: gold > 90\n",
    "cards.yaml": "events:\n  - id: ping\n    doc: a test event\ncards:\n  - id: jafaar\n"
                  "    op: modify\n    on: ping if gold > 3 then gain 1 gold\n  - id: boaz\n"
                  "    op: modify\n    power: gain (if gold > 9 then 1 else 2) gold\n"}


def test_check_names_the_rules_whose_outcome_a_hidden_counter_decides(tmp_path, capsys):
    folder = overlay_folder(tmp_path, "telling", TELLING)
    assert main(["check", str(folder)]) == 0
    out = capsys.readouterr().out
    assert (f"{folder}/tiles.yaml:4:16: W302 'gold' is hidden, and this 'if' reads it: what "
            "the rule does, and whether it asks, can show a seat's rivals what it holds") in out
    assert (f"{folder}/tiles.yaml:7:20: W302 'gold' is hidden, and every alternative reads "
            "it: when it leaves none, the seat is not asked, and its rivals can see that") in out
    assert (f"{folder}/movement.yaml:2:41: W302 'gold' is hidden, and the last-drop rule reads "
            "it: the moves a seat is offered, and whether it is asked, can show its rivals "
            "what it holds") in out
    assert f"{folder}/cards.yaml:7:17: W302 'gold' is hidden, and this 'if'" in out
    assert f"{folder}/cards.yaml:10:21: W302 'gold' is hidden, and this 'if'" in out
    assert (f"{folder}/movement.yaml:3:11: W302 'gold' is hidden, and the end of the game "
            "reads it: when the game ends can show what a seat holds") in out
    assert out.count("W302") == 6


def test_rules_the_engine_hides_or_that_read_no_hidden_counter_are_not_named(tmp_path):
    """A payment with another way out, or a choice filtered by gold, is asked all the same;
    gaining gold reads nothing; with gold open, nothing is hidden."""
    def warned(name, files, **load) -> list[str]:
        return [str(w) for w in telling_rules(extending(tmp_path, name, files, **load)[0])]
    assert warned("alternative", GOLD_ALTERNATIVE) == []
    assert warned("target", GOLD_TARGET) == []
    assert warned("powers", GOLD_POWERS) == []
    assert warned("open", TELLING, settings={"hidden_gold": "no"}) == []
    assert len(warned("hidden", TELLING)) == 6


@pytest.mark.parametrize("ruleset", HIDING)
def test_no_shipped_ruleset_has_a_rule_whose_outcome_tells_a_hidden_counter(ruleset):
    assert telling_rules(R.load(ruleset, folders=[RULESETS])) == []
