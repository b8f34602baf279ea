"""Control statements of the effect language: sequences, `may`, alternatives `(A | B)`,
`if`, `let`, `set ... this turn`, and the expression `choose S`, each compiled to closures or,
where it can, to Python source (`source.Block`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

from ..engine.budget import bounded
from ..engine.decisions import Message, Option, Seat, Suspend, worded
from ..engine.fields import BIG
from . import source
from .terms import (
    Expr,
    Stmt,
    _from_parts,
    always,
    asked_again,
    composite_resume,
    lone_part,
    part_heads,
    passed_on,
    rerun,
)

YES_NO = (Option("yes", True, label=Message("option-yes")),
          Option("no", False, label=Message("option-no")))
NO_ONLY = YES_NO[1:]


def sequence(stmts: list[Stmt]) -> Stmt:
    """Run statements in order; possible when each is possible now. Stopped at a question
    one of them can go on from, it goes on from there, then runs the others. Its parts are
    written into one function (`source.Block`) where none of them goes on, and into the
    function of a statement holding it (`if`) where one does."""
    if len(stmts) == 1:
        return stmts[0]
    checks = []
    for s in stmts:  # later statements may read what a binding statement names: stop there
        if s.possible is not always:
            checks.append(s.possible)
        if s.binds:
            break

    def possible(ctx):
        for p in checks:  # noqa: SIM110 - a loop: all() over a generator adds calls
            if not p(ctx):
                return False
        return True
    check = possible if len(checks) > 1 else checks[0] if checks else always
    binds = any(s.binds for s in stmts)
    block = source.in_order(*map(source.block_of, stmts))
    if not any(s.head is not None for s in stmts):  # nothing in it goes on from a question
        return _from_parts(Stmt(block.function(), check, binds, block=block), stmts)
    lone = lone_part(enumerate(stmts))
    if lone is not None:
        run, resume = _going_on(stmts, block, *lone)
        return _from_parts(Stmt(run, check, binds, resume=resume, head=lone[1].head,
                                block=block), stmts)
    parts = part_heads(enumerate(stmts))
    runs = tuple(s.run for s in stmts)

    def run(ctx):
        try:
            for r in runs:
                r(ctx)
        except Suspend:
            passed_on(ctx, run, parts)
            raise

    afters = [runs[i + 1:] for i in range(len(runs))]

    def resume(ctx, progress):
        i, inner = progress
        try:
            stmts[i].resume(ctx, inner)
            for r in afters[i]:
                r(ctx)
        except Suspend:
            passed_on(ctx, run, parts)
            raise
    stmt = Stmt(run, check, binds)
    if parts:
        stmt = replace(stmt, resume=resume, head=run)
    return _from_parts(stmt, stmts)


def _going_on(stmts: list[Stmt], block: source.Block, i: int, part: Stmt
              ) -> tuple[Callable, Callable]:
    """The run and resume of a sequence of `stmts` (written as `block`) whose one part that
    can go on is `part`, the `i`-th: the part runs the ones after it itself where it can
    (`Stmt.then`)."""
    after = tuple(stmts[i + 1:])
    if not after:
        return block.function(), part.resume
    if part.then is None:
        return block.function(), partial(_go_on_then, part.resume, source.run_in_order(after))
    run, resume = part.then(after)
    if i == 0:
        return run, resume
    return source.in_order(*map(source.block_of, stmts[:i]), source.call_of(run)).function(), \
        resume


def _go_on_then(resume: Callable, after: Callable, ctx, progress) -> None:
    """Go on with the one part of a sequence that can go on, then run the parts after it."""
    resume(ctx, progress)
    after(ctx)


def optional(body: Stmt, prompt) -> Stmt:
    """`may ...`: the acting player chooses yes or no; yes is offered only when possible.
    When it is not, the question is asked with no alone if a hidden counter is what makes
    it impossible (`engine/hiding.py`), and not at all otherwise."""
    brun, bpos = body.run, body.possible
    parts = part_heads([(0, body)])

    def run(ctx, progress: int | tuple | None = None) -> None:
        """Ask, and run its statement on yes; the statement's `resume` too, so that its
        questions pass one frame of it: going on from its answer (`progress`: where its
        question began), what was possible when it was asked is not read again; going on
        with its statement, `progress` is (0, the statement's progress)."""
        if type(progress) is tuple:
            try:
                body.resume(ctx, progress[1])
            except Suspend:
                passed_on(ctx, run, parts)
                raise
            return
        if progress is None:
            start = ctx.choices.pos
            possible = bpos(ctx)
            offered = _yes_no if possible else partial(_yes_if_possible, bpos, ctx)
            if not (possible or ctx.choices.asks_anyway(ctx.me, "may", offered)):
                return
        else:
            start = ctx.choices.pos = progress
            offered = _yes_no
        if ctx.choose("may", offered, _is_yes, prompt=prompt, checkpoint=(run, start)):
            try:
                brun(ctx)
            except Suspend:
                passed_on(ctx, run, parts)
                raise
    return Stmt(run, always, resume=run, head=run)


def _yes_no() -> tuple[Option, ...]:
    return YES_NO


def _is_yes(oid: str) -> bool:
    return oid == "yes"


def _yes_if_possible(possible: Callable, ctx) -> tuple[Option, ...]:
    """The options of `may`: yes and no when its statement is possible, else no alone."""
    return YES_NO if possible(ctx) else NO_ONLY


def alternatives(options: list[Stmt], labels: list, prompt) -> Stmt:
    """`(A | B)`: the acting player picks one alternative that is possible now; each is
    labelled by what it starts with. Which are possible is read when the options are made,
    so that one left alone by a hidden counter is asked all the same (`engine/hiding.py`)."""
    parts = part_heads(enumerate(options))
    # An option is read-only: each is made once, its label when first read.
    made = [Option(f"alt{i + 1}", i, label=label) for i, label in enumerate(labels)]

    def offered(ctx) -> list[Option]:
        return [made[i] for i, o in enumerate(options) if o.possible(ctx)]

    def run(ctx):
        if possible(ctx):
            answered(ctx, ctx.choices.pos)

    def answered(ctx, start: int) -> None:
        """Ask its question (or replay its answer, going on from it: which alternatives
        were possible when it was asked is not read again), then run the one chosen."""
        ctx.choices.pos = start
        i = ctx.choose("alternative", partial(offered, ctx), _alternative, prompt=prompt,
                       checkpoint=(run, start))
        try:
            options[i].run(ctx)
        except Suspend:
            passed_on(ctx, run, parts)
            raise

    checks = tuple(o.possible for o in options)

    def possible(ctx):
        for p in checks:  # noqa: SIM110 - a loop: any() over a generator adds calls
            if p(ctx):
                return True
        return False
    return Stmt(run, possible, resume=composite_resume(run, options, parts, answered),
                head=run)


def _alternative(oid: str) -> int:
    """The index of an alternative's option (`alt1` is the first)."""
    return int(oid[3:]) - 1


def if_then(cond: Expr, then: Stmt, other: Stmt | None, chooses: bool = False) -> Stmt:
    """`if C { A } else { B }` (`chooses`: C holds a `choose`). When C asks none and one
    branch at most can go on from its questions, or both go on alike (one head and one
    resume: bids of constant arguments), it is one function with C and its branches written
    in (`source.Block`) and passes their questions on as they are (as `lone_part` says),
    with no frame catching them; with none, it cannot go on itself."""
    branches = {True: then, False: other}
    going_on = [(k, b) for k, b in branches.items() if b is not None and b.head is not None]
    alike = len({(b.head, b.resume) for _, b in going_on}) <= 1
    if not chooses and alike:
        block = source.when(source.of(cond), source.block_of(then),
                            source.block_of(other) if other else None)
        if not going_on:  # no branch goes on from a question: nor does the `if`
            return Stmt(block.function(), always, block=block)
        return Stmt(block.function(), always, resume=going_on[0][1].resume,
                    head=going_on[0][1].head, block=block)
    cf, trun, orun = cond.fn, then.run, other.run if other else None
    parts = part_heads((k, b) for k, b in branches.items() if b is not None)

    def run(ctx):
        start = ctx.choices.pos
        try:
            holds = cf(ctx)
        except Suspend:  # a `choose` in the condition
            asked_again(ctx, run, start)
            raise
        branch = trun if holds else orun
        if branch is None:
            return
        try:
            branch(ctx)
        except Suspend:
            passed_on(ctx, run, parts)
            raise
    return Stmt(run, always, resume=composite_resume(run, branches, parts), head=run)


def let(name: str, value: Expr) -> Stmt:
    """`let x = E`: names a value (often a choice) for the rest of the sequence."""
    vf = value.fn
    exists = value.exists if value.source else None  # a `choose`: possible when it has a choice

    def run(ctx):
        start = ctx.choices.pos
        try:
            ctx.env[name] = vf(ctx)
        except Suspend:
            asked_again(ctx, run, start)
            raise
    return Stmt(run, exists or always, binds=True,
                resume=rerun(run), head=run)


def set_turn(name: str, value: Expr) -> Stmt:
    """`set v = E this turn`: the acting player's variable, until the turn ends."""
    vf = value.fn
    if type(value.value) is int and -BIG <= value.value <= BIG:
        # a number written in the snippet, one a game can hold
        key, number = source.bound(name), source.bound(value.value)
        block = source.Block((f'ctx.state.own_turn("vars")[{key.text}] = {number.text}',),
                             {**key.names, **number.names})
        return Stmt(block.function(), always, block=block)

    def run(ctx):
        start = ctx.choices.pos
        try:
            value = vf(ctx)
        except Suspend:
            asked_again(ctx, run, start)
            raise
        ctx.state.own_turn("vars")[name] = bounded(ctx, value, f"variable '{name}'", -BIG)
    return Stmt(run, always, resume=rerun(run), head=run)


def numbers(ctx) -> dict[str, int]:
    """The numbers a snippet has named so far (`let reach = ...`), for its prompts."""
    return {k: v for k, v in ctx.env.items() if type(v) is int and k != "it"}


def _player_id(x: int) -> str:
    """A player's option id (`p1` is the first)."""
    return f"p{x + 1}"


def _player(oid: str) -> int:
    return int(oid[1:]) - 1


def choose_from(source: Expr, prompt, asks: bool = False) -> Expr:
    """`choose S`: the acting player picks one element of the set S. When S asks questions
    of its own (`asks`: `choose near(choose tiles)`), it is read before this question is
    asked or replayed, so that its answers come first in the record; whether it has an
    element is then not known in advance (no `source` or `exists`)."""
    sf, elem = source.fn, {"tiles": "tile", "players": "player", "cards": "card"}.get(
        source.type, "id:*")
    kind, tiles = f"choose.{elem.split(':')[0]}", elem == "tile"
    # Worked out once here, not at every run: a step going on from its question runs
    # this again to replay the answer. Only a tile's id and decoding read the ruleset.
    name, decode = (None, None) if tiles else (_player_id, _player) if elem == "player" \
        else (str, str)

    def meaning(ctx, x) -> Message:  # made when read: it reads the state that waits
        if tiles:
            return Message("option-tile", {"tile": ctx.place(x)})
        if elem == "player":
            return Message("option-player", {"player": Seat(x)})
        return Message("option-name", {"name": ctx.ref(x)})

    def options(ctx, xs) -> list[Option]:
        ids = ctx.rs.geometry.names.__getitem__ if tiles else name
        words = partial(meaning, ctx)
        return [worded(ids(x), x, words) for x in xs]

    def fn(ctx):
        read = tuple(dict.fromkeys(sf(ctx))) if asks else None
        return ctx.choose(kind, lambda: options(ctx, read if asks else dict.fromkeys(sf(ctx))),
                          ctx.rs.geometry.index.__getitem__ if tiles else decode,
                          prompt=lambda: prompt(**numbers(ctx)))
    if asks:
        return Expr(fn, elem)
    return Expr(fn, elem, source=sf, exists=source.exists or (lambda ctx: bool(sf(ctx))))
