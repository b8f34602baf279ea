"""The search bot: information-set Monte Carlo search over determinised states.

Each iteration samples a fresh state consistent with the seat's view
(`view.determinise(rng)`), picks a candidate by UCB1, plays it with the rest of the turn
greedily and scores the position with the greedy evaluation at that leaf (the sampled
hidden parts change what a move is worth: coins, cards, what the draw brings). The tree is
one level deep: candidates are whole moves (the greedy pre-score's best) or a decision's
options. Budgets are iterations (deterministic for a seed) or seconds (anytime).
"""

from __future__ import annotations

import math
import random
import time

from naqala import move_words, play_move

from .greedy import BID, MOVE, Greedy

LEVELS = {"easy": 12, "normal": 40, "hard": 120}  # iterations per decision
CANDIDATES = 6      # best greedy moves searched
EXPLORE = 8.0       # UCB1 exploration, in points


class MctsBot:
    """`iterations` per decision (deterministic for a seed), or `seconds` (anytime)."""

    def __init__(self, seed: int | None = None, iterations: int = LEVELS["normal"],
                 seconds: float | None = None):
        self.rng = random.Random(seed)
        self.iterations, self.seconds = iterations, seconds
        self.plan: list[str] = []

    def choose(self, view, decision) -> str:
        ids = [o.id for o in decision.options]
        if decision.kind != MOVE and self.plan and self.plan[0] in ids:
            return self.plan.pop(0)
        self.plan = []
        if len(ids) == 1:
            return ids[0]
        engine, seat = view.engine, view.seat
        first = view.determinise(self.rng)
        search = Greedy(engine, seat, self.rng)
        if decision.kind == MOVE:
            ranked = search.ranked_moves(first, deep=0)
            candidates = [m for _, m in ranked[:CANDIDATES]]
            if not candidates:
                return search.best_option(first, ids)
        elif decision.kind == BID:
            candidates = ids
        else:
            candidates = [o for _, o in sorted(search.option_values(first, ids),
                                               key=lambda vo: -vo[0])[:CANDIDATES]]
        best = self.search(view, search, candidates, decision.kind == MOVE)
        if decision.kind == MOVE:
            words = move_words(engine, first, best)
            self.plan = words[1:]
            return words[0]
        return best

    def search(self, view, greedy: Greedy, candidates: list[str], moves: bool) -> str:
        """UCB1 over the candidates, a fresh determinisation per iteration."""
        n, total = [0] * len(candidates), [0.0] * len(candidates)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        it = 0
        while (it < self.iterations) if deadline is None else (time.perf_counter() < deadline):
            it += 1
            if it <= len(candidates):
                i = it - 1
            else:
                i = max(range(len(candidates)), key=lambda k: total[k] / n[k] + EXPLORE *
                        math.sqrt(math.log(it) / n[k]) if n[k] else math.inf)
            state = view.determinise(self.rng)
            after = (play_move(greedy.engine, state, candidates[i]) if moves
                     else greedy.engine.apply(state, candidates[i]))
            n[i] += 1
            total[i] += greedy.value(greedy.finish_turn(after))
        return candidates[max(range(len(candidates)),
                              key=lambda k: (n[k], total[k] / n[k] if n[k] else -math.inf))]


def level(name: str):
    """A factory for the iteration budget of level `name` (LEVELS, read when a bot is made)."""
    def make(seed: int | None = None) -> MctsBot:
        return MctsBot(seed, LEVELS[name])
    return make
