"""What the search bots share: a whole move is decided at once, then played one decision at
a time from a plan (the move's option ids), as long as the game asks what the plan holds."""

from __future__ import annotations

import random

MOVE, BID = "move.start", "bid"


class PlanBot:
    """A bot whose `decide(view, decision, ids)` returns the option ids to play, the first
    one now and the rest as the following decisions ask for them."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)
        self.plan: list[str] = []

    def choose(self, view, decision) -> str:
        ids = [o.id for o in decision.options]
        if len(ids) == 1:  # asked only to hide what the seat can pay: the plan goes on
            return ids[0]
        if decision.kind != MOVE and self.plan and self.plan[0] in ids:
            return self.plan.pop(0)
        self.plan = []
        words = self.decide(view, decision, ids)
        self.plan = words[1:]
        return words[0]

    def decide(self, view, decision, ids: list[str]) -> list[str]:
        raise NotImplementedError
