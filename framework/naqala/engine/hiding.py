"""What being asked must not tell: a question is asked whatever a hidden counter holds.

Rivals see who is asked, not what (docs/decisions.md, "Seats see views"). A question of
one option answers itself, so a question that a hidden counter narrows to one option (the
one spot a seat can pay for, the one seat rich enough to be a target) would tell the
seats that cannot see that counter, by not being asked, what it holds. So such a question
is asked all the same: one that would offer more, options or powers, were every seat's
hidden counters as high as a position holds.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from .fields import BIG
from .state import State


@contextmanager
def raised(states: Sequence[State | None], hidden: Sequence[str]) -> Iterator[None]:
    """Inside: every seat's `hidden` counters in each of `states` (None skipped) hold the
    most a position holds; after, what they held."""
    kept = []
    for s in states:
        for p in range(len(s.players) if s is not None else 0):
            counters = s.own_player(p).counters
            kept.append((counters, {c: counters[c] for c in hidden}))
            counters.update(dict.fromkeys(hidden, BIG))
    try:
        yield
    finally:
        for counters, values in kept:
            counters.update(values)
