"""Events: every change a player at the table would notice, with who may see it."""

from __future__ import annotations

from collections.abc import Callable


class Event:
    """One change: its kind (message `event-KIND`), its arguments, and who may see it.

    `args` holds numbers, strings and the message arguments of `naqala.engine.decisions`
    (`Seat`, `Place`, `Ref`, `Amount`); `seats` is None for a public event, else the seats
    that may see it. An event may be given `make` instead of `args`: its arguments are then
    made the first time they are read (search makes many states whose events nobody reads).
    Two events are equal when their kinds and seats are, as before arguments are compared.
    """

    __slots__ = ("kind", "seats", "_args", "_make")

    def __init__(self, kind: str, args: dict | None = None,
                 seats: tuple[int, ...] | None = None,
                 make: Callable[[], dict] | None = None):
        self.kind, self.seats = kind, seats
        self._args = {} if args is None and make is None else args
        self._make = make

    @property
    def args(self) -> dict:
        if self._make is not None:
            self._args, self._make = self._make(), None
        return self._args

    def visible_to(self, seat: int | None) -> bool:
        """Whether `seat` (None: a spectator) may see this event."""
        return self.seats is None or (seat is not None and seat in self.seats)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.kind, self.seats) == (other.kind, other.seats)

    def __hash__(self) -> int:
        return hash((self.kind, self.seats))

    def __repr__(self) -> str:
        return f"Event(kind={self.kind!r}, args={self.args!r}, seats={self.seats!r})"

    def __reduce__(self):
        return Event, (self.kind, self.args, self.seats)
