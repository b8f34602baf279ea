"""Typed readers for JSON fields: each checks type and range and names the key on failure.

Used by the position reader (`validate.py`); every error is a StateError of one line, such as
`pos.json: state.cells[3]: expected a list of 5 whole numbers from 0 to 18, got [1, 2]`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..errors import StateError, quoted

BIG = 1_000_000  # the largest counter, flag or variable a position may hold
LAST_ROUND = 10_000  # the last round a position may hold: the engine stops a game there


shown = quoted  # a value as an error message quotes it, cut short


def key_at(where: str, key: str) -> str:
    """`where.key`, or `where['odd key']` quoted when the key is no plain name."""
    return f"{where}.{key}" if key.isidentifier() else f"{where}[{shown(key)}]"


def fail(where: str, message: str) -> StateError:
    return StateError(f"{where}: {message}")


def unless_none(value: Any, default: Any) -> Any:
    """`value`, or `default` when it is missing (null); a value of the wrong type, even an
    empty one such as `""` or `false`, is kept for its reader to refuse."""
    return default if value is None else value


def whole(value: Any, where: str, low: int = 0, high: int = BIG) -> int:
    """A whole number (not a bool) in [low, high]."""
    if type(value) is not int or not low <= value <= high:
        raise fail(where, f"expected a whole number from {low} to {high}, got {shown(value)}")
    return value


def flag(value: Any, where: str) -> bool:
    if type(value) is not bool:
        raise fail(where, f"expected true or false, got {shown(value)}")
    return value


def seq(value: Any, where: str, size: int | None = None, most: int | None = None,
        what: str = "items") -> list:
    """A JSON list, of exactly `size` items or at most `most`."""
    if not isinstance(value, list) or (size is not None and len(value) != size):
        got = f"{len(value)}" if isinstance(value, list) else shown(value)
        count = f"{size} " if size is not None else ""
        raise fail(where, f"expected a list of {count}{what}, got {got}")
    if most is not None and len(value) > most:
        raise fail(where, f"expected at most {most} {what}, got {len(value)}")
    return value


def obj(value: Any, where: str, keys: Iterable[str] | None = None) -> dict:
    """A JSON object whose keys (when given) are all known."""
    if not isinstance(value, dict):
        raise fail(where, f"expected an object, got {shown(value)}")
    if keys is not None:
        known = list(keys)
        for key in value:
            if key not in known:
                from ..errors import did_you_mean
                raise fail(key_at(where, key), f"unknown key{did_you_mean(key, known)}; "
                                               f"known: {', '.join(known)}")
    return value


def counts(value: Any, n: int, where: str, high: int) -> list[int]:
    """A list of n whole numbers from 0 to high (pieces or tokens by kind)."""
    seq(value, where, n)
    return [whole(x, f"{where}[{i}]", 0, high) for i, x in enumerate(value)]


def one_of(value: Any, choices: Iterable, where: str, what: str) -> Any:
    """A value among known ids (ruleset ids, tile kinds...)."""
    known = list(choices)
    if type(value) is not str or value not in known:
        from ..errors import did_you_mean
        hint = did_you_mean(value, known) if isinstance(value, str) else ""
        raise fail(where, f"unknown {what} {shown(value)}{hint}")
    return value


def items(value: Any, where: str, read: Callable[[Any, str], Any],
          most: int | None = None, what: str = "items") -> list:
    """A list read item by item."""
    seq(value, where, most=most, what=what)
    return [read(x, f"{where}[{i}]") for i, x in enumerate(value)]
