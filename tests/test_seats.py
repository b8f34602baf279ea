"""Honest seats: what a seat may not see never reaches it (views, events, undo, hooks), and
determinise gives search bots a state the seat cannot tell from the real one."""

from __future__ import annotations

import contextlib
import json
import os
import random

import pytest
from helpers import RS, RULESETS, SHIPPED, E, edit, extending, game, give, to_top

import naqala
import naqala.ruleset as R
from naqala.engine.determinise import determinise
from naqala.engine.engine import Engine, fingerprint
from naqala.engine.observation import observation, revealed
from naqala.hookspecs import hookimpl
from naqala.plugins import manager
from naqala.text import Text
from naqala.text.render import label, prompt, sentence

HIDDEN = [c for c, info in RS.counters.items() if info["hidden"]]


def states(seed: int, players: int, count: int):
    """States met in a random game, every few decisions (many wait inside a step)."""
    rng = random.Random(seed)
    s = E.new_game(players, seed)
    for n in range(count * 5):
        if s.over:
            return
        if n % 5 == 0:
            yield s
        s = E.apply(s, rng.choice(E.decision(s).options).id)


def hide_differently(s, seat: int, rng: random.Random):
    """A copy whose hidden parts (others' secret counters, pile orders, generator) differ."""
    other = s.copy()
    for p, player in enumerate(other.players):
        if p != seat:
            for c in HIDDEN:
                player.counters[c] += rng.randint(1, 30)
    for deck in other.decks.values():
        rng.shuffle(deck.draw)
    other.rng = rng.getrandbits(64)
    return other


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hidden_parts_never_change_a_seat_view(players):
    rng = random.Random(players)
    for s in states(players, players, 40):
        for seat in range(players):
            assert observation(E, hide_differently(s, seat, rng), seat) == \
                observation(E, s, seat)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_determinise_keeps_the_seat_view_and_its_options(seed):
    rng = random.Random(seed)
    for s in states(seed, 2 + seed % 3, 40):
        seat = E.decision(s).player
        sample = determinise(E, s, seat, rng)
        assert observation(E, sample, seat) == observation(E, s, seat)
        assert [o.id for o in E.decision(sample).options] == \
            [o.id for o in E.decision(s).options]
        E.apply(sample, E.decision(sample).options[0].id)  # a sample plays on


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_every_seat_may_sample_a_decision_it_does_not_make(seed):
    """A seat that waits samples a state where the decider is asked the same kind of
    question: guessing the decider's hidden gold as the seat's own once made a sample where
    the question answered itself, and reading its decision raised a TypeError."""
    rng = random.Random(seed)
    for s in states(seed, 2 + seed % 3, 60):
        real = E.decision(s)
        for seat in range(len(s.players)):
            sample = determinise(E, s, seat, rng)
            decision = E.decision(sample)
            assert (decision.player, decision.kind) == (real.player, real.kind)
            assert observation(E, sample, seat) == observation(E, s, seat)


@pytest.mark.parametrize("asks_narrowed", [False, True])
def test_a_decision_only_more_gold_would_ask_is_sampled_with_more(asks_narrowed):
    """Seat 1 bids with 14 gold; seat 0 holds 4. Under the former rule the guess of seat 1's
    gold (seat 0's own) would leave one spot it can pay for, and that question asked
    nobody: the guess is raised. Today such a question is asked (engine/hiding.py), and the
    neutral guess stands."""
    g = naqala.Game("five_tribes", 2, 0, asks_narrowed)
    rng = random.Random(0)
    for _ in range(57):
        g.apply(rng.choice(g.decision.options).id)
    assert g.decision.kind == "bid" and g.decision.player == 1
    assert [p.counters["gold"] for p in g.state.players] == [4, 14]
    for n in range(20):
        sample = g.determinise(0, random.Random(n))
        assert g.engine.decision(sample).kind == "bid"
        assert (sample.players[1].counters["gold"] > 4) != asks_narrowed


def test_determinise_re_deals_what_the_seat_cannot_know():
    s = next(states(9, 4, 1))
    seat = E.decision(s).player
    samples = [determinise(E, s, seat, random.Random(n)) for n in range(5)]
    assert len({tuple(x.decks["resources"].draw) for x in samples}) > 1
    assert len({x.rng for x in samples}) == 5 and s.rng not in {x.rng for x in samples}
    for x in samples:
        for p, player in enumerate(x.players):
            if p != seat:
                assert player.counters["gold"] == s.players[seat].counters["gold"]


@pytest.mark.parametrize("seat", [-1, 4, 99, "1", 1.0, True])
def test_a_seat_outside_the_table_is_refused_and_sees_nothing(seat):
    """Seat -1 once read as the last seat (Python's negative index): its samples gave every
    rival that seat's hidden gold."""
    g = naqala.Game("five_tribes", 4, 9)
    for _ in range(40):
        g.apply(g.decision.options[0].id)
    for ask in (lambda: g.determinise(seat, random.Random(1)), lambda: g.view(seat),
                lambda: g.events(0, seat), lambda: g.seat_view(seat)):
        with pytest.raises(naqala.NaqalaError, match="is not a seat of this game: its seats "
                                                     "are 0 to 3"):
            ask()
    with pytest.raises(naqala.NaqalaError, match="needs a random.Random"):
        g.determinise(0, None)


def sibittis_ready():
    """Player to act holds Sibittis and two Elders; three known Djinns top the pile."""
    def setup(st):
        give(st, st.turn["player"], "sibittis")
        st.players[st.turn["player"]].pieces[RS.piece_index["elder"]] += 2
        st.bag[RS.piece_index["elder"]] -= 2
        to_top(st, "djinns", "haurvatat", "jafaar", "nekir")
    return edit(game(3, 4), setup)


def use_sibittis(apply, decision):
    """Use Sibittis, paying if asked, up to the choice of the Djinn to keep."""
    apply("power:sibittis")
    if decision().kind == "pay":
        apply(decision().options[0].id)


def sibittis_waiting():
    box = [sibittis_ready()]
    use_sibittis(lambda o: box.__setitem__(0, E.apply(box[0], o)), lambda: E.decision(box[0]))
    return box[0]


def test_while_a_seat_keeps_one_of_three_the_others_see_only_that_three_are_held():
    s = sibittis_waiting()
    chooser = E.decision(s).player
    assert E.decision(s).kind == "keep"
    mine = observation(E, s, chooser)["players"][chooser]
    assert {"haurvatat", "jafaar", "nekir"} <= set(mine["cards"])
    for seat in range(3):
        if seat != chooser:
            theirs = observation(E, s, seat)["players"][chooser]
            assert theirs["unseen_cards"] == 3
            assert not {"haurvatat", "jafaar", "nekir"} & set(theirs["cards"])
            assert observation(E, s, seat)["decision"]["options"] is None


def test_while_a_seat_keeps_a_card_drawn_the_others_samples_re_deal_the_cards():
    """The cards drawn for a choice are the chooser's alone to see: another seat's samples
    gave the very cards drawn (a search bot, or OpenSpiel's resample, read them there)."""
    s = sibittis_waiting()
    chooser = E.decision(s).player
    drawn = sorted(E.decision(s).context["drawn"])
    cards = sorted(s.decks["djinns"].draw + drawn)
    for seat in range(3):
        seen = set()
        for n in range(12):
            sample = determinise(E, s, seat, random.Random(n))
            decision = E.decision(sample)
            assert (decision.player, decision.kind) == (chooser, "keep")
            assert observation(E, sample, seat) == observation(E, s, seat)
            assert sorted([*sample.decks["djinns"].draw, *decision.context["drawn"]]) == cards
            seen.add(tuple(sorted(decision.context["drawn"])))
            kept = decision.options[-1].id
            assert kept in E.apply(sample, kept).players[chooser].cards  # a sample plays on
        assert (seen == {tuple(drawn)}) == (seat == chooser)


def test_a_bot_that_changes_what_its_decision_says_shows_the_others_nothing():
    """The decision a seated bot is handed says which cards were drawn (its context); a bot
    that took one out, or the list away, made the others' views show the cards drawn."""
    g = naqala.Game(RS, 3, 4)
    g.state = sibittis_waiting()
    chooser = g.decision.player
    views = [g.view(seat) for seat in range(3)]
    for change in (lambda c: c["drawn"].pop(), lambda c: c["drawn"].clear(),
                   lambda c: c.__setitem__("drawn", []), lambda c: c.pop("drawn")):
        with contextlib.suppress(AttributeError, TypeError, KeyError):  # refused
            change(g.decision.context)
    assert [g.view(seat) for seat in range(3)] == views
    assert g.view((chooser + 1) % 3)["players"][chooser]["unseen_cards"] == 3


def test_a_card_drawn_like_one_held_leaves_the_held_cards_in_their_order():
    """The cards drawn for a choice lie at the end of the chooser's hand. The others' view
    took the first copy of each out, so a held card that moved to the end told them that
    one of its kind had been drawn."""
    g, rng = naqala.Game("artisans_of_naqala", 2, 1), random.Random(1)
    for _ in range(47):
        g.apply(rng.choice(g.decision.options).id)
    chooser, drawn = g.decision.player, g.decision.context["drawn"]
    hand = g.state.players[chooser].cards
    held = hand[:len(hand) - len(drawn)]
    assert held == ["fakir", "burning_scimitar", "horn_of_plenty"] and "burning_scimitar" in drawn
    theirs = g.view(1 - chooser)["players"][chooser]
    assert (theirs["cards"], theirs["unseen_cards"]) == (held, 2)
    for n in range(6):
        sample = g.determinise(1 - chooser, random.Random(n))
        assert g.engine.decision(sample).player == chooser
        assert observation(g.engine, sample, 1 - chooser) == g.view(1 - chooser)


def test_undo_stops_where_hidden_information_was_shown():
    g = naqala.Game("five_tribes", 3, 4)
    g.state = sibittis_ready()  # a set-up position, as if reached in this game
    g.kept = {0: g.state}
    g.apply(g.decision.options[0].id)  # an ordinary choice (a start tile) can be taken back
    assert g.can_undo()
    g.undo()
    use_sibittis(g.apply, lambda: g.decision)
    assert g.decision.kind == "keep"  # the top three Djinns are now seen by the chooser
    assert not g.can_undo()
    with pytest.raises(naqala.NaqalaError, match="hidden information"):
        g.undo()
    assert g.decision.kind == "keep"


class Greedy:
    """A plugin that tries to cheat: it adds gold to the view it is shown."""

    def __init__(self):
        self.seen = []

    @hookimpl
    def naqala_choice_applied(self, view, seat, option, events):
        view["players"][0].setdefault("counters", {})["gold"] = 1000
        self.seen.append([e.kind for e in events])

    @hookimpl
    def naqala_game_ended(self, view, scores):
        scores[0]["total"] = 10_000


@pytest.fixture
def plugins():
    pm = manager()
    yield pm
    manager.cache_clear()


def test_hooks_get_read_only_data(plugins):
    plugin = Greedy()
    plugins.register(plugin, name="greedy_observer")
    g = naqala.Game("five_tribes", 2, 5)
    for _ in range(30):
        g.apply(g.decision.options[0].id)
    assert g.state.players[0].counters["gold"] < 1000
    assert "gold" not in g.view(1)["players"][0]["counters"]
    assert any("bid" in kinds for kinds in plugin.seen)
    for _ in range(2000):
        if g.over:
            break
        g.apply(g.decision.options[0].id)
    assert g.over and g.scores()[0]["total"] < 10_000


class DoubleGold:
    """A variant: final scores count gold twice."""

    @hookimpl
    def naqala_adjust_scores(self, view, scores):
        return [{"terms": {**row["terms"], "gold": 2 * row["terms"]["gold"]},
                 "total": row["total"] + row["terms"]["gold"]} for row in scores]


def test_a_variants_scores_apply_in_simulate(plugins, capsys):
    from naqala.cli import main
    main(["simulate", "--games", "1", "--players", "2", "--json"])
    plain = capsys.readouterr().out
    plugins.register(DoubleGold(), name="double_gold")
    main(["simulate", "--games", "1", "--players", "2", "--json"])
    doubled = capsys.readouterr().out
    import json
    a, b = json.loads(plain)["games"][0], json.loads(doubled)["games"][0]
    assert [t["gold"] * 2 for t in a["terms"]] == [t["gold"] for t in b["terms"]]


def last_bid_of_round_two(gold: int):
    """Four seats bid the cheapest spot in round 2 until the last bidder, who holds `gold`
    and finds the three free spots taken (the cheapest left costs 1); it bids that spot."""
    s = E.new_game(4, 0)
    while not (E.decision(s).kind == "bid" and s.round == 2):
        s = E.apply(s, E.decision(s).options[0].id)
    for _ in range(3):
        s = E.apply(s, E.decision(s).options[0].id)
    bidder = E.decision(s).player
    s = edit(s, lambda st: st.players[bidder].counters.__setitem__("gold", gold))
    return E.apply(s, "s4"), bidder


def test_a_bid_paid_short_tells_its_rivals_what_a_bid_paid_in_full_does():
    """A bid whose bidder cannot pay the spot's cost (it pays all it has) was told to the
    bidder alone: rivals and spectators saw a bid in their log when the bidder had the gold
    and none when it had not, so a missing line told them its hidden gold was short."""
    short, bidder = last_bid_of_round_two(0)
    paid, _ = last_bid_of_round_two(5)
    for seat in (None, *(p for p in range(4) if p != bidder)):
        assert [(e.kind, e.args) for e in short.events if e.visible_to(seat)] == \
            [(e.kind, e.args) for e in paid.events if e.visible_to(seat)]
    mine = [e.args["cost"].n for e in short.events if e.kind == "bid" and e.visible_to(bidder)]
    assert mine == [0]  # the bidder is told what it paid


def test_a_sample_at_a_moment_goes_on_as_the_game_does():
    """A moment to use powers is offered when something changed since the last one (a
    fingerprint of the state). Samples kept the real state's fingerprint, which their
    re-dealt piles, generator and guessed gold no longer matched: `done` offered the moment
    again, where the game runs the next step. Search bots weighed that other future."""
    rng, s, met = random.Random(1), E.new_game(4, 1), 0
    while not s.over:
        decision = E.decision(s)
        if decision.kind == "pause":
            after = E.apply(s, "done")
            for seat in range(4):
                sample = E.apply(determinise(E, s, seat, rng), "done")
                if not revealed(RS, s, after):
                    met += 1
                    assert [e.kind for e in sample.events] == [e.kind for e in after.events]
        s = E.apply(s, rng.choice(decision.options).id)
    assert met > 10



# Every shipped ruleset at its fewest and most players; NAQALA_HIDDEN_SEEDS=N plays N seeds
# of each.
SEEDS = int(os.environ.get("NAQALA_HIDDEN_SEEDS", "1"))
DIFFERENTIAL = [(name, players, seed) for name in SHIPPED
                for players in sorted({min(R.load(name, folders=[RULESETS]).players),
                                       max(R.load(name, folders=[RULESETS]).players)})
                for seed in range(1, SEEDS + 1)]
EVERY, DECISIONS = 4, 240  # the decisions compared, of the first DECISIONS of a game


class Receiver:
    """Everything one seat receives, in words and numbers: its view (as JSON, and as the
    arrays and mask of PettingZoo and OpenSpiel), its question and options, what it is told."""

    def __init__(self, engine: Engine, seat: int | None):
        self.engine, self.seat, self.text = engine, seat, Text(engine.rs, "en")
        self.features = pytest.importorskip("naqala.features").Features(engine.rs)

    def receives(self, s) -> tuple:
        view = observation(self.engine, s, self.seat)
        if self.seat is None:  # a spectator: a view, no arrays, no question
            return view, json.dumps(view, sort_keys=True)
        decision = self.engine.decision(s)
        asked = (prompt(self.text, decision), [(o.id, label(self.text, o))
                                               for o in decision.options]) \
            if decision is not None and decision.player == self.seat else None
        return view, json.dumps(view, sort_keys=True), self.features.encode(view).tobytes(), \
            self.features.mask(view).tobytes(), asked

    def told(self, s) -> list[str]:
        return [sentence(self.text, e) for e in s.events if e.visible_to(self.seat)]


def guessed_otherwise(engine: Engine, s, seat: int | None, rng: random.Random):
    """A copy of `s` where the other seats' hidden counters hold other values (0 to 200; a
    seat cannot rule one out, since what they lose is told to their owner alone), the
    waiting unit keeping what it changed, with the same piles and generator: what any
    choice does next must look the same to `seat` until the game ends and shows them."""
    other = s.copy()
    base = other.pending and other.pending["base"].copy()
    if base:
        other.pending = {k: v for k, v in s.pending.items() if k != "decision"}
        other.pending["base"] = base
    for p, player in enumerate(other.players):
        for c in (c for c, info in engine.rs.counters.items() if info["hidden"] and p != seat):
            guess = rng.choice((0, 1, 4, 12, 40, 200))
            if base:
                change = player.counters[c] - base.players[p].counters[c]
                base.players[p].counters[c] = max(0, guess - change)
                guess = base.players[p].counters[c] + change
            player.counters[c] = guess
    for real, mine in ((s, other), (s.pending and s.pending["base"], base)):
        if mine and real.turn.get("offered") == fingerprint(real):
            mine.turn["offered"] = fingerprint(mine)  # powers were just offered: as in `s`
    return other


def compare(engine: Engine, seen: Receiver, s, other, choice: str, after, same_draws: bool):
    """`other` and `s` look the same to the seat, and so does what `choice` does in each,
    unless it shows what was hidden (a draw, with other draws in `other`; cards kept from
    those drawn, the others discarded face up; the end)."""
    assert seen.receives(other) == seen.receives(s)
    if engine.decision(other).find(choice) is None:
        return  # a rival's answer that its other counters leave out
    other_after = engine.apply(other, choice)
    if after.over or not same_draws and (revealed(engine.rs, s, after) or revealed(
            engine.rs, other, other_after) or "drawn" in engine.decision(s).context):
        return
    assert seen.told(other_after) == seen.told(after)
    assert revealed(engine.rs, other, other_after) == revealed(engine.rs, s, after)  # undo
    assert seen.receives(other_after) == seen.receives(after)


@pytest.mark.parametrize(("ruleset", "players", "seed"), DIFFERENTIAL)
def test_what_a_seat_cannot_see_changes_nothing_it_receives(ruleset, players, seed):
    """At many decisions of a random game, each seat's rivals' hidden counters (every
    seat's, for a spectator) guessed otherwise, and a sample of what the seat cannot see
    (`determinise`: piles re-dealt, the generator new, hidden counters guessed): the seat's
    view, question and options, arrays, and what the same next choice tells it and shows
    it (and whether it can be taken back) are the same as in the game. What undo shows is
    a view the seat had."""
    engine = Engine(R.load(ruleset, folders=[RULESETS]))
    hides = any(info["hidden"] for info in engine.rs.counters.values())
    seats = [Receiver(engine, p) for p in (*range(players), None)]
    rng, s = random.Random(seed), engine.new_game(players, seed)
    for n in range(DECISIONS):
        if s.over:
            break
        choice = rng.choice(engine.decision(s).options).id
        after = engine.apply(s, choice)
        for seen in seats if n % EVERY == 0 else ():
            if hides:
                compare(engine, seen, s, guessed_otherwise(engine, s, seen.seat, rng), choice,
                        after, True)
            if seen.seat is not None:
                compare(engine, seen, s, determinise(engine, s, seen.seat, rng), choice,
                        after, False)
        s = after


def keeping_after_a_reshuffle() -> naqala.Game:
    """A game where seat 1 keeps one of two cards drawn from a pile that ran out on the way
    (its discards were shuffled in: the step used the generator before asking)."""
    g, rng = naqala.Game("artisans_of_naqala", 3, 5), random.Random(5)
    for _ in range(245):
        g.apply(rng.choice(g.decision.options).id)
    return g


def test_a_sample_of_a_step_that_drew_at_random_before_asking_draws_anew_after_it():
    """Seat 1 keeps one of two cards drawn from a pile that ran out on the way, its discards
    shuffled in: the step used the generator before asking. Samples kept the game's
    generator, so a search knew every later shuffle and draw of the bag. A step that goes
    on from its question now goes on with the sample's own generator."""
    g = keeping_after_a_reshuffle()
    s, real = g.state, g.decision
    assert (real.player, real.kind) == (1, "keep") and s.pending["base"].rng != s.rng
    for seat in range(3):
        sample = g.determinise(seat, random.Random(seat))
        decision = g.engine.decision(sample)
        assert (decision.player, decision.kind) == (1, "keep")
        assert observation(g.engine, sample, seat) == g.view(seat)
        kept = real.options[0].id
        assert sample.rng != s.rng
        assert g.engine.apply(sample, kept).rng != g.engine.apply(s, kept).rng


def test_cards_drawn_for_a_rival_across_a_reshuffle_are_dealt_anew_in_samples():
    """Cards another seat draws to choose among are re-dealt in samples, but not when the
    pile ran out and its discards were shuffled in on the way: the samples held the very
    cards drawn, for every search of the other seats to read."""
    g = keeping_after_a_reshuffle()
    drawn = tuple(sorted(g.decision.context["drawn"]))
    for seat in (0, 2):
        seen = set()
        for n in range(12):
            sample = g.determinise(seat, random.Random(n))
            decision = g.engine.decision(sample)
            assert (decision.player, decision.kind) == (1, "keep")
            assert observation(g.engine, sample, seat) == g.view(seat)
            seen.add(tuple(sorted(decision.context["drawn"])))
            g.engine.apply(sample, decision.options[-1].id)  # a sample plays on
        assert seen - {drawn}


class Scribbler:
    """A plugin that writes on what it is shown: the events' arguments and the option."""

    @hookimpl
    def naqala_choice_applied(self, view, seat, option, events):
        with contextlib.suppress(AttributeError):  # refused: options are read-only
            option.id = "scribbled"
        for event in events:
            with contextlib.suppress(TypeError):  # refused
                event.args["actor"] = "scribbled"


def test_events_and_options_a_plugin_or_front_end_writes_on_change_nothing(plugins):
    """The events a game hands out are those of its log, and the option told to observers
    is the one its kept states offer: a plugin that wrote on them changed what every seat
    was told later, and made undo replay an option that was never offered."""
    plugins.register(Scribbler(), name="scribbler")
    g = naqala.Game("five_tribes", 2, 5)
    first = g.decision.options[0].id
    for _ in range(3):
        g.apply(g.decision.options[0].id)
    told = [sentence(Text(g.rs, "en"), e) for e in g.events(0, 1)]
    for event in g.events(0, 0):
        with contextlib.suppress(TypeError):
            event.args["actor"] = "written"
    assert [sentence(Text(g.rs, "en"), e) for e in g.events(0, 1)] == told
    for _ in range(3):
        g.undo()
    assert [o.id for o in g.decision.options][0] == first
    g.apply(first)


def test_who_may_see_an_event_cannot_be_changed_by_whoever_is_given_it():
    """`game.events(since, seat)` hands out the events of the game's log: a front end that
    set `seats` (or `but`) of a seat's own event made it every seat's, and the others were
    then told what their rival's hidden gold held (a bid paid short)."""
    g, rnd = naqala.Game("five_tribes", 2, 21), random.Random(21)
    while not any(e.seats for e in g.log):
        g.apply(rnd.choice(g.decision.options).id)
    own = next(e for e in g.log if e.seats)
    other = 1 - own.seats[0]
    told = g.events(0, other)
    assert own in g.events(0, own.seats[0]) and not any(e is own for e in told)
    for name in ("seats", "but", "kind"):
        with pytest.raises(AttributeError, match="an Event is read-only"):
            setattr(own, name, None)
    assert g.events(0, other) == told and not any(e is own for e in g.events(0, other))


def losing_before_asking(tmp_path):
    """A ruleset whose turn takes 5 hidden gold (cut short at zero, told to its owner
    alone) and then asks, in one step; and a state waiting at that question."""
    turn = (RULESETS / "five_tribes" / "turn.yaml").read_text()
    turn = turn[:turn.index("end_when")].replace(
        "do: move marker to bid_order",
        "do: move marker to bid_order then lose 5 gold then may { gain 1 camels }")
    for phase in ("bidding", "turns", "cleanup"):
        turn = turn.replace(f"  - id: {phase}", f"  - op: replace\n    id: {phase}")
    rs, engine = extending(tmp_path, "losing", {"turn.yaml": turn})
    s = engine.new_game(2, 1)
    while engine.decision(s).kind != "may":
        s = engine.apply(s, engine.decision(s).options[0].id)
    return engine, s


def holding(s, seat: int, gold: int):
    """`s` where `seat` held `gold` when its step began (and lost up to 5 of it since)."""
    out, base = s.copy(), s.pending["base"].copy()
    out.pending = {k: v for k, v in s.pending.items() if k != "decision"}
    out.pending["base"] = base
    base.players[seat].counters["gold"] = gold
    out.players[seat].counters["gold"] = max(0, gold - 5)
    return out


def test_a_sample_keeps_no_trace_of_a_loss_cut_short_that_its_seat_was_not_told(tmp_path):
    """A sample keeps what the waiting step changed of a rival's hidden counter. It kept the
    true change, so a loss cut short at zero (told to the loser alone) told the seat what
    the rival held: its sample's step started from more gold when the loss was cut short."""
    engine, s = losing_before_asking(tmp_path)
    rival = engine.decision(s).player
    seat = 1 - rival
    poor, rich = holding(s, rival, 3), holding(s, rival, 40)
    assert observation(engine, poor, seat) == observation(engine, rich, seat)
    samples = [determinise(engine, world, seat, random.Random(1)) for world in (poor, rich)]
    assert samples[0].to_json() == samples[1].to_json()
    assert [o.id for o in engine.decision(samples[0]).options] == ["yes", "no"]
