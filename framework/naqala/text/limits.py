"""What a text pack may not hold because formatting it would fail or never end: numbers of
more than 12 digits (Python refuses to read 4,300), escapes beyond Unicode, and function
options (`NUMBER(..., minimumIntegerDigits: N)`) above 100, which ask for N digits; and
control characters, written or as escapes, which would reach the terminal. And the direction
controls a message leaves open or that close nothing, which `balanced` mends where it is shown."""

from __future__ import annotations

import re
from collections.abc import Iterator

from fluent.syntax import ast

from ..errors import line_and_column
from ..ruleset.files import CONTROL

MOST_DIGITS = 12
MOST_OPTION = 100
SUSPECT = re.compile(r"\d{13}|\\[uU]|:\s*\d{3}")  # text without these needs no walk
OPENS = {"\u2066": "\u2069", "\u2067": "\u2069", "\u2068": "\u2069", "\u202a": "\u202c",
         "\u202b": "\u202c", "\u202d": "\u202c", "\u202e": "\u202c"}  # isolates, embeddings
DIRECTION = re.compile("[\u202a-\u202e\u2066-\u2069]")


def nodes(node) -> Iterator:
    """`node` and every node inside it."""
    yield node
    for value in vars(node).values() if isinstance(node, ast.BaseNode) else ():
        for child in value if isinstance(value, list) else [value]:
            if isinstance(child, ast.BaseNode):
                yield from nodes(child)


def control_at(text: str) -> tuple[int, int, str] | None:
    """(line, column, what) of a pack's first control character, or None."""
    bad = CONTROL.search(text)
    if bad is None:
        return None
    line, col = line_and_column(text, bad.start())
    return line, col, f"control character U+{ord(bad.group()):04X} (a text pack holds none)"


def _string_problems(n: ast.StringLiteral) -> list[str]:
    """What a string literal's escapes make that formatting cannot take or must not show."""
    try:
        value = n.parse()["value"]
    except ValueError:
        return [f"the text \"{n.value[:20]}\" holds an escape beyond Unicode"]
    bad = CONTROL.search(value)
    return [f"the text \"{n.value[:20]}\" makes control character U+{ord(bad.group()):04X}"
            ] if bad else []


def unsafe(entry) -> list[tuple[ast.BaseNode, str]]:
    """The nodes of a message or term that formatting cannot take, each with the reason."""
    found = []
    for n in nodes(entry):
        if isinstance(n, ast.NumberLiteral) and \
                sum(c.isdigit() for c in n.value) > MOST_DIGITS:
            found.append((n, f"the number {n.value[:20]}... has more than {MOST_DIGITS} "
                             "digits"))
        elif isinstance(n, ast.StringLiteral):
            found += [(n, what) for what in _string_problems(n)]
        elif isinstance(n, ast.NamedArgument) and isinstance(n.value, ast.NumberLiteral) and \
                sum(c.isdigit() for c in n.value.value) <= MOST_DIGITS and \
                float(n.value.value) > MOST_OPTION:
            found.append((n, f"the option {n.name.name}: {n.value.value} is above "
                             f"{MOST_OPTION}"))
    return found


def directions(text: str) -> tuple[list[int], list[str]]:
    """The places of the direction controls in `text` that close nothing (a close that is
    not the last one opened's), and the controls it leaves open, the innermost last."""
    stray, still_open = [], []
    for n, c in enumerate(text):
        if c in OPENS:
            still_open.append(c)
        elif c in ("\u2069", "\u202c"):
            if still_open and OPENS[still_open[-1]] == c:
                still_open.pop()
            else:
                stray.append(n)
    return stray, still_open


def balanced(text: str) -> str:
    """`text` with its direction controls balanced: each left open closed at its end and
    each that closes nothing left out, so that it cannot turn around the rest of the line
    it is shown in (`text check` names such a message: T114)."""
    if not DIRECTION.search(text):
        return text
    stray, still_open = directions(text)
    for n in reversed(stray):
        text = text[:n] + text[n + 1:]
    return text + "".join(OPENS[c] for c in reversed(still_open))
