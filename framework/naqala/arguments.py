"""Argument types of the command line, with one-line errors: shared by `naqala.cli` and the
commands that the balance lab adds."""

from __future__ import annotations

import argparse
from pathlib import Path

from .errors import NaqalaError
from .jsonfile import user_path


def at_least(low: int, high: int | None = None):
    """An argument type: a whole number from `low` (to `high`), with a one-line error."""
    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got '{text}'") from None
        if value < low or (high is not None and value > high):
            top = f" to {high}" if high is not None else " or more"
            raise argparse.ArgumentTypeError(f"expected {low}{top}, got {value}")
        return value
    read.__name__ = "number"
    return read


LARGEST_SEED = (1 << 64) - 1  # a save holds a seed as 64 bits
SEED = at_least(0, LARGEST_SEED)
GAMES = at_least(1, 1_000_000)  # a study's games: more is a slip of the keyboard (and memory)
WORKERS = at_least(1, 1024)  # processes of a study: each imports naqala; more is a slip


def seconds(text: str) -> float:
    """An argument type: a pause in seconds, 0 or more (at most a day)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got '{text}'") from None
    if not 0 <= value <= 86_400:  # NaN fails too
        raise argparse.ArgumentTypeError(f"expected 0 to 86400 seconds, got {text}")
    return value


def check_seeds(seed: int, games: int, flag: str = "--games") -> None:
    """A NaqalaError, before any game, when games `seed` to `seed + games - 1` (a study's,
    `flag` giving the count) would pass the largest seed."""
    last = seed + games - 1
    if last > LARGEST_SEED:
        raise NaqalaError(f"--seed {seed} with {flag} {games} reaches seed {last}, past the "
                          f"largest seed {LARGEST_SEED}; give a --seed of at most "
                          f"{LARGEST_SEED - games + 1}")


def file_name(text: str) -> Path:
    """An argument type: a file name, `~` expanded, with a one-line error for a name no
    file can have (an empty one, one too long for the system)."""
    if not text:
        raise argparse.ArgumentTypeError("an empty file name")
    try:
        return user_path(text)
    except NaqalaError as err:
        raise argparse.ArgumentTypeError(str(err)) from None
file_name.__name__ = "file name"


def optional_file_name(text: str) -> Path | None:
    """An argument type: `file_name`, or None (no file) for an empty name."""
    return file_name(text) if text else None
optional_file_name.__name__ = "file name"
