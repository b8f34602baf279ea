"""Events: every change a player at the table would notice, with who may see it."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from .decisions import NO_ARGS, read_only, read_only_args

LOGGED = "the game's log holds this very event, told to the seats it names"


class Event:
    """One change: its kind (message `event-KIND`), its arguments, and who may see it.

    `args` holds numbers, strings and the message arguments of `naqala.engine.decisions`
    (`Seat`, `Place`, `Ref`, `Amount`); `seats` is None for a public event, else the seats
    that may see it; `but` is a seat that may not see it (everyone else and spectators may):
    that seat is told a version of its own. An event may be given `make` instead of `args`:
    its arguments are then made the first time they are read (search makes many states whose
    events nobody reads). Two events are equal when their kinds and seats (`seats`, `but`)
    are, as before arguments are compared.
    """

    __slots__ = ("_kind", "_seats", "_but", "_args", "_make")

    def __init__(self, kind: str, args: dict | None = None,
                 seats: tuple[int, ...] | None = None,
                 make: Callable[[], dict] | None = None, but: int | None = None):
        # `Ctx` and the engine's turn line make their events without this (`Logged`): keep
        # both alike
        self._kind, self._seats, self._but = kind, seats, but
        # `_make`, when set, is a function whose arguments `_args` holds as a tuple until it
        # makes them: a `partial` would make three objects, and most events logged are never
        # read. Otherwise `_args` holds the arguments, made read-only when first read.
        self._make = make
        self._args = () if make is not None else NO_ARGS if args is None else args

    # read-only: the game's log holds this very event, and who may see it is the game's
    kind = read_only("kind", "an Event", LOGGED)
    seats = read_only("seats", "an Event", LOGGED)
    but = read_only("but", "an Event", LOGGED)

    @property
    def args(self) -> Mapping:
        """The arguments, read-only (lists as tuples): the game's log holds this very
        event."""
        make = self._make
        if make is not None:
            self._args, self._make = make(*self._args), None
        if type(self._args) is dict:
            self._args = read_only_args(self._args)
        return self._args

    def visible_to(self, seat: int | None) -> bool:
        """Whether `seat` (None: a spectator) may see this event."""
        if seat is not None and seat == self._but:
            return False
        return self._seats is None or (seat is not None and seat in self._seats)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.kind, self.seats, self.but) == (other.kind, other.seats, other.but)

    def __hash__(self) -> int:
        return hash((self.kind, self.seats, self.but))

    def __repr__(self) -> str:
        but = "" if self.but is None else f", but={self.but!r}"
        return f"Event(kind={self.kind!r}, args={dict(self.args)!r}, seats={self.seats!r}{but})"

    def __reduce__(self):
        return Event, (self.kind, dict(self.args), self.seats, None, self.but)


class Logged(Event):
    """An `Event` as a context logs it (`Ctx.emit`, `log`, `note`, `tell`): made with no
    arguments, its slots set in place. Why a class of its own: a class whose `__init__` is
    C's `object.__init__` is made by a call some 360 instructions cheaper than
    `object.__new__(Event)`, and a game logs two or three events a decision. It reads,
    compares, shows and pickles as the `Event` it is."""

    __slots__ = ()
    __init__ = object.__init__  # C's: `Logged()` calls no Python code
