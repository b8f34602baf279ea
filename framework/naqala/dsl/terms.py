"""The values of the effect language's compiler: expressions, statements, types, signatures.

The compiler (`dsl/compiler.py`) produces `Expr` and `Stmt`; verbs and functions
(`dsl/verbs.py`, `dsl/functions.py` and plugins) are declared as `Verb` and `Function`. This
module imports none of them, so each may import it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from ..engine.budget import DeadEnd, running
from ..engine.decisions import Suspend, Unanswered
from .parser import SnippetError, where

SETS = {"tiles": "tile", "players": "player", "cards": "card", "ids": "id"}
ANY_EVENT = "*"  # in `announces`: the statement may announce events not known in advance
ANY = frozenset((ANY_EVENT,))
VARIES = object()  # an expression's `value` when it is known only when run


def read_it(ctx) -> Any:
    """The element a `where` or a `sum(... over ...)` is at (`it`)."""
    return ctx.env["it"]


def fixed(*args: Expr | None) -> tuple | None:
    """The values of a verb's arguments when each one given is a constant (one left out is
    None), so that its statement uses them as they are instead of calling for each when it
    runs; else None."""
    if any(a is not None and a.value is VARIES for a in args):
        return None
    return tuple(None if a is None else a.value for a in args)


def acting(ctx) -> int:
    """The player an effect belongs to (`me`)."""
    return ctx.me


HOISTED = "\0"  # prefix of the local a loop keeps a variable of `me` in (no name has it)


def read_hoisted(ctx, names: tuple[str, ...]) -> None:
    """Read each player variable of `me` that a loop's body uses, once, into the locals
    where the body reads it (`Scope.loop`)."""
    env, me = ctx.env, ctx.me
    for name in names:
        env[HOISTED + name] = ctx.var(name, me)


def constant(value: Any, type_: str, name: str | None = None) -> Expr:
    """An expression whose value is known when it is compiled (`value` holds it, so that
    the expressions around it can bind it once instead of calling for it)."""
    return Expr(lambda ctx: value, type_, name, value=value)


@dataclass(frozen=True, eq=False)
class Expr:
    """A compiled expression: `fn(ctx)` gives its value; `type` is its static type. Each is
    itself alone (equal to no other), as its function may be made late."""

    made: Callable | None  # its function; None: made from `code` when first asked for
    type: str
    name: str | None = None  # the bare name it was written as, if any
    source: Callable | None = None  # for `choose`: the set chosen from
    node: Any = field(default=None, compare=False, repr=False)  # where it was written
    value: Any = field(default=VARIES, compare=False, repr=False)  # when constant
    # A function of `it` alone: `of_it(ctx, x)` is the value where `it` is x (a function
    # given `it` as its one argument).
    of_it: Callable | None = field(default=None, compare=False, repr=False)
    # With `of_it`, when that function reads one of the state's per-tile lists:
    # `column(ctx)[x]` is its value where `it` is x.
    column: Callable | None = field(default=None, compare=False, repr=False)
    # A comparison `key(ctx, it) OP against` whose other side never reads `it`, so that a
    # `where` reads that side once: (key, Python's OP, the `against` Expr, column), `key`
    # being the `of_it` of one side and `column` its list when it has one.
    test: tuple | None = field(default=None, compare=False, repr=False)
    # Its Python source (`dsl/source.Code`), which an expression built of it writes into its
    # own; None: it runs only as `fn`.
    code: Any = field(default=None, compare=False, repr=False)
    # For `choose`, whether the set it chooses from has an element; for a `where`, whether
    # it keeps one, reading its set only up to the first it keeps: what a statement's
    # `possible` asks of a choice, where the whole list is not needed.
    exists: Callable | None = field(default=None, compare=False, repr=False)

    @cached_property
    def fn(self) -> Callable:
        """The function giving its value (an expression written into others' code is never
        made one)."""
        return self.code.function() if self.made is None else self.made


@dataclass(frozen=True)
class Stmt:
    """A compiled statement."""

    run: Callable
    possible: Callable
    binds: bool = False  # names a value that later statements read (let, pay ... as)
    asks: bool = False  # may wait for a choice (its own, not its triggers')
    announces: frozenset = frozenset()  # events it may announce (ANY_EVENT: unknown ones)
    # A statement that can go on from a question it stopped at, instead of running again
    # from its start: `resume(ctx, progress)` goes on from the `progress` its `head` (the
    # statement that asked) kept at the question (docs/engine.md, "Going on from a question").
    resume: Callable | None = None
    head: Callable | Head | None = None
    # Its Python source (`dsl/source.Block`), which a statement holding it (`if`, a
    # sequence) writes into its own, so that they run as one function; None: it runs only
    # as `run`, which a statement holding it calls.
    block: Any = None
    # A statement that can go on and may run what follows it itself (`sow`, `perform`):
    # `then(after)` gives a run and a resume of it, under its own head, that run the
    # statements `after` once it is done, so that a sequence holding it (`lone_part`) has
    # no frame of its own for its questions to pass.
    then: Callable[[tuple[Stmt, ...]], tuple[Callable, Callable]] | None = None


class Head:
    """What names a statement whose `run` is a `partial` (no function of its own) in its
    questions' checkpoints, as a statement's `run` does: compared by identity alone."""

    __slots__ = ("verb",)

    def __init__(self, verb: str) -> None:
        self.verb = verb

    def __repr__(self) -> str:
        return f"<{self.verb} statement>"


def always(_ctx) -> bool:
    return True


def fail(node, message: str, code: str = "D210",
         blame: tuple[str, str, str] | None = None) -> SnippetError:
    line, col = where(node)
    return SnippetError(message, line, col, code, blame)


def compatible(have: str, want: str) -> bool:
    """Whether a value of type `have` may stand where `want` is expected."""
    if want == "any" or have == want or have == "any":
        return True
    if want == "num":
        return have in ("num", "bool")
    if want == "bool":
        return have in ("bool", "num")
    if want == "set":
        return have in SETS
    if want == "player":
        return have in ("player", "none")
    if want == "tile":
        return have in ("tile", "none")
    if want.startswith("id:") and have.startswith("id:"):
        return want == "id:*" or have == want
    if want == "ids":
        return have == "ids" or have.startswith("id:")
    return False


TYPE_WORDS = {"num": "a number", "bool": "a condition", "tile": "a tile", "tiles": "tiles",
              "player": "a player", "players": "players", "card": "a card", "cards": "cards",
              "ids": "a list of ids", "zone": "a zone (hand or bag)", "none": "none",
              "marker": "the turn marker", "set": "a set (tiles, players or cards)"}


def type_word(t: str) -> str:
    if t.startswith("id:"):
        return "an id" if t == "id:*" else f"an id of {t[3:]}"
    return TYPE_WORDS.get(t, t)


class Scope:
    """Names visible at a point of a snippet: locals with their types, and `it`.

    In the body of a loop over a set (`where`, `sum(... over ...)`), `hoisted` lists the
    player variables of `me` the body reads: they cannot change from one element to the
    next, so the loop reads each once, at its first element, and the body reads the copy.
    `barred` names built-in names a snippet may not read here, each with the reason;
    `depth` counts the loops around this point.
    """

    def __init__(self, names: dict[str, str] | None = None, hoisted: list[str] | None = None,
                 barred: dict[str, str] | None = None, depth: int = 0):
        self.names = dict(names or {})
        self.hoisted = hoisted
        self.barred = barred or {}
        self.depth = depth

    def with_(self, **names: str) -> Scope:
        return Scope({**self.names, **names}, barred=self.barred, depth=self.depth)

    def loop(self, it: str) -> Scope:
        """The scope of a loop's body, whose elements are of type `it`."""
        return Scope({**self.names, "it": it}, [], self.barred, self.depth + 1)


@dataclass(frozen=True)
class Function:
    """A function of the language: parameter types ('?' = optional), result type, body."""

    params: tuple[str, ...]
    result: str
    body: Callable
    doc: str = ""
    subject: str | None = None  # a leading parameter filled from `it` or `me` when left out
    # When the function only reads a list of the state indexed by its subject:
    # `body(ctx, x) == column(ctx)[x]`, so that a `where` can read the list once.
    column: Callable | None = None
    # What `body` does as Python source over `ctx`, with a `{}` for each argument in order
    # (each used once, in that order), used when none is left out (`dsl/source.py`).
    inline: str | None = None
    # The same for a call that leaves out every optional parameter and gives the others
    # (`pieces` of a tile, of every kind).
    inline_short: str | None = None


@dataclass(frozen=True)
class Verb:
    """A verb: positional parameter types, keyword (preposition) parameters, its compiler.

    `asks` says whether it may ask a question: a bool, or a function of its compiled arguments
    (a dict like `build` gets). `announces` are the events it may announce. A verb that does not
    say (a plugin's) may ask and may announce anything.
    """

    positional: tuple[str, ...]
    keywords: dict
    build: Callable
    doc: str = ""
    asks: bool | Callable[[dict], bool] = True
    announces: frozenset = ANY


def owning(verb: Verb) -> Verb:
    """A plugin's verb, whose statements get a state owning every part before they run: they
    may change it in place, knowing nothing of forks (docs/engine.md, "States and forks")."""
    def build(c, a, node) -> Stmt:
        stmt = verb.build(c, a, node)

        def run(ctx) -> None:
            ctx.state.own_all()
            stmt.run(ctx)

        def resume(ctx, progress) -> None:
            ctx.state.own_all()
            stmt.resume(ctx, progress)
        return replace(stmt, run=run, resume=resume if stmt.resume else None, then=None,
                       block=None)
    return replace(verb, build=build)


def _from_parts(stmt: Stmt, parts: list[Stmt], asks: bool = False) -> Stmt:
    """`stmt` asking and announcing whatever its parts may, and asking itself if `asks`."""
    return replace(stmt, asks=asks or any(p.asks for p in parts),
                   announces=frozenset().union(*(p.announces for p in parts)))


# Going on from a question (docs/engine.md) -------------------------------------------------


def part_heads(parts) -> dict:
    """`{head: key}` for the (key, statement) parts of a composite statement that can go on
    from their questions; a head two parts share names neither. No key is None."""
    heads: dict = {}
    shared = set()
    for key, stmt in parts:
        if stmt.head is not None:
            if stmt.head in heads:
                shared.add(stmt.head)
            heads[stmt.head] = key
    return {h: k for h, k in heads.items() if h not in shared}


def lone_part(parts) -> tuple[Any, Stmt] | None:
    """The (key, statement) of the one part of a composite statement that can go on from
    its questions, when only one can. The composite then takes that part's head as its own
    and its questions unwind through it as they are: no frame of its own catches them to
    pass their checkpoint on (its other parts' questions carry no checkpoint it would know),
    and it goes on by going on with that part."""
    found = [(key, stmt) for key, stmt in parts if stmt.head is not None]
    return found[0] if len(found) == 1 else None


def passed_on(ctx, head: Callable, parts: dict) -> None:
    """As a question unwinds through the composite statement `head`: when one of its `parts`
    asked it, `head` keeps which part it was and that part's progress (`(key, progress)`)
    as its own; its own question keeps what it was given; any other question cannot be gone
    on from (a trigger's, or one asked by a part that cannot go on)."""
    choices = ctx.choices
    cp = choices.checkpoint
    if cp is not None and cp[0] is not head:
        key = parts.get(cp[0])
        choices.checkpoint = None if key is None else (head, (key, cp[1]))


def asked_again(ctx, head: Callable, start: int) -> None:
    """A question asked while the statement `head` computed what it reads before it changes
    anything (a `choose` in a `let`, a `set` or a condition): `head` goes on by
    running again from its start (`rerun`), its answers replayed from `start`, the place in
    the unit's choices where it began."""
    ctx.choices.checkpoint = (head, start)


def rerun(run: Callable) -> Callable:
    """The `resume` of a statement that asks before it changes anything: it runs again from
    its start, its answers replayed from `start` (`asked_again`)."""
    def resume(ctx, start: int) -> None:
        ctx.choices.pos = start
        run(ctx)
    return resume


def composite_resume(run: Callable, parts_by_key, parts: dict,
                     answered: Callable | None = None) -> Callable:
    """The `resume` of a composite statement whose own question, if any, comes before its
    parts (`may`, alternatives, `if`): an int is where that question began, and
    `answered(ctx, start)` goes on from its answer (without it, the statement runs again,
    `rerun`); `(key, progress)` goes on with the part `parts_by_key[key]`."""
    def resume(ctx, progress) -> None:
        if type(progress) is int:  # its own question
            if answered is not None:
                answered(ctx, progress)
                return
            ctx.choices.pos = progress
            run(ctx)
            return
        key, inner = progress
        try:
            parts_by_key[key].resume(ctx, inner)
        except Suspend:
            passed_on(ctx, run, parts)
            raise
    return resume


def among(c, arg: Expr, node, verb: str, allowed: frozenset, what: str) -> Callable:
    """The function of an argument that names ids among `allowed` (`what` names them in
    messages): one, or a list. An id written outside them (a bare name, alone or in a list)
    is refused when the snippet is compiled (D217); a computed one, when it is run."""
    written = arg.node.children if getattr(arg.node, "data", None) == "list_lit" else [arg.node]
    known = {i for ids in c.names.ids.values() for i in ids}
    names = [str(child.children[0]) if getattr(child, "data", None) == "name" else None
             for child in written]
    for child, name in zip(written, names):
        if name in known and name not in allowed:
            raise fail(child, f"'{verb}' takes {what}, not '{name}'", "D217")
    fn = arg.fn
    if all(name in allowed for name in names):
        return fn

    def checked(ctx):
        value = fn(ctx)
        for one in (value if isinstance(value, list) else [value]):
            if one not in allowed:
                raise DeadEnd(f"{running(ctx)}: '{verb}' takes {what}, not {one!r}")
        return value
    return checked


def unasked(possible: Callable) -> Callable:
    """The `possible` of a statement whose arguments ask (`shift ... from (if moved then
    choose tiles else final)`): read without asking, as a check must be. A question with
    one option answers itself; one with several is decided when the statement runs (so it
    is possible); one with none makes the statement impossible."""
    def check(ctx) -> bool:
        try:
            return possible(ctx.probe())
        except Unanswered as question:
            return question.options
    return check


def needs_owner_counter(c, node, verb: str) -> None:
    """Refuse a verb that moves owner markers (a counter: `board: owner_counter`) in a
    ruleset that names none (D229): each claim spends one."""
    if c.names.owner_counter is None:
        raise fail(node, f"'{verb}' moves owner markers, one of the counter that "
                         "'board: owner_counter' names, and this ruleset names none", "D229")
