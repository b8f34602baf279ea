"""Decisions and options: what a player must choose now, and how choices are replayed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Option:
    """One choice: a stable text id, the value it stands for, and structured fields."""

    id: str
    value: Any = None
    fields: dict = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class Decision:
    """Who must choose, what kind of choice (a message id for prompts) and the options."""

    player: int
    kind: str
    options: tuple[Option, ...]
    context: dict = field(default_factory=dict, compare=False, hash=False)

    def find(self, option_id: str) -> Option | None:
        for opt in self.options:
            if opt.id == option_id:
                return opt
        return None


class Suspend(Exception):  # noqa: N818 - control flow, not an error
    """Raised inside a unit when a choice is needed that was not made yet."""

    def __init__(self, decision: Decision):
        self.decision = decision


class Choices:
    """The choices of the running unit: replayed from the record, then asked for.

    `inline`, when set, is given these choices and each recorded answer first; it returns True
    when it acted on the answer itself (a power used in the middle of the unit), which then
    answers nothing.
    """

    __slots__ = ("record", "pos", "extra", "inline")

    def __init__(self, record: tuple[str, ...],
                 extra: Callable[[Decision], tuple[Option, ...]] | None = None):
        self.record, self.pos, self.extra = record, 0, extra
        self.inline: Callable[[Choices, str], bool] | None = None

    def replaying(self) -> bool:
        """Whether the next choice comes from the record (so its options need no computing)."""
        return self.pos < len(self.record)

    def choose(self, player: int, kind: str, options: Callable[[], list[Option]],
               decode: Callable[[str], Any], context: dict | None = None) -> Any:
        """The value chosen: from the record when replaying, else offered (auto if single)."""
        while self.pos < len(self.record):
            cid = self.record[self.pos]
            self.pos += 1
            if self.inline is None or not self.inline(self, cid):
                return decode(cid)
        opts = tuple(options())
        decision = Decision(player, kind, opts, context or {})
        extras = self.extra(decision) if self.extra else ()
        if len(opts) == 1 and not extras:
            self.record = (*self.record, opts[0].id)
            self.pos += 1
            return opts[0].value
        raise Suspend(Decision(player, kind, opts + extras, context or {}))
