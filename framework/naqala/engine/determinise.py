"""Determinisation: a full state that one seat cannot tell from the real one.

Search bots play many possible futures from what they know. What a seat does not know is
re-dealt: the order of every face-down draw pile (the cards it holds are known: everything
not seen elsewhere), the generator (so the bag's future and later shuffles are new), and
other seats' hidden counters, which are set to the seat's own value of that counter (a
neutral guess: their true value is not known). The pending decision's unit re-runs from the
state it started from, so that state is re-dealt the same way: the cards it drew before
asking stay where they were, and a counter keeps the change the unit made to it as the
seat may know it (a rival's loss cut short at zero is told to the rival alone). Cards it
drew for another seat to choose among (seen by the chooser alone) go back among the pile's
cards and are drawn again from them. A unit that drew at random before asking (a pile ran
out and its discards were shuffled in) for another seat to choose among is run again from
its re-dealt start with a new generator, when that shows the seat what the game showed it.
Otherwise those draws replay from the true generator, and a unit that goes on from its
question goes on with the sample's own generator and piles.

That a seat is asked is public. A question that a hidden counter narrows is asked anyway
(`hiding.py`), but a rule may ask only when a hidden counter holds enough (an `if` on it),
and under the former rule of naqala-save/2 games a question of one option answered itself.
When the guess would leave the decider no such question, the guess is doubled until the
sample asks the decider the same kind of question again.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from ..errors import NaqalaError
from .engine import fingerprint
from .fields import BIG
from .observation import engine_of, observation, seat_of
from .state import State, state_of


def determinise(engine, state: State, seat: int, rng: random.Random) -> State:
    """A copy of `state` with what `seat` cannot see re-dealt; its view is unchanged."""
    seat = seat_of(seat, len(state_of(state).players), spectator=False)
    if not isinstance(rng, random.Random):
        raise NaqalaError(f"determinise needs a random.Random to re-deal with, not "
                          f"{type(rng).__name__}")
    rs = engine_of(engine).rs
    out, base = _forked(state)
    hidden = [] if state.over else [c for c, info in rs.counters.items() if info["hidden"]]
    told = _told_changes(engine, state, seat, hidden) if base else {}
    for c in hidden:
        _guess_counter(out, base, seat, c, state.players[seat].counters[c], told)
    for d, info in rs.decks.items():
        if not info["open_draw"]:
            _redeal(out.own_deck(d).draw, base.own_deck(d).draw if base else None, rng)
    deal = _drawn_dealer(rs, engine.decision(state), out, base, seat, rng) if base else None
    out = _generated(engine, state, out, base, seat, rng, deal)
    if base is not None and (hidden or deal):
        _asked_again(engine, state, out, seat, hidden, deal, told)
    _marked_again(state, out)
    return out


def _generated(engine, state: State, out: State, base: State | None, seat: int,
               rng: random.Random, deal: Callable[[], None] | None) -> State:
    """The sample with a generator of its own: run again from its re-dealt start where its
    unit drew at random for another seat's choice (`_drawn_anew`), else `out` given a new
    generator (`_new_generator`)."""
    anew = _drawn_anew(engine, state, out, seat, rng) if base and not deal else None
    if anew is not None:
        return anew
    _new_generator(state, out, base, rng.getrandbits(64))
    return out


def _drawn_anew(engine, state: State, out: State, seat: int, rng: random.Random) -> State | None:
    """The sample run again from its unit's start with a new generator and that start's
    face-down piles re-dealt, when the unit drew at random before asking another seat to
    choose among cards it drew (a pile ran out and its discards were shuffled in: the
    cards drawn cannot be dealt back in place). None when the unit does not, or when the
    run shows `seat` anything else than the game (it drew something in the open)."""
    decision, base = engine.decision(state), out.pending["base"]
    if decision.player == seat or "drawn" not in decision.context or \
            base.rng == state.rng or engine.rs.decks[decision.context["deck"]]["open_draw"]:
        return None
    start = base.fork()
    start.rng = rng.getrandbits(64)
    for d, info in engine.rs.decks.items():
        if not info["open_draw"]:
            rng.shuffle(start.own_deck(d).draw)
    again = start.fork()
    pending = out.pending
    engine._run(again, pending["unit"], pending["choices"], pending["explicit"], start,
                pending["carried"])
    again.events = []
    asked = engine.decision(again) if again.pending is not None else None
    if asked is None or (asked.player, asked.kind) != (decision.player, decision.kind) or \
            observation(engine, again, seat) != observation(engine, state, seat):
        return None
    return again


def _marked_again(state: State, out: State) -> None:
    """Where the real state (or its unit's start) holds the mark of powers just offered
    (the fingerprint of the state a moment was offered at: nothing changed since), the
    sample holds its own, so it offers no moment the game would not."""
    pairs = [(state, out)]
    if state.pending is not None:
        pairs.append((state.pending["base"], out.pending["base"]))
    for real, sample in pairs:
        if real.turn.get("offered") == fingerprint(real):
            sample.own_turn()["offered"] = fingerprint(sample)


def _new_generator(state: State, out: State, base: State | None, fresh: int) -> None:
    """The generator of the sample `out` (and of its unit's start) set to `fresh`. When the
    waiting unit drew at random before asking, its draws replay from the true generator
    whenever it runs again from its start, so only a unit that goes on from its question
    (`resume`) goes on with `fresh`."""
    if base is None or base.rng == state.rng:
        out.rng = fresh
        if base is not None:
            base.rng = fresh
    elif "resume" in out.pending:
        out.rng = fresh


def _forked(state: State) -> tuple[State, State | None]:
    """A fork of `state` and, when it waits, a fork of the state its unit started from, as
    the sample's own: the decision is found again from the re-dealt start."""
    out = state.fork()
    if state.pending is None:
        return out, None
    base = state.pending["base"].fork()
    out.pending = {k: v for k, v in state.pending.items() if k != "decision"}
    out.pending["base"] = base
    return out, base


HIGH = BIG // 2  # rivals' hidden counters when the waiting unit's changes are read
GUESSES = 12  # times a guess is doubled at most to make the sample ask the decider again
DEALS = 8  # deals of the cards drawn tried for each guess


def _asked_again(engine, state: State, out: State, seat: int, hidden: list[str],
                 deal: Callable[[], None] | None, told: dict) -> None:
    """Deal the cards drawn (`deal`), and raise the guessed counters of the sample `out`,
    until its unit asks the question the real state waits at (the same seat, the same
    kind); the real one asks it, so the true cards and values allow it."""
    real = engine.decision(state)
    waiting = out.pending
    for doubled in range(GUESSES + 1):
        for c in hidden if doubled else ():
            guess = (state.players[seat].counters[c] + 1) << doubled
            _guess_counter(out, waiting["base"], seat, c, guess, told)
        for _ in range(DEALS if deal else 1):
            if deal:
                deal()
            out.pending = dict(waiting)  # its decision is found again
            try:
                asked = engine.decision(out)
                if (asked.player, asked.kind) == (real.player, real.kind):
                    return
            except NaqalaError:  # the question answered itself: the unit ran on and stopped
                pass
    guessed = [f"the hidden counters ({', '.join(hidden)})"] * bool(hidden) + \
        ["the cards drawn"] * bool(deal)
    raise NaqalaError(f"no guess of {' or '.join(guessed)} makes seat {real.player} face "
                      f"this {real.kind} decision")


def _guess_counter(out: State, base: State | None, seat: int, c: str, guess: int,
                   told: dict[tuple[int, str], int]) -> None:
    """Other seats' hidden counter `c` set to `guess`, keeping what the waiting unit has
    changed so far as `seat` may know it (`_told_changes`)."""
    for p in range(len(out.players)):
        if p == seat:
            continue
        value = guess
        if base is not None:
            held = base.own_player(p).counters
            change = told.get((p, c), 0)
            held[c] = max(0, guess - change)
            value = held[c] + change
        out.own_player(p).counters[c] = value


def _told_changes(engine, state: State, seat: int, hidden: list[str]) -> dict:
    """What the waiting unit changed of other seats' hidden counters, as `seat` may know it,
    by (seat, counter): the change it makes when they start as high as a position holds
    (`HIGH`). A loss cut short at zero is told to its owner alone: its true size would tell
    what the counter held. When the unit run so no longer asks, the true change."""
    base = state.pending["base"]
    true = {(p, c): player.counters[c] - base.players[p].counters[c]
            for p, player in enumerate(state.players) if p != seat for c in hidden}
    if not any(true.values()):
        return true
    start = base.fork()
    for p, c in true:
        start.own_player(p).counters[c] = HIGH
    again, pending = start.fork(), state.pending
    try:
        engine._run(again, pending["unit"], pending["choices"], pending["explicit"], start,
                    pending["carried"])
    except NaqalaError:
        return true
    if again.pending is None:
        return true
    return {(p, c): again.players[p].counters[c] - HIGH for p, c in true}


def _drawn_dealer(rs, decision, out: State, base: State, seat: int,
                  rng: random.Random) -> Callable[[], None] | None:
    """What deals again the cards the waiting unit drew from a face-down pile for another
    seat to choose among, which `seat` has not seen: they are shuffled back among the
    pile's cards and drawn again, in the sample's pile and the chooser's hand and in the
    unit's starting pile, which it draws from when it re-runs (so it re-runs, rather than
    going on from the question). None when there are none, or when the pile was
    reshuffled inside the unit (its new order is kept, as by `_redeal`)."""
    deck = decision.context.get("deck")
    if decision.player == seat or "drawn" not in decision.context or \
            rs.decks[deck]["open_draw"]:
        return None
    pile, start = out.own_deck(deck).draw, base.own_deck(deck).draw
    hand = out.own_player(decision.player).cards
    k = len(start) - len(pile)  # the cards the unit drew, last drawn last in the hand
    top = len(hand) - k
    if k <= 0 or start[:len(pile)] != pile or hand[top:] != start[len(pile):][::-1]:
        return None
    unseen, places = Counter(decision.context["drawn"]), []
    for i in range(top, len(hand)):  # the cards kept so far stay: they were seen
        if unseen[hand[i]]:
            unseen[hand[i]] -= 1
            places.append(i)
    pool = pile + [hand[i] for i in places]
    out.pending.pop("resume", None)

    def deal() -> None:
        rng.shuffle(pool)
        pile[:] = start[:len(pile)] = pool[:len(pile)]
        for i, card in zip(places, pool[len(pile):]):
            hand[i] = start[len(start) - 1 - (i - top)] = card
    return deal


def _redeal(pile: list, base_pile: list | None, rng: random.Random) -> None:
    """Shuffle a face-down pile in place; cards the waiting unit drew stay on top of its
    starting pile (the unit draws them again when it re-runs)."""
    order = list(range(len(pile)))
    rng.shuffle(order)
    shuffled = [pile[i] for i in order]
    if base_pile is not None and base_pile[:len(pile)] == pile:
        base_pile[:len(pile)] = shuffled
    pile[:] = shuffled
