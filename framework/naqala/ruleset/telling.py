"""Rules whose outcome a hidden counter decides where the engine cannot hide it; `naqala
check` warns about each (code W302) without failing.

The engine asks a question whatever a hidden counter holds when the counter only narrows its
options (engine/hiding.py). It cannot ask a question that a rule does not reach, or one left
with no answer: an `if` that reads a hidden counter, alternatives that each read one, a
last-drop rule or an end of the game that reads one decide what a seat does, whether it is
asked, or when the game ends, by what it holds (docs/decisions.md, "Whether a seat is asked
tells nothing of what it holds hidden").
"""

from __future__ import annotations

from collections.abc import Iterator

from lark import Token, Tree

from ..dsl.parser import parse, where
from ..errors import Problem
from .reach import snippets

IF = "'{}' is hidden, and this 'if' reads it: what the rule does, and whether it asks, can " \
     "show a seat's rivals what it holds"
EVERY = "'{}' is hidden, and every alternative reads it: when it leaves none, the seat is " \
        "not asked, and its rivals can see that"
# Settings that are conditions, and what reading a hidden counter in them shows.
SETTINGS = {
    "movement.last_drop": "'{}' is hidden, and the last-drop rule reads it: the moves a seat "
                          "is offered, and whether it is asked, can show its rivals what it "
                          "holds",
    "end_when": "'{}' is hidden, and the end of the game reads it: when the game ends can "
                "show what a seat holds"}
NAMES = {"name", "call_fn", "fixed_item", "any_item"}  # nodes whose NAME may be a counter


def telling_rules(rs) -> list[Problem]:
    """A warning for each rule whose outcome reads a hidden counter the engine cannot hide."""
    hidden = {c for c, info in rs.counters.items() if info["hidden"]}
    if not hidden:
        return []
    raw, found = rs.raw, []
    for loc, text, start in snippets(raw):
        tree = _parsed(text, start)
        if tree is not None:
            found += [_problem(loc, token, message) for token, message in _telling(tree, hidden)]
    for key, message in SETTINGS.items():
        token = _read(_parsed(raw.settings.get(key), "expr"), hidden)
        if token is not None:
            found.append(_problem(raw.setting_locs[key], token, message))
    return found


def _parsed(text: str | None, start: str) -> Tree | None:
    """The snippet's tree; None for no snippet or a bad one (already a compile problem)."""
    if not text or not str(text).strip():
        return None
    try:
        return parse(str(text), start)
    except Exception:  # noqa: BLE001
        return None


def _problem(loc, token: Token, message: str) -> Problem:
    line, col = where(token)
    return Problem(loc.file, loc.line + line - 1, (loc.col if line == 1 else 1) + col - 1,
                   "W302", message.format(token))


def _telling(tree: Tree, hidden: set[str]) -> Iterator[tuple[Token, str]]:
    """(the name that reads a hidden counter, the warning) for each telling statement."""
    for node in tree.iter_subtrees_topdown():
        if node.data in ("if_stmt", "cond") or node.data == "trigger" and node.children[1]:
            token = _read(node.children[1 if node.data == "trigger" else 0], hidden)
            if token is not None:
                yield token, IF
        elif node.data == "alternatives":
            reads = [_read(branch, hidden) for branch in node.children]
            if all(reads):
                yield reads[0], EVERY


def _read(node, hidden: set[str]) -> Token | None:
    """The first name in `node` that reads a hidden counter: in an expression or a cost. A
    verb's bare argument (`gain 1 NAME`) names what the verb moves, not what a seat holds."""
    if not isinstance(node, Tree):
        return None
    if node.data in NAMES:
        token = next((c for c in node.children if isinstance(c, Token) and c.type == "NAME"),
                     None)
        if token is not None and str(token) in hidden:
            return token
    children = [c for c in node.children[1:] if not _bare(c)] if node.data == "call" \
        else node.children
    for child in children:
        token = _read(child, hidden)
        if token is not None:
            return token
    return None


def _bare(arg) -> bool:
    """A verb's argument that only names something (`NAME`, `from NAME`)."""
    if isinstance(arg, Tree) and arg.data == "keyword_arg":
        arg = arg.children[1]
    return isinstance(arg, Tree) and arg.data == "name"
