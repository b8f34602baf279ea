"""Determinisation: a full state that one seat cannot tell from the real one.

Search bots play many possible futures from what they know. What a seat does not know is
re-dealt: the order of every face-down draw pile (the cards it holds are known: everything
not seen elsewhere), the generator (so the bag's future and later shuffles are new), and
other seats' hidden counters, which are set to the seat's own value of that counter (a
neutral guess: their true value is not known). The pending decision's unit re-runs from the
state it started from, so that state is re-dealt the same way: the cards it drew before
asking stay where they were, and a counter keeps the change the unit made to it.

That a seat is asked is public. A question that a hidden counter narrows is asked anyway
(`hiding.py`), but a rule may ask only when a hidden counter holds enough (an `if` on it),
and under the former rule of naqala-save/2 games a question of one option answered itself.
When the guess would leave the decider no such question, the guess is doubled until the
sample asks the decider the same kind of question again.
"""

from __future__ import annotations

import random

from ..errors import NaqalaError
from .observation import seat_of
from .state import State


def determinise(engine, state: State, seat: int, rng: random.Random) -> State:
    """A copy of `state` with what `seat` cannot see re-dealt; its view is unchanged."""
    seat = seat_of(seat, len(state.players), spectator=False)
    if not isinstance(rng, random.Random):
        raise NaqalaError(f"determinise needs a random.Random to re-deal with, not "
                          f"{type(rng).__name__}")
    rs = engine.rs
    out, base = _forked(state)
    hidden = [] if state.over else [c for c, info in rs.counters.items() if info["hidden"]]
    for c in hidden:
        _guess_counter(state, out, base, seat, c, state.players[seat].counters[c])
    for d, info in rs.decks.items():
        if not info["open_draw"]:
            _redeal(out.own_deck(d).draw, base.own_deck(d).draw if base else None, rng)
    fresh = rng.getrandbits(64)
    if base is None or base.rng == state.rng:  # the waiting unit drew nothing at random
        out.rng = fresh
        if base is not None:
            base.rng = fresh
    if base is not None and hidden:
        _asked_again(engine, state, out, seat, hidden)
    return out


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


GUESSES = 12  # times a guess is doubled at most to make the sample ask the decider again


def _asked_again(engine, state: State, out: State, seat: int, hidden: list[str]) -> None:
    """Raise the guessed counters of the sample `out` until its unit asks the question the
    real state waits at (the same seat, the same kind); the real one asks it, so the true
    values allow it."""
    real = engine.decision(state)
    waiting = out.pending
    for doubled in range(1, GUESSES + 1):
        try:
            asked = engine.decision(out)
            if (asked.player, asked.kind) == (real.player, real.kind):
                return
        except NaqalaError:  # the question answered itself: the unit ran on and stopped
            pass
        out.pending = dict(waiting)
        for c in hidden:
            guess = (state.players[seat].counters[c] + 1) << doubled
            _guess_counter(state, out, waiting["base"], seat, c, guess)
    raise NaqalaError(f"no guess of the hidden counters ({', '.join(hidden)}) makes seat "
                      f"{real.player} face this {real.kind} decision")


def _guess_counter(state: State, out: State, base: State | None, seat: int, c: str,
                   guess: int) -> None:
    """Other seats' hidden counter `c` set to `guess`, keeping what the waiting unit has
    changed so far."""
    for p in range(len(out.players)):
        if p == seat:
            continue
        value = guess
        if base is not None:
            held = base.own_player(p).counters
            change = out.players[p].counters[c] - held[c]
            held[c] = max(0, guess - change)
            value = held[c] + change
        out.own_player(p).counters[c] = value


def _redeal(pile: list, base_pile: list | None, rng: random.Random) -> None:
    """Shuffle a face-down pile in place; cards the waiting unit drew stay on top of its
    starting pile (the unit draws them again when it re-runs)."""
    order = list(range(len(pile)))
    rng.shuffle(order)
    shuffled = [pile[i] for i in order]
    if base_pile is not None and base_pile[:len(pile)] == pile:
        base_pile[:len(pile)] = shuffled
    pile[:] = shuffled
