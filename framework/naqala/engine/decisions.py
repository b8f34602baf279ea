"""Decisions and options: what a player must choose now, and how choices are replayed."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import FrozenInstanceError
from functools import lru_cache
from itertools import islice, repeat
from operator import attrgetter
from types import MappingProxyType
from typing import Any

from ..errors import IllegalChoice, quoted


class Frozen:
    """A message or one of its arguments: read-only, and compared, hashed, shown and pickled
    by its fields, as a frozen dataclass is. Each field is a slot named with a leading `_`,
    read through a property: a frozen dataclass sets every field through
    `object.__setattr__`, which made one cost some four times a plain object, and a game
    makes two or three a decision."""

    __slots__ = ()
    _fields: tuple[str, ...] = ()  # its slots' names without the `_`, in order
    _compared: tuple[str, ...] | None = None  # the fields it is compared by (None: all)

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        cls._fields = cls.__match_args__ = tuple(slot[1:] for slot in cls.__slots__)
        if cls._compared is None:
            cls._compared = cls._fields
        for name in cls._fields:
            setattr(cls, name, _field(name))

    def _values(self, names: tuple[str, ...]) -> tuple:
        return tuple([getattr(self, name) for name in names])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values(self._compared) == other._values(self._compared)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values(self._compared))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__name__}({shown})"

    def __reduce__(self):
        return type(self), self._values(self._fields)


def _field(name: str) -> property:
    """A field of a `Frozen`, read-only as a frozen dataclass's is."""
    def refuse(obj, value) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def refuse_del(obj) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")
    return property(attrgetter("_" + name), refuse, refuse_del)


class Ref(Frozen):
    """A message argument naming a ruleset entry (`pieces`, `KEY`), or one part of its
    rule text (`action`, `power`...): shown as the message `SECTION-KEY[-PART]`."""

    __slots__ = ("_section", "_key", "_part")
    section: str
    key: str
    part: str | None

    def __init__(self, section: str, key: str, part: str | None = None):
        self._section, self._key, self._part = section, key, part


class Seat(Frozen):
    """A message argument naming a player by seat (0-based; shown as Player 1, 2...)."""

    __slots__ = ("_seat",)
    seat: int

    def __init__(self, seat: int):
        self._seat = seat


class Place(Frozen):
    """A message argument naming a board tile: its kind and its coordinate."""

    __slots__ = ("_tile", "_kind", "_name")
    tile: int
    kind: str
    name: str

    def __init__(self, tile: int, kind: str, name: str):
        self._tile, self._kind, self._name = tile, kind, name


class Amount(Frozen):
    """A message argument counting things of one entry: `2 of a piece`, `1 of a counter`."""

    __slots__ = ("_section", "_key", "_n")
    section: str
    key: str
    n: int

    def __init__(self, section: str, key: str, n: int):
        self._section, self._key, self._n = section, key, n


NO_ARGS: Mapping[str, Any] = MappingProxyType({})  # a message's arguments when it has none

# Message arguments are read-only, so those that come back turn after turn (the seats,
# tracks and amounts a bid, a pick-up or a gain logs) are made once each and shared.
shared_seat, shared_ref, shared_amount = (lru_cache(maxsize=2048)(cls)
                                          for cls in (Seat, Ref, Amount))


def read_only_args(args: Mapping[str, Any]) -> Mapping[str, Any]:
    """The arguments of a message or an event, read-only, their lists as tuples: one label
    is shown in every game of a ruleset, one event told to every seat that may see it."""
    if not args:
        return NO_ARGS
    for value in args.values():
        if type(value) is list:  # copied with its lists made tuples (few are)
            return MappingProxyType({k: _frozen(v) for k, v in args.items()})
    return MappingProxyType(args)


def _frozen(value: Any) -> Any:
    return tuple(_frozen(v) for v in value) if type(value) is list else value


def _read_only(value: Any) -> Any:
    """A value of a decision's context, read-only: its lists as tuples, a dict (a hand of
    pieces) as a read-only mapping."""
    return MappingProxyType(dict(value)) if type(value) is dict else _frozen(value)


class Message(Frozen):
    """What to show: a message id, the id to use when a pack lacks it, and its arguments.

    Arguments are numbers, plain strings, or `Ref`, `Seat`, `Place`, `Amount` and lists of
    them (read-only: a list is kept as a tuple); front ends render them with
    `naqala.text.render`. Two messages are equal when their ids and defaults are.
    """

    __slots__ = ("_id", "_args", "_default")
    _compared = ("id", "default")
    id: str
    args: Mapping[str, Any]
    default: str | None

    def __init__(self, id: str, args: Mapping[str, Any] | None = None,  # noqa: A002
                 default: str | None = None):
        # a label or a prompt may be every game's: its arguments are read-only
        self._id, self._default = id, default
        self._args = read_only_args(args) if args is None or type(args) is dict else args

    def __reduce__(self):
        return Message, (self.id, dict(self.args), self.default)

    def places(self) -> list[str]:
        """The tile names its arguments mention, lists included (front ends highlight them)."""
        return [name for value in self.args.values() for name in _places(value)]


def _places(value) -> list[str]:
    if isinstance(value, Place):
        return [value.name]
    if isinstance(value, (list, tuple)):
        return [name for item in value for name in _places(item)]
    return []


NO_FIELDS: Mapping[str, Any] = MappingProxyType({})  # an option's fields when it has none
Context = dict | Callable[[], dict] | None  # what a decision says besides its options


class MadeWhenRead:
    """An attribute that may be given as a function making its value: the value is made the
    first time it is read, then kept (in the slot named with a leading `_`), so that bots
    and searches that never show it never pay for its words."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = "_" + name

    def __get__(self, obj, owner: type | None = None) -> Any:
        if obj is None:
            return self
        value = getattr(obj, self.slot)
        if callable(value):
            value = value()
            setattr(obj, self.slot, value)
        return value


MAKE_ANOTHER = "make another, as a variant's naqala_adjust_options does"


def read_only(name: str, whose: str, why: str = MAKE_ANOTHER) -> property:
    """A field of `whose` (a decision, an option, an event), read as fast as a slot and
    never set after it is made (`why` says so when one tries)."""
    def refuse(obj, value) -> None:
        raise AttributeError(f"{whose} is read-only (its '{name}' cannot be set): {why}")
    return property(attrgetter("_" + name), refuse)


def _plain(fields: Mapping[str, Any]) -> dict:
    """An option's fields as plain dicts, to pickle (a cost among them is a read-only
    mapping)."""
    return {k: dict(v) if isinstance(v, Mapping) else v for k, v in fields.items()}


class Option:
    """One choice: a stable text id, the value it stands for, structured fields, a label.

    The label may be given as a function that makes it: it is made when first read, so
    that bots and searches that never show an option never pay for its words.

    An option is read-only, its fields a read-only mapping (of numbers, text and read-only
    mappings): the options of the decision a state waits at are handed to every caller, and
    some (yes and no) are shared by every game of the process.
    """

    __slots__ = ("_id", "_value", "_fields", "_label")

    def __init__(self, id: str, value: Any = None,  # noqa: A002
                 fields: Mapping[str, Any] | None = None,
                 label: Message | Callable[[], Message] | None = None):
        self._id, self._value, self._label = id, value, label
        self._fields = MappingProxyType(fields) if fields else NO_FIELDS

    id = read_only("id", "an Option")  # what `apply` takes and save files record
    value = read_only("value", "an Option")  # what it stands for, to the engine
    fields = read_only("fields", "an Option")  # structured facts (a cost, a spot), read-only
    label = MadeWhenRead()  # what the option means, as a message

    def __reduce__(self):  # pickled and deep-copied with its label made
        return Option, (self.id, self.value, _plain(self.fields), self.label)

    def __eq__(self, other) -> bool:
        return isinstance(other, Option) and (self.id, self.value) == (other.id, other.value)

    def __hash__(self) -> int:
        return hash(self.id)

    def __repr__(self) -> str:
        return f"Option({self.id!r}, {self.value!r})"


class Worded(Option):
    """An option whose label is made, when first read, by a function of its value that
    every option of its question shares (`worded`). Why: a label function of each option's
    own (a `partial`) cost more than the rest of the option, and a move makes one option
    for each of its starts and drops (docs/speed.md)."""

    __slots__ = ()

    @property
    def label(self) -> Message:
        words = self._label
        if callable(words):
            words = self._label = words(self._value)
        return words


_new_option = object.__new__


def worded(id: str, value: Any, words: Callable[[Any], Message]) -> Option:  # noqa: A002
    """An option without fields whose label `words(value)` makes when read (`Worded`), made
    without `Option.__init__` and its keyword, which cost more than its four slots."""
    opt = _new_option(Worded)
    opt._id = id  # one slot a statement: four at once would build a tuple and take it apart
    opt._value = value
    opt._fields = NO_FIELDS
    opt._label = words
    return opt


class Deferred:
    """A question's options kept as their ids and values, with the words function they
    share (`Worded`): each is made an `Option` only when read (by iterating or indexing).
    Why: a move's start offers some sixteen options and a drop some four, while a bot that
    chooses by id (the random one) reads none of them; `Ctx.choose` keeps them so in its
    `Decision`, whose `options` makes them when first read."""

    __slots__ = ("ids", "values", "words")

    def __len__(self) -> int:
        return len(self.ids)

    def __iter__(self) -> Iterator[Option]:
        return map(worded, self.ids, self.values, repeat(self.words))

    def __getitem__(self, i: int) -> Option:
        return worded(self.ids[i], self.values[i], self.words)


def deferred(ids: Sequence[str], values: Sequence[Any],
             words: Callable[[Any], Message]) -> Deferred:
    """Options of these ids and values, labelled by `words(value)`, made when read."""
    kept = Deferred()  # no Python `__init__`: cheaper called than made by `object.__new__`
    kept.ids = tuple(ids)  # read-only, as `Decision.ids` hands them out; one slot a
    # statement (see `worded`)
    kept.values = values
    kept.words = words
    return kept


class Decision:
    """Who must choose, what kind of choice, the options, and the prompt that says why.

    The context (what the decision says besides its options) and the prompt may be given as
    functions that make them: each is made when first read, as an option's label is; so are
    options kept as ids and values (`Deferred`), while `ids` reads their ids as they are.
    Two decisions are equal when their player, kind and options are.

    A decision is read-only: the one a state waits at is handed to bots and plugins, and
    one that narrowed its options in place would change the game.
    """

    __slots__ = ("_player", "_kind", "_options", "_context", "_prompt", "_ids")

    def __init__(self, player: int, kind: str, options: tuple[Option, ...],
                 context: Context = None,
                 prompt: Message | Callable[[], Message] | None = None):
        # `Ctx.choose` makes the decisions it asks without this (context.py, `_new`): keep
        # both alike
        self._player, self._kind, self._options = player, kind, options
        self._context, self._prompt = NO_FIELDS if context is None else context, prompt
        self._ids = None  # listed when read: a variant's options are checked after

    player = read_only("player", "a Decision")  # the seat that chooses
    kind = read_only("kind", "a Decision")  # what kind of choice (`move.start`, `bid`...)
    options = read_only("options", "a Decision")  # a tuple of Option
    prompt = MadeWhenRead()  # why the choice is asked, as a message

    @options.getter
    def options(self) -> tuple[Option, ...]:
        """The options, a tuple of Option: made when first read where the question kept
        their ids and values (`Deferred`)."""
        opts = self._options
        if opts.__class__ is Deferred:
            opts = self._options = tuple(opts)
        return opts

    @property
    def ids(self) -> tuple[str, ...]:
        """The options' ids, in order, read without making the options (`apply` finds its
        answer among them, and the random bot draws one)."""
        ids = self._ids
        if ids is None:
            ids = self._ids = tuple([opt.id for opt in self.options])
        return ids

    @property
    def context(self) -> Mapping[str, Any]:
        """What the decision says besides its options (which cards were drawn...), read-only
        all through (lists as tuples, dicts as read-only mappings): the views of the other
        seats are made from it."""
        if not isinstance(self._context, MappingProxyType):
            if self._context is None:  # as `Ctx.choose` gives a decision with none
                return NO_FIELDS
            made = self._context() if callable(self._context) else self._context
            self._context = MappingProxyType({k: _read_only(v) for k, v in made.items()})
        return self._context

    def __reduce__(self):  # pickled with its context and prompt made
        return Decision, (self.player, self.kind, self.options, _plain(self.context),
                          self.prompt)

    def __copy__(self) -> Decision:
        return self

    def __deepcopy__(self, memo) -> Decision:
        return self

    def __eq__(self, other) -> bool:
        return isinstance(other, Decision) and (self.player, self.kind, self.options) == (
            other.player, other.kind, other.options)

    def __hash__(self) -> int:
        return hash((self.player, self.kind, self.options))

    def __repr__(self) -> str:
        return f"Decision({self.player!r}, {self.kind!r}, {self.options!r})"

    def find(self, option_id: str) -> Option | None:
        for opt in self.options:
            if opt._id == option_id:
                return opt
        return None


class Suspend(Exception):  # noqa: N818 - control flow, not an error
    """Raised inside a unit when a choice is needed that was not made yet: `Suspend(decision)`.

    Its decision is its one argument, kept by the exception's own C `__init__`: one is
    raised a decision, and a Python `__init__` cost about as much again as the rest of
    making it (and no instance dict: no slot to set)."""

    __slots__ = ()

    @property
    def decision(self) -> Decision:
        return self.args[0]


def not_an_option(kind: str, option_id: str, options) -> str:
    """Why `option_id` cannot answer a `kind` decision with these options."""
    if isinstance(option_id, Option):
        return f"an Option was given where its id is wanted: give {quoted(option_id.id)}"
    shown = ", ".join(o.id for o in options[:12])
    more = " ..." if len(options) > 12 else ""
    return f"{quoted(option_id)} is not an option of this {kind} decision; the options " \
           f"are: {shown}{more}"


UNANSWERED = object()  # `Choices.replayed`: the record ended before the question


class Choosing:
    """The choices of the running unit: replayed from the record, then taken from `answers`
    (each checked against the options asked, as `Engine.apply_all` gives them), then asked
    for. `Ctx.choose` puts each question to them: it replays the engine's own records and
    asks itself, and calls `replayed` and `given` for the rest.

    `offers` holds the kinds of question beside which something may be offered (none in a
    plain unit: an empty tuple); at a question of one of them, `beside(asker, kind,
    options)` gives what is (powers). `asks_anyway` says whether a question that would not
    be asked is asked all the same. Here they offer nothing and ask nothing: the engine's
    units offer powers and ask what a hidden counter narrowed (`engine.Run`).

    These are its ways; `Choices` holds its fields, and so does the engine's `Run`, a
    context that is its own choices (`Ctx` and `Choosing`: one object a run, not two).

    `inline`, when set, is given these choices and each recorded answer first; it returns True
    when it acted on the answer itself (a power used in the middle of the unit), which then
    answers nothing.

    With `spelled`, the answers also name the choices that have a single option (as move
    notation spells every drop); `forced` counts those taken, which are not explicit.

    `pos` is where the replay starts: a unit that goes on from a question (`Stmt.resume`)
    replays only the answer to it. `checkpoint` is what the question that stopped the unit
    was given to go on from it (`(head, progress)`), or None.

    With `checked`, each recorded answer is checked against the options of its question,
    as for a record read from a file; the engine's own records are replayed as they are.
    """

    __slots__ = ()  # the fields are `Choices`'s, or a `Run`'s

    def beside(self, asker: int, kind: str, options: tuple[Option, ...] | Deferred
               ) -> tuple[Option, ...]:
        """What is offered beside a question's own options, read at a kind in `offers`."""
        return ()

    def replaying(self) -> bool:
        """Whether the next choice comes from the record and its options need no computing
        (they do when the record is `checked`)."""
        return self.pos < len(self.record) and not self.checked

    def replayed(self, player: int, kind: str, options: Callable[[], Iterable[Option]],
                 decode: Callable[[str], Any]) -> Any:
        """The value of the next recorded answer, running a power recorded before it where it
        was chosen (`inline`) and checking it when the record is `checked`; `UNANSWERED`
        when the record ends with powers (the question is then answered or asked anew).
        `Ctx.choose` replays the engine's own records itself."""
        while self.pos < len(self.record):
            cid = self.record[self.pos]
            self.pos += 1
            if self.inline is None or not self.inline(self, cid):
                if self.checked:
                    self._check(player, kind, tuple(options()), cid)
                return decode(cid)
        return UNANSWERED

    def given(self, player: int, kind: str, options: Callable[[], Iterable[Option]],
              decode: Callable[[str], Any], accepts: Callable[[str], bool] | None,
              narrows: bool = True) -> Any:
        """The value of a question where answers are given (`Engine.apply_all`): the next
        one answers it, unless it has one option (which answers itself, the next answer
        naming it when `spelled`). `accepts(id)`, when given, says whether an id is one of
        the options: the answer is then checked alone, and only the first two options are
        made (to know whether one answers itself). `narrows` is `Ctx.choose`'s."""
        lazy = accepts is not None
        opts = tuple(islice(options(), 2) if lazy else options())
        if len(opts) == 1 and not self._extras(player, kind, opts) and \
                not self.asks_anyway(player, kind, options, True, narrows):
            return self._single(kind, opts[0])
        return self._answer(kind, options, decode, accepts if lazy else
                            lambda cid: any(o.id == cid for o in opts))

    def asks_anyway(self, player: int, kind: str, options: Callable[[], Iterable[Option]],
                    powers: bool = False, narrows: bool = True) -> bool:
        """Whether a question that would not be asked (one option, or none possible) is
        asked all the same: it would offer more options (unless `narrows` is False: no
        hidden counter narrows them), or with `powers` (it offers none now) a power, were
        every seat's hidden counters as high as a position holds (`engine/hiding.py`).
        Never here: the engine's units say (`engine.Run`)."""
        return False

    def _check(self, player: int, kind: str, opts: tuple[Option, ...], cid: str) -> None:
        """Refuse a recorded answer that its question does not offer."""
        if all(o.id != cid for o in opts + self._extras(player, kind, opts)):
            raise IllegalChoice(f"recorded choice {self.pos} ({cid!r}): "
                                f"{not_an_option(kind, cid, opts)}")

    def _single(self, kind: str, only: Option) -> Any:
        """The value of a question's only option, which answers itself: with `spelled`
        answers, the next one must name it."""
        if self.spelled and self.answers:
            cid = self.answers.pop(0)
            if cid != only.id:
                raise IllegalChoice(not_an_option(kind, cid, (only,)))
            self.forced += 1
        return self.took((only,), (only._id,))

    def took(self, only: Sequence[Option] | Deferred, ids: tuple[str]) -> Any:
        """The value of a question's only option (`only`, of ids `ids`), recorded; a kept
        option (`Deferred`) is not made for it."""
        self.record = self.record + ids  # a tuple: ids is one id
        self.pos += 1
        return only.values[0] if only.__class__ is Deferred else only[0]._value

    def _extras(self, player: int, kind: str, opts: tuple[Option, ...]) -> tuple[Option, ...]:
        """Powers offered beside the options: they decide whether one option answers itself
        and are shown when asking; an answer given (never a power) needs them in neither
        case."""
        if kind in self.offers and (len(opts) == 1 or not self.answers):
            return self.beside(player, kind, opts)
        return ()

    def _answer(self, kind: str, options: Callable[[], Iterable[Option]],
                decode: Callable[[str], Any], accepts: Callable[[str], bool]) -> Any:
        """The next answer given, recorded once `accepts` takes it."""
        cid = self.answers.pop(0)
        if not accepts(cid):
            raise IllegalChoice(not_an_option(kind, cid, tuple(options())))
        self.record = (*self.record, cid)
        self.pos += 1
        return decode(cid)


class Choices(Choosing):
    """The choices of a unit (`Choosing`), held apart from its context."""

    __slots__ = ("record", "pos", "offers", "inline", "answers", "spelled", "forced",
                 "checkpoint", "checked")

    def __init__(self, record: tuple[str, ...], answers: list[str] | None = None,
                 spelled: bool = False, pos: int = 0, checked: bool = False):
        # `Engine._go` sets a `Run`'s fields without this: keep both alike
        self.record, self.pos, self.offers = record, pos, ()
        self.inline: Callable[[Choices, str], bool] | None = None
        self.answers, self.spelled, self.forced = answers, spelled, 0
        self.checkpoint: tuple[Callable, Any] | None = None
        self.checked = checked


class Unanswered(Exception):  # noqa: N818 - control flow, not an error
    """A question met where nobody answers (`Probe`): `options` says whether it had any."""

    def __init__(self, options: bool):
        self.options = options


class Probe(Choices):
    """The choices of a check that must not ask (whether a statement is possible): a question
    with one option answers itself; any other raises `Unanswered`, recording nothing. It
    replays nothing, and every question is taken as one whose answers are given (`given`)."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__((), answers=PROBED)

    def given(self, player: int, kind: str, options: Callable[[], Iterable[Option]],
              decode: Callable[[str], Any], *_) -> Any:
        found = tuple(islice(options(), 2))
        if len(found) == 1:
            return found[0].value
        raise Unanswered(bool(found))


PROBED = ("(none)",)  # a probe's `answers`: true, so that its questions go to `given`
