"""What being asked must not tell: a question is asked whatever a hidden counter holds.

Rivals see who is asked, not what (docs/decisions.md, "Seats see views"). A question of
one option answers itself, so a question that a hidden counter narrows to one option (the
one spot a seat can pay for) would tell its rivals, by not being asked, what the seat
holds. So such a question is asked all the same: one that would offer more, options or
powers, were the asker's hidden counters as high as a position holds.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from .fields import BIG
from .state import State


@contextmanager
def raised(states: Sequence[State | None], player: int, hidden: Sequence[str]) -> Iterator[None]:
    """Inside: the `hidden` counters of `player` in each of `states` (None skipped) hold the
    most a position holds; after, what they held."""
    kept = []
    for s in states:
        if s is not None:
            counters = s.own_player(player).counters
            kept.append((counters, {c: counters[c] for c in hidden}))
            counters.update(dict.fromkeys(hidden, BIG))
    try:
        yield
    finally:
        for counters, values in kept:
            counters.update(values)
