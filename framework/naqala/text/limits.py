"""What a text pack may not hold because formatting it would fail or never end: numbers of
more than 12 digits (Python refuses to read 4,300), escapes beyond Unicode, and function
options (`NUMBER(..., minimumIntegerDigits: N)`) above 100, which ask for N digits; and
control characters, written or as escapes, which would reach the terminal."""

from __future__ import annotations

import re
from collections.abc import Iterator

from fluent.syntax import ast

from ..errors import line_and_column
from ..ruleset.files import CONTROL

MOST_DIGITS = 12
MOST_OPTION = 100
SUSPECT = re.compile(r"\d{13}|\\[uU]|:\s*\d{3}")  # text without these needs no walk


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
