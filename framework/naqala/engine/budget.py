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

from ..errors import NaqalaError

LIMIT = 200_000  # a real decision spends a few hundred at most (setup: about 500)
MOST_NESTED_EVENTS = 50
MOST_ROUNDS = 1000  # games between bots stop here: a base game lasts about 15 rounds


class RunawayError(NaqalaError):
    """A ruleset did more work than any game needs without asking anything."""


class Budget:
    """Work spent since the last question, and the events being handled now."""

    state = None  # the state the work is done on
    used = 0
    events: list[str] = []

    @classmethod
    def spend(cls, ctx) -> None:
        if ctx.state is not cls.state:
            cls.state, cls.used, cls.events = ctx.state, 0, []
        cls.used += 1
        if cls.used > LIMIT:
            raise cls.runaway(ctx, f"did more than {LIMIT} steps of work without asking "
                                   "anything")

    @classmethod
    def reset(cls) -> None:
        cls.state, cls.used, cls.events = None, 0, []

    @classmethod
    def enter(cls, ctx, event: str) -> None:
        cls.events.append(event)
        if len(cls.events) > MOST_NESTED_EVENTS:
            raise cls.runaway(ctx, f"announced events inside each other more than "
                                   f"{MOST_NESTED_EVENTS} deep")

    @classmethod
    def leave(cls) -> None:
        if cls.events:
            cls.events.pop()

    @classmethod
    def runaway(cls, ctx, what: str) -> RunawayError:
        """The error naming the ruleset entry that was running; the budget starts again."""
        error = RunawayError(f"{running(ctx)}: {what}; a runaway effect?")
        cls.reset()
        return error


class DeadEnd(NaqalaError):
    """A ruleset asked a question that has no answer."""


def running(ctx) -> str:
    """The ruleset entry being run: `ruleset 'ID', phase 'P', step 'S'[, events ...]`."""
    rs, s = ctx.rs, ctx.state
    if getattr(s, "phase", None) is None:
        where = f"ruleset '{rs.id}', setup"
    else:
        name, _, _, steps = rs.phases[s.phase]
        step = f", step '{steps[s.step][0]}'" if s.step < len(steps) else ""
        where = f"ruleset '{rs.id}', phase '{name}'{step}"
    if Budget.events:
        chain = " > ".join(dict.fromkeys(Budget.events))
        cards = sorted({card for e in Budget.events for card, _, _ in rs.triggers.get(e, ())})
        where += f", events {chain}" + (f" (cards {', '.join(cards)})" if cards else "")
    return where


def check_rounds(rs, state) -> None:
    """Stop a game between bots that never ends (its end condition never holds)."""
    if state.round > MOST_ROUNDS:
        raise RunawayError(f"ruleset '{rs.id}': the game has not ended after {MOST_ROUNDS} "
                           "rounds; does its end_when ever hold?")
