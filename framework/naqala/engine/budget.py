"""A budget of work between two decisions, so that a runaway ruleset ends with an error.

Every unit run, choice, random draw and event spends one unit of work on the state being
worked on; asking a player a question, or working on another state, starts the count again
(each engine call works on one new state: setup, or the copy an answer is applied to). A
ruleset that spends the whole budget before the next question (an effect that never ends,
events that trigger each other forever, turns that never ask anything and never end the
game) gets a RunawayError naming the phase and step, and the events being handled. naqala
runs one engine call at a time (docs/decisions.md, hardening).
"""

from __future__ import annotations

from ..errors import NaqalaError, quoted
from .fields import BIG

LIMIT = 200_000  # a real decision spends a few hundred at most (setup: about 500)
MOST_NESTED_EVENTS = 50
MOST_ROUNDS = 1000  # games between bots stop here: a base game lasts about 15 rounds
SILENT_ROUNDS = 100  # rounds in a row that ask nobody anything: the game could never go on


class RunawayError(NaqalaError):
    """A ruleset did more work than any game needs without asking anything."""


class Budget:
    """Work spent since the last question, and the events being handled now. naqala keeps
    one (`BUDGET`): its counts are an instance's, so that counting changes no class."""

    __slots__ = ("state", "used", "events")

    def __init__(self) -> None:
        self.state = None  # the state the work is done on
        self.used = 0
        self.events: list[str] = []

    def spend(self, ctx) -> None:
        if ctx.state is not self.state:
            self.state, self.used, self.events = ctx.state, 0, []
        self.used += 1
        if self.used > LIMIT:
            raise self.runaway(ctx, f"did more than {LIMIT} steps of work without asking "
                                    "anything")

    def reset(self) -> None:
        self.state, self.used, self.events = None, 0, []

    def enter(self, ctx, event: str) -> None:
        self.events.append(event)
        if len(self.events) > MOST_NESTED_EVENTS:
            raise self.runaway(ctx, f"announced events inside each other more than "
                                    f"{MOST_NESTED_EVENTS} deep")

    def leave(self) -> None:
        if self.events:
            self.events.pop()

    def runaway(self, ctx, what: str) -> RunawayError:
        """The error naming the ruleset entry that was running; the budget starts again."""
        error = RunawayError(f"{running(ctx)}: {what}; a runaway effect?")
        self.reset()
        return error


BUDGET = Budget()


class DeadEnd(NaqalaError):
    """A ruleset asked a question that has no answer."""


class NoActor(DeadEnd):
    """An effect read the acting player where nobody acts."""


class EffectFault(NaqalaError):
    """An effect of a ruleset, or a plugin's verb, failed on the state it met (a tile read
    where there is none, an action performing itself without end...)."""


FAULTS = (TypeError, ValueError, KeyError, IndexError, AttributeError, ArithmeticError,
          RecursionError, MemoryError)  # what a faulty effect raises; turned into EffectFault


def fault(ctx, err: Exception) -> EffectFault:
    """The error naming the ruleset entry whose effect raised `err` (`running`); the budget
    starts again."""
    BUDGET.reset()
    what = "effects run inside each other without end" if isinstance(err, RecursionError) \
        else f"{type(err).__name__}: {err}"
    return EffectFault(f"{running(ctx)}: its effect failed ({what}); a fault of the ruleset "
                       "or of a plugin's verb")


def bounded(ctx, value: int, what: str, low: int = 0) -> int:
    """`value`, a number an effect writes into the state (a counter, a turn variable, the
    round to finish after), when a position can hold it (`low` to BIG); else an EffectFault
    naming the ruleset entry: a runaway number stops the game instead of growing without
    end (and freezing the engine on its digits)."""
    if low <= value <= BIG:
        return value
    raise EffectFault(f"{running(ctx)}: {what} would be {quoted(value)}, but a game holds "
                      f"numbers from {low:,} to {BIG:,}; a runaway number?")


def running(ctx) -> str:
    """The ruleset entry being run: `ruleset 'ID', phase 'P', step 'S'[, events ...]`, or
    the part read outside a step (`ruleset 'ID', end_when`)."""
    rs, s = ctx.rs, ctx.state
    if getattr(ctx, "part", None):
        where = f"ruleset '{rs.id}', {ctx.part}"
    elif getattr(s, "phase", None) is None:
        where = f"ruleset '{rs.id}', setup"
    else:
        name, _, _, steps = rs.phases[s.phase]
        step = f", step '{steps[s.step][0]}'" if s.step < len(steps) else ""
        where = f"ruleset '{rs.id}', phase '{name}'{step}"
    if BUDGET.events:
        chain = " > ".join(dict.fromkeys(BUDGET.events))
        cards = sorted({card for e in BUDGET.events for card, _, _ in rs.triggers.get(e, ())})
        where += f", events {chain}" + (f" (cards {', '.join(cards)})" if cards else "")
    return where


def check_rounds(rs, state, most: int | None = None, why: str = "") -> None:
    """Stop a game that never ends (its end condition never holds): a game between bots
    after `MOST_ROUNDS`, any game after `most` rounds (`why` says why that many)."""
    most = MOST_ROUNDS if most is None else most
    if state.round > most:
        raise RunawayError(f"ruleset '{rs.id}': the game has not ended after {most:,} "
                           f"rounds{why}; does its end_when ever hold?")
