"""A study file's game records, read strictly: each field `play_game` writes is checked for
type, size and range, so that a damaged or hand-edited file is refused with its line and
key instead of failing later in a summary (docs/bots.md). `header` reads what every study
file's record says of its game, those `fit-bots` writes too."""

from __future__ import annotations

from typing import Any

from ..engine import fields as F

SEEDS = (1 << 64) - 1  # the largest seed a study takes (`naqala.arguments.SEED`)
POINTS = 10 ** 15  # a score or term's points, either way: sums of a million games stay exact
SECONDS = 10 ** 9  # a seat's thinking time in one game
KEYS = ("seed", "ruleset", "hash", "naqala", "bots", "rounds", "turns", "scores", "terms",
        "winners", "cards", "decisions", "seconds")  # what `play_game` writes (and `by`)


def checked(value: Any, where: str, players: int, terms: tuple[str, ...]) -> dict:
    """`value` when it is a record of a game of `players` seats scored by `terms`."""
    record = header(value, where, players, KEYS)
    F.whole(record["rounds"], f"{where}.rounds")
    F.whole(record["turns"], f"{where}.turns")
    for key, read in (("scores", points), ("terms", term_row(terms)), ("cards", _texts),
                      ("decisions", F.whole), ("seconds", _seconds)):
        F.seq(record[key], f"{where}.{key}", players)
        F.items(record[key], f"{where}.{key}", read)
    _winners(record["winners"], f"{where}.winners", players)
    return record


def header(value: Any, where: str, players: int, keys: tuple[str, ...]) -> dict:
    """`value` when it is an object holding `keys` and says what every record of a study
    file says of its game: seed, ruleset and its hash, the version of naqala that played it,
    bots and (optional) what they play by, one a seat."""
    record = F.obj(value, where)
    for key in keys:
        if key not in record:
            raise F.fail(f"{where}.{key}", "missing")
    F.whole(record["seed"], f"{where}.seed", 0, SEEDS)
    _text(record["ruleset"], f"{where}.ruleset")
    _text(record["hash"], f"{where}.hash")
    _text(record["naqala"], f"{where}.naqala")
    F.items(record["bots"], f"{where}.bots", _text)
    if "by" in record:
        F.seq(record["by"], f"{where}.by", players)
        F.items(record["by"], f"{where}.by", _text_or_none)
    return record


def _winners(value: Any, where: str, players: int) -> list[int]:
    """Seats from 1: at least one, none twice (every game has a winner)."""
    F.items(value, where, lambda v, w: F.whole(v, w, 1, players), most=players)
    if not value or len(set(value)) != len(value):
        raise F.fail(where, f"expected the winning seats, each once, got {F.shown(value)}")
    return value


def _text(value: Any, where: str) -> str:
    if type(value) is not str:
        raise F.fail(where, f"expected a name, got {F.shown(value)}")
    return value


def _text_or_none(value: Any, where: str) -> str | None:
    return None if value is None else _text(value, where)


def _texts(value: Any, where: str) -> list[str]:
    return F.items(value, where, _text)


def _number(value: Any, where: str, low: int, high: int, shown: str) -> float:
    """A number (not a bool) from `low` to `high` (`shown` says them): a sum of huge ones
    is no longer finite, and an int of hundreds of digits is no float at all."""
    if type(value) not in (int, float) or not low <= value <= high:  # NaN fails too
        raise F.fail(where, f"expected a number from {shown}, got {F.shown(value)}")
    return value


def points(value: Any, where: str) -> float:
    return _number(value, where, -POINTS, POINTS, "-10^15 to 10^15")


def _seconds(value: Any, where: str) -> float:
    return _number(value, where, 0, SECONDS, "0 to 10^9")


def term_row(terms: tuple[str, ...]):
    def read(value: Any, where: str) -> dict:
        row = F.obj(value, where, terms)
        for term in terms:
            if term not in row:
                raise F.fail(f"{where}.{term}", "missing")
            points(row[term], f"{where}.{term}")
        return row
    return read
