"""Events: every change a player at the table would notice, with who may see it."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Event:
    """One change: its kind (message `event-KIND`), its arguments, and who may see it.

    `args` holds numbers, strings and the message arguments of `naqala.engine.decisions`
    (`Seat`, `Place`, `Ref`, `Amount`); `seats` is None for a public event, else the seats
    that may see it.
    """

    kind: str
    args: dict = field(default_factory=dict, compare=False, hash=False)
    seats: tuple[int, ...] | None = None

    def visible_to(self, seat: int | None) -> bool:
        """Whether `seat` (None: a spectator) may see this event."""
        return self.seats is None or (seat is not None and seat in self.seats)
