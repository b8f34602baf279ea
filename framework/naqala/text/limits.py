"""What a text pack may not hold because formatting it would fail or never end: numbers of
more than 12 digits (Python refuses to read 4,300), escapes beyond Unicode, and function
options (`NUMBER(..., minimumIntegerDigits: N)`) above 100, which ask for N digits."""

from __future__ import annotations

import re
from collections.abc import Iterator

from fluent.syntax import ast

MOST_DIGITS = 12
MOST_OPTION = 100
SUSPECT = re.compile(r"\d{13}|\\U|:\s*\d{3}")  # text without these needs no walk


def nodes(node) -> Iterator:
    """`node` and every node inside it."""
    yield node
    for value in vars(node).values() if isinstance(node, ast.BaseNode) else ():
        for child in value if isinstance(value, list) else [value]:
            if isinstance(child, ast.BaseNode):
                yield from nodes(child)


def unsafe(entry) -> list[tuple[ast.BaseNode, str]]:
    """The nodes of a message or term that formatting cannot take, each with the reason."""
    found = []
    for n in nodes(entry):
        if isinstance(n, ast.NumberLiteral) and \
                sum(c.isdigit() for c in n.value) > MOST_DIGITS:
            found.append((n, f"the number {n.value[:20]}... has more than {MOST_DIGITS} "
                             "digits"))
        elif isinstance(n, ast.StringLiteral):
            try:
                n.parse()
            except ValueError:
                found.append((n, f"the text \"{n.value[:20]}\" holds an escape beyond Unicode"))
        elif isinstance(n, ast.NamedArgument) and isinstance(n.value, ast.NumberLiteral) and \
                sum(c.isdigit() for c in n.value.value) <= MOST_DIGITS and \
                float(n.value.value) > MOST_OPTION:
            found.append((n, f"the option {n.name.name}: {n.value.value} is above "
                             f"{MOST_OPTION}"))
    return found
