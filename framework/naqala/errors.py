"""Errors that users see: each says what went wrong and where, never a traceback."""

from __future__ import annotations

import difflib
from dataclasses import dataclass


class NaqalaError(Exception):
    """Base of every error naqala reports to a user."""


@dataclass(frozen=True)
class Problem:
    """One problem in a ruleset, snippet or state file, with its location."""

    file: str
    line: int
    col: int
    code: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}: {self.code} {self.message}"


class ProblemsError(NaqalaError):
    """One or more located problems; str() prints one per line."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


class RulesetError(ProblemsError):
    """A ruleset that cannot be loaded."""


class StateError(NaqalaError):
    """A state, position or save file that cannot be used."""


class BotError(NaqalaError):
    """A bot that failed or answered no option: `bot` names it (its registered name
    quoted, or its class), `seat` from 0, `detail` what went wrong; `cause` what it raised,
    or `answer` (quoted) what it answered, for a front end to say in its own words. A front
    end with people at the table may play on without it."""

    def __init__(self, bot: str, seat: int, detail: str, *, cause: str = "",
                 answer: str = ""):
        self.bot, self.seat, self.detail = bot, seat, detail
        self.cause, self.answer = cause, answer
        super().__init__(f"bot {bot} in seat {seat + 1}: {detail}")


class Interrupted(KeyboardInterrupt):
    """Ctrl-C in a long run, saying in one line what it kept (`naqala` shows it and exits
    with status 130)."""


class IllegalChoice(NaqalaError):
    """A choice that is not among the offered options; the state is unchanged."""


def did_you_mean(word: str, candidates) -> str:
    """A ' (did you mean 'x'?)' suffix, or '' when nothing is close (capitals aside)."""
    folded: dict[str, str] = {}
    for name in sorted(set(map(str, candidates))):
        folded.setdefault(name.casefold(), name)
    close = difflib.get_close_matches(str(word).casefold(), list(folded), n=1, cutoff=0.6)
    return f" (did you mean '{folded[close[0]]}'?)" if close else ""


def unknown_hint(name: str, known, removed: dict[str, str]) -> str:
    """What follows an unknown name in a message: where an overlay's `op: remove` took it
    out (`removed`: name -> file:line), or else a did-you-mean."""
    if name in removed:
        return f" (removed by op: remove at {removed[name]})"
    return did_you_mean(name, known)


def line_and_column(text: str | bytes, offset: int) -> tuple[int, int]:
    """The 1-based line and column of `offset` in `text` (characters, or bytes)."""
    nl = b"\n" if isinstance(text, bytes) else "\n"
    return text.count(nl, 0, offset) + 1, offset - (text.rfind(nl, 0, offset) + 1) + 1


QUOTED = 60  # characters of a refused value shown in a message


def quoted(value) -> str:
    """A value a user or a program gave, as a message shows it: its repr (quotes, control
    characters escaped), cut after QUOTED characters with its length said."""
    try:
        text = repr(value)
    except ValueError:  # an int too long to turn into text (Python's 4,300 digits)
        return f"a number of some {int((value.bit_length() - 1) * 0.30103) + 1} digits"
    if len(text) <= QUOTED + 2:
        return text
    size = len(value) if isinstance(value, (str, bytes, list, tuple)) else len(text)
    return f"{text[:QUOTED]}... ({size} long)"


def whole(value, what: str) -> int:
    """A whole number (an int or a NumPy integer, not a bool) as an int; a NaqalaError
    naming `what` for anything else."""
    if not isinstance(value, bool) and hasattr(value, "__index__"):
        try:
            return value.__index__()
        except TypeError:  # a NumPy array of other than one whole number
            pass
    raise NaqalaError(f"{quoted(value)} is not {what}: give a whole number")
