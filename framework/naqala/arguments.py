"""Argument types of the command line, with one-line errors: shared by `naqala.cli` and the
commands that the balance lab adds."""

from __future__ import annotations

import argparse


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


SEED = at_least(0, (1 << 64) - 1)
GAMES = at_least(1, 1_000_000)  # a study's games: more is a slip of the keyboard (and memory)


def seconds(text: str) -> float:
    """An argument type: a pause in seconds, 0 or more (at most a day)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got '{text}'") from None
    if not 0 <= value <= 86_400:  # NaN fails too
        raise argparse.ArgumentTypeError(f"expected 0 to 86400 seconds, got {text}")
    return value
