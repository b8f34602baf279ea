"""Expressions as Python source, so that a tree of operators runs as one function.

The compiler gives each operator, condition, function call and name its `Code`: a Python
expression over `ctx`, with the objects it names. An expression built of others writes
their code into its own, so `value + bonus * tokens(kind)` runs as one function with no
call between its parts. A loop (`where`, `sum ... over`) is one function with its body
written in. What has no code of its own (a choice, a verb's value, a plugin's closure) is
called as its function. See docs/engine.md ("Compiled effects").

Statements get the same where they can (`Block`: Python statements over `ctx`): an `if`
whose condition asks nothing is one function with its condition and branches written in, a
sequence one with its parts, and the verbs that give a block (`perform`'s start, `pickup`,
`set ... this turn` of a number) are written into them; other statements are called.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import chain, count
from typing import Any

from .terms import VARIES, Expr, acting, read_hoisted, read_it

DEEPEST = 40  # code nested deeper calls the part's function instead (Python's parser has limits)
_names = count()


@dataclass(frozen=True)
class Code:
    """A Python expression over `ctx`; `names` are the objects it names; `depth` how deeply
    its parts nest."""

    text: str
    names: dict[str, Any] = field(default_factory=dict)
    depth: int = 0

    def function(self) -> Callable:
        """The code as a function of `ctx`."""
        return function([f"return {self.text}"], self.names)


IT = Code('ctx.env["it"]')
ME = Code("ctx.me")
NONE = Code("None")


def bound(obj: Any) -> Code:
    """A name standing for `obj` (values are never written as literals)."""
    name = f"_{next(_names)}"
    return Code(name, {name: obj})


def of(e: Expr) -> Code:
    """The code of an expression: its own, its constant, or a call of its function."""
    if e.code is not None and e.code.depth < DEEPEST:
        return e.code
    if e.value is not VARIES:
        return bound(e.value)
    if e.made is read_it:
        return IT
    if e.made is acting:
        return ME
    f = bound(e.fn)
    return Code(f"{f.text}(ctx)", f.names)


def join(template: str, *parts: Code) -> Code:
    """`template` with the parts' texts in its `{}` fields, naming what each part names."""
    return Code(template.format(*(p.text for p in parts)), named(*parts),
                1 + max((p.depth for p in parts), default=0))


def named(*parts: Code) -> dict[str, Any]:
    """Everything the parts name."""
    names: dict[str, Any] = {}
    for p in parts:
        names.update(p.names)
    return names


def expr(code: Code, type_: str, **fields: Any) -> Expr:
    """An expression that runs `code` (made a function only if it is run on its own)."""
    return Expr(None, type_, code=code, **fields)


@dataclass(frozen=True)
class Block:
    """Python statements over `ctx`, one a line; `names` are the objects they name; `depth`
    how deeply they nest. A statement built of others (`if`, a sequence) writes their
    blocks into its own, so that it runs as one function with no call between its parts."""

    lines: tuple[str, ...]
    names: dict[str, Any] = field(default_factory=dict)
    depth: int = 0

    def function(self) -> Callable:
        """The block as a function of `ctx`."""
        return function(list(self.lines or ("pass",)), self.names)


def call_of(run: Callable) -> Block:
    """A block that calls a statement's `run`."""
    f = bound(run)
    return Block((f"{f.text}(ctx)",), f.names)


def applied(fn: Callable, *args: Code) -> Block:
    """A block that calls `fn(ctx, *args)`, the arguments written in."""
    f = bound(fn)
    return Block((f"{f.text}(ctx{''.join(', ' + a.text for a in args)})",), named(f, *args))


def block_of(stmt: Any) -> Block:
    """The block of a statement (`Stmt.block`): its own, or a call of its `run`."""
    if stmt.block is not None and stmt.block.depth < DEEPEST:
        return stmt.block
    return call_of(stmt.run)


def run_in_order(stmts: Any) -> Callable:
    """One function running the statements `stmts` in order, their blocks written in."""
    return in_order(*map(block_of, stmts)).function()


def in_order(*blocks: Block) -> Block:
    """The blocks one after the other."""
    return Block(tuple(chain.from_iterable(b.lines for b in blocks)),
                 {k: v for b in blocks for k, v in b.names.items()},
                 max((b.depth for b in blocks), default=0))


def when(test: Code, then: Block, other: Block | None) -> Block:
    """`if test: then`, `else: other` when there is one."""
    lines = [f"if {test.text}:", *_indented(then)]
    if other is not None:
        lines += ["else:", *_indented(other)]
    parts = (then,) if other is None else (then, other)
    return Block(tuple(lines), {**test.names, **in_order(*parts).names},
                 1 + max(b.depth for b in parts))


def _indented(block: Block) -> list[str]:
    return [f"    {line}" for line in block.lines or ("pass",)]


def function(lines: list[str], names: dict[str, Any]) -> Callable:
    """A function of `ctx` whose body is `lines`, which may use `names`."""
    scope = dict(names)
    body = "".join(f"\n    {line}" for line in lines)
    exec(compile(f"def expression(ctx):{body}\n", "<naqala expression>", "exec"),  # noqa: S102
         scope)  # our own code: every value it uses is a name in `scope`
    return scope["expression"]


ADD = ("n = 0", "n += {}", "n")  # a sum: start, per element, result
KEEP = ("kept = []", "if {}: kept.append(x)", "kept")  # the elements a condition keeps
# Whether a condition keeps an element: it stops at the first one (`it` set back first).
EXISTS = ("found = False", "if {}:\n    found = True\n    break", "found")


def loop(items: Code, body: Code, hoisted: tuple[str, ...], gather: tuple[str, str, str]
         ) -> Callable:
    """A function that runs `body` with `it` set to each of `items` in turn, gathering its
    values as `gather` (ADD, KEEP or EXISTS) says. The player variables `hoisted` are read
    once, at the first element (an empty set reads none), and `it` is as it was afterwards."""
    start, each, result = gather
    read, names = bound(read_hoisted), bound(hoisted)
    once = ["    if first:",
            "        first = False",
            f"        {read.text}(ctx, {names.text})"] if hoisted else []
    lines = ["env = ctx.env",
             'saved = env.get("it")',
             start,
             *(["first = True"] if hoisted else []),
             f"for x in {items.text}:",
             *once,
             '    env["it"] = x',
             *(f"    {line}" for line in each.format(body.text).split("\n")),
             'env["it"] = saved',
             f"return {result}"]
    return function(lines, named(items, body, read, names))


def keyed(items: Code, key: Callable, symbol: str, against: Expr, column: Callable | None
          ) -> Callable:
    """A function keeping the `items` where `key(ctx, it) symbol against`, reading
    `against` once, at the first item (an empty set reads nothing); with `column`
    (`key(ctx, x)` is `column(ctx)[x]`), the list is read once too."""
    return _keyed(items, key, symbol, against, column, "[x for x in {} if {}]", "[]")


def keyed_exists(items: Code, key: Callable, symbol: str, against: Expr,
                 column: Callable | None) -> Callable:
    """Whether `keyed` would keep an item, stopping at the first one it keeps."""
    return _keyed(items, key, symbol, against, column, "any(True for x in {} if {})",
                  "False")


def _keyed(items: Code, key: Callable, symbol: str, against: Expr, column: Callable | None,
           gather: str, empty: str) -> Callable:
    """`keyed` and `keyed_exists`: `gather` is the expression made of the items and the
    test, `empty` the value where there are no items."""
    none, every, value, read = bound(VARIES), bound(chain), of(against), bound(column or key)
    test = f"values[x] {symbol} value" if column else f"{read.text}(ctx, x) {symbol} value"
    lines = [f"rest = iter({items.text})",
             f"first = next(rest, {none.text})",
             f"if first is {none.text}:",
             f"    return {empty}",
             f"value = {value.text}",
             *([f"values = {read.text}(ctx)"] if column else []),
             "return " + gather.format(f"{every.text}((first,), rest)", test)]
    return function(lines, named(items, none, every, value, read))
