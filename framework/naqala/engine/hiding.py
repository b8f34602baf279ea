"""What being asked must not tell: a question is asked whatever a hidden counter holds.

Rivals see who is asked, not what (docs/decisions.md, "Seats see views"). A question of
one option answers itself, so a question that a hidden counter narrows to one option (the
one spot a seat can pay for, the one seat rich enough to be a target) would tell the
seats that cannot see that counter, by not being asked, what it holds. So such a question
is asked all the same: one that would offer more, options or powers, were every seat's
hidden counters as high as a position holds.

Working that out lists a question's options twice, so it is done only where a hidden
counter can matter: not for a move's questions under the default last-drop rule (they read
the board alone), not for powers when no power's snippets name a hidden counter or
perform an action that does (`unread_kinds`, `powers_read`), and not for the options of a
question its statement says no hidden counter narrows (`Ctx.choose`'s `narrows`): a pause,
whose one option is always the same, a removal, whose pieces are listed before it asks,
and a cost whose options read no hidden counter or that has one alternative
(`dsl/costs.py`). Where such a question has one option, its statement answers it without
calling `choose` at all (`context.answers_itself`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TypeVar

from .fields import BIG
from .state import State

T = TypeVar("T")


def raise_hidden(states: Sequence[State | None], hidden: Sequence[str]) -> list:
    """Every seat's `hidden` counters in each of `states` (None skipped) set to the most a
    position holds; what they held, for `lower`. They are changed where they are, even where
    forks share them (copying every seat would cost more than the question), and must be
    set back (`lower`, in a `finally`) before anything else can read them."""
    kept = []
    for s in states:
        if s is not None:
            for player in s.players:
                counters = player.counters
                for c in hidden:
                    kept.append((counters, c, counters[c]))
                    counters[c] = BIG
    return kept


def lower(kept: list) -> None:
    """Set back what `raise_hidden` raised (last first, so that a counter two forks share
    ends with the value it had)."""
    for counters, c, value in reversed(kept):
        counters[c] = value


def read_raised(states: Sequence[State | None], hidden: Sequence[str], read: Callable[[], T]) -> T:
    """What `read()` gives with every seat's `hidden` counters raised in `states`
    (`raise_hidden`), the counters set back after."""
    kept = raise_hidden(states, hidden)
    try:
        return read()
    finally:
        lower(kept)


MOVE_KINDS = frozenset({"move.start", "move.drop"})


def unread_kinds(rs) -> frozenset[str]:
    """Kinds of question never listed again with the counters raised, for options or
    powers: a move's under the default last-drop rule (the board decides them). Other
    statements say so of their options when they ask (`Ctx.choose`'s `narrows`)."""
    return MOVE_KINDS if rs.movement.last_drop is None else frozenset()


def powers_read(rs, hidden: Sequence[str]) -> bool:
    """Whether a hidden counter may decide if a power can be used: a card with a power names
    one in its `cost:`, `power:` or `useful:`, or performs an action and some action names
    one. Snippets read a counter only by its name."""
    if not hidden or not rs.powers:
        return False
    named = re.compile(r"\b(?:" + "|".join(map(re.escape, hidden)) + r")\b").search
    cards = rs.raw.collections.get("cards", {})
    texts = [str(cards[card].get(field) or "") for card in rs.powers if card in cards
             for field in ("cost", "power", "useful")]
    if any(named(t) for t in texts):
        return True
    actions = (str(e.get("action") or "") for entries in rs.raw.collections.values()
               for e in entries.values())
    return any("perform" in t for t in texts) and any(named(a) for a in actions)
