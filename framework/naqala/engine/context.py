"""The context an effect runs in: the ruleset, the state, who acts, local names and choices."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from operator import attrgetter
from typing import Any

from . import rng
from .budget import BUDGET, LIMIT, DeadEnd, NoActor, running
from .decisions import (
    UNANSWERED,
    Choices,
    Context,
    Decision,
    Deferred,
    Message,
    Option,
    Place,
    Probe,
    Ref,
    Seat,
    Suspend,
)
from .events import Logged

# A context makes its events (`Logged()`) and decisions (`_new`) bare and sets their slots
# as their `__init__` would: a class's `__init__` written in Python costs about as much
# again as making the object, and a context makes three or four of them a decision. (Keep
# the slots set here as `Event.__init__` and `Decision.__init__` set them.) Their slots are
# set one a statement: assigning four or more at once builds a tuple and takes it apart,
# some 130 instructions more each time.
_new = object.__new__
_id_of = attrgetter("_id")  # an option's id, read in C: a question keeps its options' ids

# Plain fields of a triggering event, and how each reads in the game's log.
_SECTIONS = {"piece": "pieces", "token": "tokens", "card": "cards", "deck": "decks"}


class Ctx:
    """Passed to every compiled closure. `me` is the player the effect belongs to; `part`
    names the ruleset part read outside a step (`end_when`, `scoring 'TERM'`), for errors.
    A context where nobody acts is a `Nobody`, whose `me` raises NoActor."""

    # `me` is a plain slot, not a property checking the seat: effects read it some ten times
    # a decision, and reading a slot costs no Python call.
    __slots__ = ("engine", "rs", "state", "me", "env", "choices", "part")

    def __init__(self, engine, state, me: int, choices: Choices, env: dict | None = None,
                 part: str | None = None):
        self.engine, self.rs, self.state = engine, engine.rs, state
        if state is BUDGET.state and BUDGET.used < LIMIT:  # `BUDGET.spend`, written out
            BUDGET.used += 1
        else:
            BUDGET.spend(self)
        self.choices, self.env = choices, env if env is not None else {}
        self.part = part
        if me < 0:  # nobody acts
            self.__class__ = Nobody
        else:
            self.me = me

    @classmethod
    def apart(cls, rs, state, me: int, part: str) -> Ctx:
        """A context for reading the ruleset's `part` apart from any unit (a move's
        last-drop condition, while moves are searched): no engine, nobody to ask, no work
        counted."""
        ctx = cls.__new__(cls if me >= 0 else Nobody)
        ctx.engine, ctx.rs, ctx.state, ctx.choices, ctx.env, ctx.part = \
            None, rs, state, None, {}, part
        if me >= 0:
            ctx.me = me
        return ctx

    def seat(self) -> int:
        """The acting seat, -1 where nobody acts."""
        return self.me

    def choose(self, kind: str, options: Callable[[], Iterable[Option]],
               decode: Callable[[str], Any], context: Context = None,
               player: int | None = None, prompt: Callable[[], Message] | None = None,
               accepts: Callable[[str], bool] | None = None,
               checkpoint: tuple[Callable, Any] | None = None, narrows: bool = True) -> Any:
        """Ask `player` (default: me) to pick one of `options`: the value chosen, replayed
        from the unit's record, else taken from the answers given (`Choices.given`), else
        asked, unless one option answers itself. A question asked is raised as `Suspend`,
        its `Decision` making `context` and `prompt` when read; `accepts` checks one answer
        given without making every option; `checkpoint`, `(head, progress)`, is what the
        statement `head` needs to go on from this question, kept when it stops the unit.
        `narrows` False says that no hidden counter can narrow the options (they read
        none, or there is one whatever they hold), so one option answers itself at once,
        not listed again with the counters raised (`Choosing.asks_anyway`).
        Options given as a `Deferred` (ids and values) stay so in the decision asked, made
        into `Option`s only when read.

        Every question of every game passes here, most of them replayed or asked: those
        two ways are written out, with the budget's `spend` and `reset` and the `Decision`
        made (see `_new`), since each Python call they made cost more than what it did."""
        who = self.me if player is None else player
        choices, budget = self.choices, BUDGET
        if self.state is budget.state and budget.used < LIMIT:  # `BUDGET.spend`, written out
            budget.used += 1
        else:
            budget.spend(self)
        if choices.pos < len(choices.record):
            if choices.inline is None and not choices.checked:  # the engine's own record
                choices.pos += 1
                return decode(choices.record[choices.pos - 1])
            value = choices.replayed(who, kind, options, decode)
            if value is not UNANSWERED:
                return value
        if choices.answers:
            return choices.given(who, kind, options, decode, accepts, narrows)
        opts = options()
        if opts.__class__ is Deferred:  # ids and values, made options when read
            ids = opts.ids
        else:
            opts = tuple(opts)
            ids = tuple(map(_id_of, opts))
        if kind in choices.offers and (extras := choices.beside(who, kind, opts)):  # powers
            opts, ids = (*opts, *extras), (*ids, *map(_id_of, extras))
        elif len(ids) == 1 and not choices.asks_anyway(who, kind, options, True, narrows):
            return choices.took(opts, ids)  # it answers itself
        if not ids:
            raise DeadEnd(f"{running(self)}: a '{kind}' decision with nothing to choose; "
                          "a fault of the ruleset?")
        choices.checkpoint = checkpoint
        budget.state, budget.used, budget.events = None, 0, []  # `reset`: a question
        # Let go of the state that now waits for the answer. This context lives on in the
        # words the decision makes when read (labels, prompt, context): it gets a fork,
        # which shares every part they read. So the waiting state is in no cycle through its
        # own decision, and is freed as soon as nobody holds it, without waiting for the
        # cycle collector (docs/engine.md, "States and forks").
        self.state = self.state.fork()
        self.state.pending = None
        asked = _new(Decision)  # as `Decision(who, kind, opts, context, prompt)` makes it, ids too
        asked._player = who  # one slot a statement (see `_new`)
        asked._kind = kind
        asked._options = opts
        asked._ids = ids
        asked._context = context  # None: none (`Decision.context`)
        asked._prompt = prompt
        raise Suspend(asked)

    def var(self, name: str, player: int) -> int:
        """A player variable: set for this turn, else granted by a held card, else default."""
        state = self.state
        if player == state.turn["player"]:
            value = state.turn["vars"].get(name)
            if value is not None:
                return value
        granting = self.rs.granting.get(name)
        if granting:  # the first held card that grants it
            for card in state.players[player].cards:
                if card in granting:
                    return self.rs.grants[card][name]
        return self.rs.variables[name]

    def below(self, n: int) -> int:
        """A random integer in [0, n) from the state's generator."""
        if self.state is BUDGET.state and BUDGET.used < LIMIT:  # `BUDGET.spend`, written out
            BUDGET.used += 1
        else:
            BUDGET.spend(self)
        self.state.rng, value = rng.below(self.state.rng, n)
        return value

    def emit(self, event: str, fields: dict, logged: bool = True) -> None:
        """Announce an event: log it (unless told otherwise), then run every held card's
        trigger on it. Where no seat holds a card that listens to it (`Engine.heard`), it
        spends its unit of work and no more, unless events are being handled: it is then
        counted among them, as the budget's limit of nested events asks."""
        if logged:  # the arguments are made when read (`Event.args`)
            said = Logged()  # as `Event(event, make=partial(meanings, ...))` makes it
            said._kind = event
            said._seats = None
            said._but = None
            said._args = (self.rs, self.state.tiles, fields)
            said._make = meanings
            self.state.events.append(said)
        if self.state is BUDGET.state and BUDGET.used < LIMIT:  # `BUDGET.spend`, written out
            BUDGET.used += 1
        else:
            BUDGET.spend(self)
        heard = self.engine.heard
        if heard is not None and not BUDGET.events:  # most events: nobody can hear them
            if event not in heard:
                return
            cards = heard[event]
            for player in self.state.players:
                if not cards.isdisjoint(player.cards):
                    break
            else:
                return
        BUDGET.enter(self, event)
        try:
            self.engine.fire(self, event, fields)
        finally:
            BUDGET.leave()

    def log(self, kind: str, seats: tuple[int, ...] | None = None, but: int | None = None,
            **args) -> None:
        """Record a change the players notice (`seats`: who may see it; None: everyone;
        `but`: a seat that may not, told a version of its own)."""
        said = Logged()  # as `Event(kind, args, seats, None, but)` makes it
        said._kind = kind
        said._seats = seats
        said._but = but
        said._args = args
        said._make = None
        self.state.events.append(said)

    def note(self, kind: str, seats: tuple[int, ...] | None = None, but: int | None = None,
             **fields) -> None:
        """`log` from plain fields, made into message arguments only when read (`told`):
        seats, tiles and ids by their keys, as an event's (`meanings`); other values as
        given. Search and random games never read most of what they log."""
        said = Logged()  # as `Event(kind, None, seats, partial(told, ...), but)` does
        said._kind = kind
        said._seats = seats
        said._but = but
        said._args = (self.rs, self.state.tiles, fields)
        said._make = told
        self.state.events.append(said)

    def tell(self, kind: str, make: Callable[..., dict], *args) -> None:
        """`log` for everyone to see, its arguments made by `make(*args)` only when read: a
        pick-up, a bid or a sale is logged at every turn, and its message arguments (seats,
        places, amounts) cost more than the event, while search and random games read few."""
        said = Logged()  # as `Event(kind, make=partial(make, *args))` makes it
        said._kind = kind
        said._seats = None
        said._but = None
        said._args = args  # as given: a tuple with `make` in front cost a list and a tuple
        said._make = make
        self.state.events.append(said)

    def meanings(self, fields: dict) -> dict:
        """Plain event fields as message arguments (`meanings`)."""
        return meanings(self.rs, self.state.tiles, fields)

    def place(self, tile: int) -> Place:
        """A tile as a message argument."""
        return place(self.rs, self.state.tiles, tile)

    def ref(self, key: str) -> Ref:
        """A ruleset id (piece, card, tile kind, token...) as a message argument."""
        return ref(self.rs, key)

    def probe(self) -> Ctx:
        """A context like this one whose questions are never asked (`Probe`), for a check."""
        return Ctx(self.engine, self.state, self.seat(), Probe(), dict(self.env), self.part)

    def sub(self, me: int, env: dict) -> Ctx:
        """A context for another owner (a trigger), sharing state and choices."""
        return Ctx(self.engine, self.state, me, self.choices, env, self.part)


class Nobody(Ctx):
    """A context where nobody acts (a phase with no `order`, the end of the game): reading
    `me` raises NoActor (never read -1 as the last seat)."""

    __slots__ = ()

    @property
    def me(self) -> int:
        raise NoActor(f"{running(self)}: this needs an acting player, but nobody acts in "
                      "this phase (it has no 'order')")

    def seat(self) -> int:
        return -1


def hearing(rs) -> dict[str, frozenset[str]]:
    """The cards whose triggers listen to each event (`Engine.heard`)."""
    return {event: frozenset(card for card, _, _ in triggers)
            for event, triggers in rs.triggers.items()}


def meanings(rs, tiles: Sequence[str], fields: dict) -> dict:
    """Plain event fields as message arguments (seats, tiles and named entries), with `on`
    saying where it happened (`tile`, `player` or `none`) so that a message can choose its
    words. `tiles` is the board's tile kinds, which never change in a game."""
    args = told(rs, tiles, fields)
    args["on"] = "tile" if "tile" in args else "player" if "victim" in args else "none"
    return args


def told(rs, tiles: Sequence[str], fields: dict) -> dict:
    """Plain fields as message arguments, each by its key (`_meaning`); None is left out."""
    return {k: _meaning(rs, tiles, k, v) for k, v in fields.items() if v is not None}


def _meaning(rs, tiles: Sequence[str], key: str, value):
    if key in ("actor", "victim", "player"):
        return Seat(value)
    if key == "tile":
        return place(rs, tiles, value)
    if key in _SECTIONS:
        return Ref(_SECTIONS[key], value)
    if key in ("action", "item"):
        return ref(rs, value)
    return value


def place(rs, tiles: Sequence[str], tile: int) -> Place:
    """A tile as a message argument."""
    return Place(tile, tiles[tile], rs.geometry.names[tile])


def ref(rs, key: str) -> Ref:
    """A ruleset id (piece, card, tile kind, token...) as a message argument."""
    return Ref(rs.section_of.get(key, "ids"), key)


def answers_itself(ctx, only: tuple[str]) -> bool:
    """Whether a question of one option, `only` (its id, alone in a tuple), that no hidden
    counter narrows answers itself here, as `Ctx.choose` would answer it: where no answer is
    replayed or given and nothing is offered beside it (powers). It is then recorded, one
    unit of work spent, with no options made and no call of `choose`: a turn's closing
    pause is such a question at nearly every turn, and the calls `choose` made to answer it
    cost some 7,000 instructions."""
    choices, budget = ctx.choices, BUDGET
    if choices.offers or choices.answers or choices.pos < len(choices.record):
        return False
    if ctx.state is budget.state and budget.used < LIMIT:  # `BUDGET.spend`, written out
        budget.used += 1
    else:
        budget.spend(ctx)
    choices.record += only
    choices.pos += 1
    return True


def answered(ctx) -> str:
    """The answer a statement goes on from at its question (`Stmt.resume`): the unit's next
    choice, one of the options offered (`Engine.apply` checked it), taken as a replayed
    answer is, one unit of work spent (`Ctx.choose`), with no question made to read it."""
    choices, budget = ctx.choices, BUDGET
    if ctx.state is budget.state and budget.used < LIMIT:  # `BUDGET.spend`, written out
        budget.used += 1
    else:
        budget.spend(ctx)
    choices.pos += 1
    return choices.record[choices.pos - 1]
